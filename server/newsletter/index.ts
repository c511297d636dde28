import { z } from "zod";
import { NEWSLETTER, ROUTES } from "../../config";
import type { MailPort } from "../mail";
import type { Market } from "../market";
import { marketUrl } from "../routing/links";
import { confirmationHash, readConfirmation } from "./confirmation";
import { createSignUpGuard } from "./guard";
import { createLocalNewsletter } from "./local";
import { createMarketingNewsletter } from "./marketing";
import type { NewsletterPort, SignUp } from "./port";
import { sentNotice } from "./sent-notice";
import { openNewsletterStore } from "./store";

export type { Confirmation } from "./confirmation";
export type { NewsletterDoi, NewsletterPort, SignUp } from "./port";

const newsletterEnv = z.object({
  MARKETING_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETING_TOKEN: z.string().min(1).optional(),
  NEWSLETTER_DB_PATH: z.string().min(1).default(".data/newsletter.sqlite"),
});

/**
 * The marketing platform's newsletter (MARKETING_URL, MARKETING_TOKEN optional) when configured, else
 * the embedded subscriptions (NEWSLETTER_DB_PATH, default .data/newsletter.sqlite) and the mail port.
 * The URL's host is logged, never the URL or the token.
 */
export function newsletterPort(
  env: Record<string, string | undefined>,
  mail: MailPort,
  // Looked up per call, so whatever wraps the global fetch after start-up (msw in tests) is used.
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  { timeoutMs = NEWSLETTER.marketingTimeoutSeconds * 1000 } = {},
): NewsletterPort {
  const parsed = newsletterEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid newsletter configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const { MARKETING_URL: url, MARKETING_TOKEN: token, NEWSLETTER_DB_PATH: file } = parsed.data;
  if (url) {
    console.info(`Newsletter: marketing platform at ${new URL(url).host}`);
    return createMarketingNewsletter({ url, token, timeoutMs, fetchImpl });
  }
  console.info(`Newsletter: local subscriptions ${file} (set MARKETING_URL to use the marketing platform)`);
  return createLocalNewsletter(openNewsletterStore(file), mail);
}

/**
 * The newsletter's double opt-in (SPEC §2 default layout and guard 6, §7 newsletter-doi): sign-ups
 * through the throttles to the port, and the hash of a confirmation link that the shop issues for one
 * subscriber and honours only when it issued it.
 */
export function createNewsletter(port: NewsletterPort, guard = createSignUpGuard()) {
  return {
    /** The hash of a subscriber's confirmation link (`/exConsents/confirm?hash=…`). */
    confirmationHash: (email: string, redirectTo?: string) => confirmationHash({ email, redirectTo }),
    readConfirmation: (hash: string) => readConfirmation(hash),
    /**
     * A sign-up from the block: "tooMany" when the client is over its limit (nothing happens), else
     * "accepted", whether or not a mail goes out (an address over its limit, already confirmed).
     */
    async signUp({
      email,
      market,
      requestUrl,
      clientIp,
      userId,
      compose,
    }: Pick<SignUp, "email" | "userId" | "compose"> & {
      market: Market;
      requestUrl: URL;
      clientIp: string;
    }): Promise<"accepted" | "tooMany"> {
      const allowance = guard.allow(email, clientIp);
      if (allowance === "tooMany") return "tooMany";
      // The link's host is the country's domain from config (the *.localhost host in development).
      const confirm = marketUrl(market, ROUTES.newsletter.confirm, requestUrl);
      const confirmLink = (hash: string) => `${confirm}?${new URLSearchParams({ hash })}`;
      if (allowance === "send")
        await port.signUp({ email, locale: market.locale.code, userId, confirmLink, compose });
      return "accepted";
    },
    /** The subscriber followed a link the shop issued: the embedded subscription is confirmed too. */
    confirmed: (email: string) => port.confirmed(email),
    sentNotice,
  };
}
export type Newsletter = ReturnType<typeof createNewsletter>;
