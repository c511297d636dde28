import * as z from "../zod-mini";

export const throttleLimit = z.object({
  max: z.number().check(z.int(), z.positive()),
  windowMinutes: z.number().check(z.positive()),
});

export const ORDER_LOOKUP_LIMITS_SCHEMA = z.object({
  trackingPerIp: throttleLimit,
  trackingPerOrder: throttleLimit,
  listed: z.number().check(z.int(), z.positive(), z.maximum(500)),
});
