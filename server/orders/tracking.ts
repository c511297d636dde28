/**
 * Order tracking for guests (SPEC §2 footer "order tracking", issue 17.2): an order number and the
 * e-mail it was placed with show the order's states. What the pair may reveal is what the order
 * confirmation mail (sent to that e-mail, carrying that number) already says: number, date, states
 * and total; never addresses, names or lines (docs/decisions/0025).
 *
 * No enumeration: an unknown number, a number of another store and a known number with another
 * e-mail get the same answer; the e-mails are compared as digests in constant time. Look-ups are
 * throttled per client address (ORDER_LOOKUP_LIMITS.trackingPerIp, every look-up counts) and per
 * order number (trackingPerOrder, only pairs that did not match), through the shared throttles port
 * (decision 0041): on the edge every isolate counts in one place. Runtime-neutral (Web Crypto).
 */
import type { OrderTrackingValue } from "../../config";
import { ORDER_LOOKUP_LIMITS } from "../../config";
import { clientKey } from "../account/client-address";
import { countTogether, type Throttles } from "../account/throttle";
import { base64url } from "../base64";
import type { CommercePort } from "../commerce";
import { sha256 } from "../digest";
import type { Market } from "../market";
import { safeEqual } from "../secure-compare";
import { type OrderRow, orderRow } from "./history";

export type TrackingOutcome =
  | { kind: "found"; order: OrderRow }
  /** The same for an unknown number and for a known number with another e-mail. */
  | { kind: "notFound" }
  | { kind: "throttled"; retryAfterMinutes: number }
  /** The platform (or the throttles' store) could not answer. */
  | { kind: "unavailable" };

/** The tracking throttles in the shared store (names distinct from every other limit's). */
export const TRACKING_THROTTLES = { perClient: "tracking-client", perOrder: "tracking-order" } as const;

/** SHA-256 of the trimmed, lower-cased e-mail as base64url: 43 characters whatever the e-mail. */
async function digest(email: string): Promise<string> {
  return base64url(await sha256(email.trim().toLowerCase()));
}

/** What no e-mail digests to: an unknown number is compared against it, so both take as long. */
const NO_DIGEST = "-".repeat(43);

export function createOrderTracking(commerce: Pick<CommercePort, "order">, throttles: Throttles) {
  const perClient = throttles(TRACKING_THROTTLES.perClient, ORDER_LOOKUP_LIMITS.trackingPerIp);
  const perOrder = throttles(TRACKING_THROTTLES.perOrder, ORDER_LOOKUP_LIMITS.trackingPerOrder);

  /**
   * Counts the look-up per client and per order number in one step (look-ups sent at once cannot all
   * pass a check made before any was counted); the caller takes the order's count back unless the
   * pair did not match. Null when the throttles' store could not be reached.
   */
  async function admit(orderNumber: string, clientIp: string) {
    // An unknown address is not counted: keyed together, all such clients would block each other.
    const client = clientKey(clientIp) || undefined;
    try {
      const counted = await countTogether([
        [perOrder, orderNumber],
        [perClient, client],
      ]);
      const takeBack = counted.undoEach[0] ?? (async () => {});
      // A count that cannot be taken back stays: the limit errs on the strict side.
      const undoOrder = () =>
        takeBack().catch((error: unknown) => console.error("Order tracking: a count stayed", error));
      return { blockedFor: counted.blockedFor, undoOrder };
    } catch (error) {
      console.error("Order tracking: the throttles could not be reached", error);
      return null;
    }
  }

  /** The order this store knows by the number, when its e-mail is the one given (constant time). */
  async function matching(found: Awaited<ReturnType<CommercePort["order"]>>, email: string, market: Market) {
    const ours = found && found.store?.key === market.storeKey && found.customerEmail ? found : null;
    // Compared even for an unknown number (against a digest no e-mail has), so both take as long.
    const expected = ours ? await digest(ours.customerEmail ?? "") : NO_DIGEST;
    return safeEqual(expected, await digest(email)) ? ours : null;
  }

  return {
    async track(
      { orderNumber, email }: OrderTrackingValue,
      { market, clientIp }: { market: Market; clientIp: string },
    ): Promise<TrackingOutcome> {
      const admitted = await admit(orderNumber, clientIp);
      if (!admitted) return { kind: "unavailable" };
      if (admitted.blockedFor > 0) return { kind: "throttled", retryAfterMinutes: admitted.blockedFor };
      let found: Awaited<ReturnType<CommercePort["order"]>>;
      try {
        found = await commerce.order({ orderNumber });
      } catch (error) {
        console.error("Order tracking: the platform did not answer", error);
        // Not a guess at the order's e-mail: only the client's count stays.
        await admitted.undoOrder();
        return { kind: "unavailable" };
      }
      const order = await matching(found, email, market);
      if (!order) return { kind: "notFound" };
      // A matching pair is no guess: only the client's count stays.
      await admitted.undoOrder();
      return { kind: "found", order: orderRow(order) };
    },
  };
}
export type OrderTracking = ReturnType<typeof createOrderTracking>;
