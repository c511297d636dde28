import { NEWSLETTER } from "../../config";
import { clientKey } from "../account/client-address";
import type { Throttles } from "../account/throttle";

/** What the throttles allow for one sign-up. */
export type SignUpAllowance = "send" | "silent" | "tooMany";

/** The sign-up throttles in the shared store (names distinct from every other limit's). */
export const NEWSLETTER_THROTTLES = { perEmail: "newsletter-email", perClient: "newsletter-client" } as const;

/**
 * The sign-up throttles (config NEWSLETTER): a client address over its limit is told to try later
 * ("tooMany": it is scripting, and learns nothing about any address); an address over its limit is
 * answered as usual but gets no further mail ("silent": nobody can flood an inbox, and the answer does
 * not tell that the address was used before). Every sign-up the client's limit allows counts on both.
 * The counts are the shared port's (decision 0041): on the edge every isolate counts in one place,
 * and each bucket checks and counts in one step, so sign-ups sent at once cannot all pass. A store
 * that fails throws (as the sign-in guard's does): no sign-up goes unthrottled.
 */
export function createSignUpGuard(throttles: Throttles) {
  const perEmail = throttles(NEWSLETTER_THROTTLES.perEmail, NEWSLETTER.signUpsPerEmail);
  const perClient = throttles(NEWSLETTER_THROTTLES.perClient, NEWSLETTER.signUpsPerIp);
  return {
    async allow(email: string, clientIp: string): Promise<SignUpAllowance> {
      // An unknown address is not counted: keyed together, all such clients would block each other.
      const client = clientKey(clientIp) || undefined;
      // The client first: a refused client's sign-up counts against no e-mail address.
      if (client && (await perClient.count(client)).blockedFor > 0) return "tooMany";
      return (await perEmail.count(email)).blockedFor > 0 ? "silent" : "send";
    },
  };
}
export type SignUpGuard = ReturnType<typeof createSignUpGuard>;
