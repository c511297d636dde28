import { maskEmail } from "../log";
import { type NewsletterPort, newsletterDoi } from "./port";

/**
 * Production: the sign-up is posted to the marketing platform as SPEC §7 newsletter-doi (`POST
 * {url}/newsletter-doi`, JSON, a bearer token when configured); the platform sends its own double
 * opt-in mail and keeps the subscription, so a confirmation needs nothing more from this adapter.
 * A refusal, failure or timeout is logged with the address masked, never thrown.
 */
export function createMarketingNewsletter({
  url,
  token,
  timeoutMs,
  fetchImpl,
}: {
  url: string;
  token?: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}): NewsletterPort {
  const endpoint = `${url.replace(/\/+$/, "")}/newsletter-doi`;
  return {
    postsDoi: true,
    async signUp(signUp) {
      try {
        const response = await fetchImpl(endpoint, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(newsletterDoi(signUp)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok)
          console.error(
            `Newsletter sign-up of ${maskEmail(signUp.email)}: the platform answered ${response.status}`,
          );
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        console.error(
          `Newsletter sign-up of ${maskEmail(signUp.email)} failed:`,
          timedOut ? "timed out" : error instanceof Error ? error.message : error,
        );
      }
    },
    // The platform learns of a confirmation through the tracking service's newsletter-doi; whether
    // it changed anything is the platform's to know.
    async confirmed() {
      return true;
    },
  };
}
