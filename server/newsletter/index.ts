import { z } from "zod";
import { NEWSLETTER } from "../../config";
import type { MailPort } from "../mail";
import { createLocalNewsletter } from "./local";
import { createMarketingNewsletter } from "./marketing";
import type { NewsletterPort } from "./port";
import { openNewsletterStore } from "./store";

export type { Confirmation } from "./confirmation";
export type { NewsletterDoi, NewsletterPort, SignUp } from "./port";
export { createNewsletter, type Newsletter } from "./sign-ups";

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
