import * as z from "./zod-mini";

/**
 * SPEC §7 "Image check: HEAD request; a fallback image is used if missing" (issue 23 item 7,
 * docs/decisions/0068). SPEC gives no numbers: a page waits at most `pageBudgetMs` for the checks
 * it has not got cached (then it shows the images as they are and the checks finish for the next
 * page); one HEAD may take `requestTimeoutMs`; answers are kept `presentTtlSeconds` (an image that
 * is there stays there) or `missingTtlSeconds` (a missing one may be uploaded soon), for at most
 * `cacheEntries` URLs.
 */
export const IMAGE_CHECK = z
  .object({
    /** The shop's own picture shown in place of a missing one (server/http/images.ts draws it). */
    fallbackUrl: z.string().check(z.startsWith("/images/")),
    requestTimeoutMs: z.number().check(z.int(), z.positive(), z.maximum(5000)),
    pageBudgetMs: z.number().check(z.int(), z.positive(), z.maximum(1000)),
    presentTtlSeconds: z.number().check(z.int(), z.positive()),
    missingTtlSeconds: z.number().check(z.int(), z.positive()),
    cacheEntries: z.number().check(z.int(), z.positive()),
  })
  .parse({
    fallbackUrl: "/images/fallback.svg",
    requestTimeoutMs: 2000,
    pageBudgetMs: 150,
    presentTtlSeconds: 3600,
    missingTtlSeconds: 300,
    cacheEntries: 10_000,
  });
export type ImageCheckSettings = typeof IMAGE_CHECK;
