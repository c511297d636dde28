/** The schemas of config/images.ts, applied to its tables in tables.test.ts (decision 0081). */
import * as z from "../zod-mini";

export const IMAGE_CHECK_SCHEMA = z.object({
  /** The shop's own picture shown in place of a missing one (server/http/images.ts draws it). */
  fallbackUrl: z.string().check(z.startsWith("/images/")),
  requestTimeoutMs: z.number().check(z.int(), z.positive(), z.maximum(5000)),
  pageBudgetMs: z.number().check(z.int(), z.positive(), z.maximum(1000)),
  presentTtlSeconds: z.number().check(z.int(), z.positive()),
  missingTtlSeconds: z.number().check(z.int(), z.positive()),
  cacheEntries: z.number().check(z.int(), z.positive()),
});
