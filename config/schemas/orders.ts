import * as z from "../zod-mini";
import { throttleLimit } from "./limits";

export const ORDER_LOOKUP_LIMITS_SCHEMA = z.object({
  trackingPerIp: throttleLimit,
  trackingPerOrder: throttleLimit,
  listed: z.number().check(z.int(), z.positive(), z.maximum(500)),
});
