import type { IMAGE_CHECK_SCHEMA } from "./schemas/images";
import type * as z from "./zod-mini";

/**
 * SPEC §7 "Image check: HEAD request; a fallback image is used if missing" (issue 23 item 7,
 * docs/decisions/0068). SPEC gives no numbers: a page waits at most `pageBudgetMs` for the checks
 * it has not got cached (then it shows the images as they are and the checks finish for the next
 * page); one HEAD may take `requestTimeoutMs`; answers are kept `presentTtlSeconds` (an image that
 * is there stays there) or `missingTtlSeconds` (a missing one may be uploaded soon), for at most
 * `cacheEntries` URLs.
 */
export const IMAGE_CHECK: z.output<typeof IMAGE_CHECK_SCHEMA> = {
  fallbackUrl: "/images/fallback.svg",
  requestTimeoutMs: 2000,
  pageBudgetMs: 150,
  presentTtlSeconds: 3600,
  missingTtlSeconds: 300,
  cacheEntries: 10_000,
};
export type ImageCheckSettings = typeof IMAGE_CHECK;
