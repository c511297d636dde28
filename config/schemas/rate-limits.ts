import * as z from "../zod-mini";

export const limit = z.object({
  max: z.number().check(z.int(), z.positive()),
  windowMinutes: z.number().check(z.positive()),
});

export const RATE_LIMITS_SCHEMA = z.object({ posts: limit, quickSearch: limit });

export const CACHE_ADMIN_ATTEMPTS_SCHEMA = limit;
