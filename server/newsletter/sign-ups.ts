import { ROUTES } from "../../config";
import { memoryThrottles, type Throttles } from "../account/throttle";
import type { Market } from "../market";
import { marketUrl } from "../routing/links";
import { confirmationHash, readConfirmation } from "./confirmation";
import { createSignUpGuard } from "./guard";
import type { NewsletterPort, SignUp } from "./port";
import { sentNotice } from "./sent-notice";

/**
 * The newsletter's double opt-in (SPEC §2 default layout and guard 6, §7 newsletter-doi): sign-ups
 * through the throttles to the port, and the hash of a confirmation link that the shop issues for one
 * subscriber and honours only when it issued it. `throttles` holds the sign-up counts: this process's
 * memory by default, the shared Durable Objects on the edge (decision 0041).
 */
export function createNewsletter(port: NewsletterPort, throttles: Throttles = memoryThrottles()) {
  const guard = createSignUpGuard(throttles);
  return {
    /** The hash of a subscriber's confirmation link (`/exConsents/confirm?hash=…`). */
    confirmationHash: (email: string, redirectTo?: string) => confirmationHash({ email, redirectTo }),
    readConfirmation: (hash: string) => readConfirmation(hash),
    /**
     * A sign-up from the block: "tooMany" when the client is over its limit (nothing happens),
     * "unavailable" when the throttles' store cannot be reached (nothing happens: no sign-up goes
     * unthrottled, SPEC §8), else "accepted", whether or not a mail goes out (an address over its
     * limit, already confirmed).
     */
    async signUp({
      email,
      market,
      requestUrl,
      clientIp,
      userId,
      compose,
      handedOn,
    }: Pick<SignUp, "email" | "userId" | "compose"> & {
      market: Market;
      requestUrl: URL;
      clientIp: string;
      /**
       * Called when the sign-up went to the port (not held back by the address's limit) and the
       * port does not post newsletter-doi itself: the caller's tracking call (decision 0067).
       */
      handedOn?: () => void;
    }): Promise<"accepted" | "tooMany" | "unavailable"> {
      const allowance = await guard.allow(email, clientIp).catch((error: unknown) => {
        console.error("Newsletter sign-up: the throttles' store failed", error);
        return "unavailable" as const;
      });
      if (allowance === "unavailable") return "unavailable";
      if (allowance === "tooMany") return "tooMany";
      // The link's host is the country's domain from config (the *.localhost host in development).
      const confirm = marketUrl(market, ROUTES.newsletter.confirm, requestUrl);
      const confirmLink = (hash: string) => `${confirm}?${new URLSearchParams({ hash })}`;
      if (allowance === "send") {
        await port.signUp({ email, locale: market.locale.code, userId, confirmLink, compose });
        if (!port.postsDoi) handedOn?.();
      }
      return "accepted";
    },
    /** The subscriber followed a link the shop issued: the embedded subscription is confirmed too. */
    confirmed: (email: string) => port.confirmed(email),
    sentNotice,
  };
}
export type Newsletter = ReturnType<typeof createNewsletter>;
