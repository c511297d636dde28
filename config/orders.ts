import type { ThrottleLimit } from "./limits";
import * as z from "./zod-mini";

/**
 * My orders and order tracking (SPEC §2 account menu "my orders (external, token)", footer "order
 * tracking"; issue 17.2). SPEC gives no numbers for either: these are the shop's own.
 */
const throttleLimit = z.object({
  max: z.number().check(z.int(), z.positive()),
  windowMinutes: z.number().check(z.positive()),
});

export const ORDER_LOOKUP_LIMITS: {
  /** A guest's order-tracking look-ups from one client address (an IPv6 /64), whatever the numbers. */
  trackingPerIp: ThrottleLimit;
  /** Look-ups of one order number that did not match its e-mail: guessing one order's e-mail. */
  trackingPerOrder: ThrottleLimit;
  /** How many orders the embedded my-orders list shows (newest first). */
  listed: number;
} = z
  .object({
    trackingPerIp: throttleLimit,
    trackingPerOrder: throttleLimit,
    listed: z.number().check(z.int(), z.positive(), z.maximum(500)),
  })
  .parse({
    trackingPerIp: { max: 20, windowMinutes: 15 },
    trackingPerOrder: { max: 5, windowMinutes: 15 },
    listed: 50,
  });

/** Order numbers as the platform writes them (digits, letters, a dash); anything else is no number. */
const ORDER_NUMBER = /^[A-Za-z0-9-]+$/;

/**
 * The order-tracking form: an order number and the e-mail it was placed with. Messages are keys of
 * the `orders` namespace. Trimmed, bounded and of one shape, so no typed value reaches the platform
 * in a form it could misread.
 */
export const orderTrackingForm = z.object({
  orderNumber: z
    .string({ error: "tracking.errors.required" })
    .check(
      z.trim(),
      z.minLength(1, "tracking.errors.required"),
      z.maxLength(32, "tracking.errors.orderNumber"),
      z.regex(ORDER_NUMBER, "tracking.errors.orderNumber"),
    ),
  email: z
    .email({
      error: (issue) => (issue.input === undefined ? "tracking.errors.required" : "tracking.errors.email"),
    })
    .check(z.maxLength(254, "tracking.errors.email")),
});
export type OrderTrackingValue = z.infer<typeof orderTrackingForm>;
