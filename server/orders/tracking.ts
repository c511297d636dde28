/**
 * Order tracking for guests (SPEC §2 footer "order tracking", issue 17.2): an order number and the
 * e-mail it was placed with show the order's states. What the pair may reveal is what the order
 * confirmation mail (sent to that e-mail, carrying that number) already says: number, date, states
 * and total; never addresses, names or lines (docs/decisions/0025).
 *
 * No enumeration: an unknown number, a number of another store and a known number with another
 * e-mail get the same answer; the e-mails are compared as digests in constant time. Look-ups are
 * throttled per client address (ORDER_LOOKUP_LIMITS.trackingPerIp, every look-up counts) and per
 * order number (trackingPerOrder, only pairs that did not match), with server/account/throttle.ts.
 */
import { createHash } from "node:crypto";
import type { OrderTrackingValue } from "../../config";
import { ORDER_LOOKUP_LIMITS } from "../../config";
import { clientKey } from "../account/client-address";
import { createThrottle } from "../account/throttle";
import type { CommercePort } from "../commerce";
import type { Market } from "../market";
import { safeEqual } from "../secure-compare";
import { type OrderRow, orderRow } from "./history";

export type TrackingOutcome =
  | { kind: "found"; order: OrderRow }
  /** The same for an unknown number and for a known number with another e-mail. */
  | { kind: "notFound" }
  | { kind: "throttled"; retryAfterMinutes: number }
  /** The platform could not answer. */
  | { kind: "unavailable" };

/** A fixed-length digest, so the comparison takes as long whatever the e-mails' lengths. */
const digest = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

export function createOrderTracking(commerce: Pick<CommercePort, "order">, now: () => number = Date.now) {
  const perClient = createThrottle(ORDER_LOOKUP_LIMITS.trackingPerIp, now);
  const perOrder = createThrottle(ORDER_LOOKUP_LIMITS.trackingPerOrder, now);

  return {
    async track(
      { orderNumber, email }: OrderTrackingValue,
      { market, clientIp }: { market: Market; clientIp: string },
    ): Promise<TrackingOutcome> {
      // An unknown address is not counted: keyed together, all such clients would block each other.
      const client = clientKey(clientIp) || undefined;
      const wait = Math.max(client ? perClient.blockedFor(client) : 0, perOrder.blockedFor(orderNumber));
      if (wait > 0) return { kind: "throttled", retryAfterMinutes: wait };
      if (client) perClient.count(client);
      let found: Awaited<ReturnType<CommercePort["order"]>>;
      try {
        found = await commerce.order({ orderNumber });
      } catch (error) {
        console.error("Order tracking: the platform did not answer", error);
        return { kind: "unavailable" };
      }
      const ours = found && found.store?.key === market.storeKey && found.customerEmail ? found : null;
      // Compared even for an unknown number (against a digest no e-mail has), so both take as long.
      const matches = safeEqual(ours ? digest(ours.customerEmail ?? "") : "-".repeat(43), digest(email));
      if (!ours || !matches) {
        perOrder.count(orderNumber);
        return { kind: "notFound" };
      }
      return { kind: "found", order: orderRow(ours) };
    },
  };
}
export type OrderTracking = ReturnType<typeof createOrderTracking>;
