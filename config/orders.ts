import type { ThrottleLimit } from "./limits";

/**
 * My orders and order tracking (SPEC §2 account menu "my orders (external, token)", footer "order
 * tracking"; issue 17.2). SPEC gives no numbers for either: these are the shop's own.
 */

export const ORDER_LOOKUP_LIMITS: {
  /** A guest's order-tracking look-ups from one client address (an IPv6 /64), whatever the numbers. */
  trackingPerIp: ThrottleLimit;
  /** Look-ups of one order number that did not match its e-mail: guessing one order's e-mail. */
  trackingPerOrder: ThrottleLimit;
  /** How many orders the embedded my-orders list shows (newest first). */
  listed: number;
} = {
  trackingPerIp: { max: 20, windowMinutes: 15 },
  trackingPerOrder: { max: 5, windowMinutes: 15 },
  listed: 50,
};
