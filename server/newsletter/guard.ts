import { NEWSLETTER } from "../../config";
import { clientKey } from "../account/client-address";
import { createThrottle } from "../account/throttle";

/** What the throttles allow for one sign-up. */
export type SignUpAllowance = "send" | "silent" | "tooMany";

/**
 * The sign-up throttles (config NEWSLETTER): a client address over its limit is told to try later
 * ("tooMany": it is scripting, and learns nothing about any address); an address over its limit is
 * answered as usual but gets no further mail ("silent": nobody can flood an inbox, and the answer does
 * not tell that the address was used before). Every allowed sign-up counts on both.
 */
export function createSignUpGuard(now: () => number = Date.now) {
  const perEmail = createThrottle(NEWSLETTER.signUpsPerEmail, now);
  const perClient = createThrottle(NEWSLETTER.signUpsPerIp, now);
  return {
    allow(email: string, clientIp: string): SignUpAllowance {
      // An unknown address is not counted: keyed together, all such clients would block each other.
      const client = clientKey(clientIp) || undefined;
      if (client && perClient.blockedFor(client) > 0) return "tooMany";
      if (client) perClient.count(client);
      if (perEmail.blockedFor(email) > 0) return "silent";
      perEmail.count(email);
      return "send";
    },
  };
}
