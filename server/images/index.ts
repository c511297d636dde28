import { z } from "zod";
import { IMAGE_CHECK } from "../../config";
import { createHttpImageCheck } from "./http";
import { createLocalImageCheck } from "./local";
import type { ImageCheckPort } from "./port";

export { imageHosts } from "./hosts";
export { createHttpImageCheck } from "./http";
export { createLocalImageCheck } from "./local";
export type { ImageCheckPort } from "./port";
export { createImageFallbacks, type ImageFallbacks, withImageFallbacks } from "./service";

const imageEnv = z.object({ IMAGE_BASE_URL: z.url({ protocol: /^https?$/ }).optional() });

/**
 * The image check's port (SPEC §7, docs/decisions/0068), for the Node host and the edge alike (both
 * draw the catalog's own pictures): with IMAGE_BASE_URL (the image host, e.g. the platform's CDN)
 * every image is asked by HEAD, relative URLs on that host; without it the embedded default checks
 * the shop's own pictures locally and asks other hosts by HEAD.
 */
export function imageCheckPort(
  env: Record<string, string | undefined>,
  fetchImpl: typeof globalThis.fetch = (input, init) => fetch(input, init),
): ImageCheckPort {
  const parsed = imageEnv.safeParse(env);
  if (!parsed.success) throw new Error("Invalid image check configuration: IMAGE_BASE_URL");
  const base = parsed.data.IMAGE_BASE_URL;
  const http = createHttpImageCheck({ base, timeoutMs: IMAGE_CHECK.requestTimeoutMs, fetch: fetchImpl });
  return base ? http : createLocalImageCheck(http);
}
