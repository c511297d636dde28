/**
 * SPEC §7 "Image check: HEAD request; a fallback image is used if missing" (issue 23 item 7,
 * docs/decisions/0068): whether an image URL answers. Never throws: a failure is an answer.
 */
export interface ImageCheckPort {
  /** What answers, for the start-up log ("HEAD over HTTP", "the catalog's own pictures …"). */
  readonly description: string;
  /** True when the image is there; false when it answers 404/410, fails or does not answer in time. */
  exists(url: string): Promise<boolean>;
}
