import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/server-runtime";
import { channelConsentChanged, newsletterDoiMade } from "~/lib/routes.server";
import { REDIRECT_CODES } from "../../config";
import { safeRedirectPath } from "../lib/safe-redirect";

/**
 * SPEC §2 guard 6, newsletter confirmation: without a hash the visitor goes home with the rest of the
 * query. A hash the shop issued (signed for one subscriber, not expired: server/newsletter) records
 * that subscriber's consent through the commerce port and leads to its `redirect_to` (a path of this
 * shop only) under the visitor's language prefix, else home with the remaining query. Any other hash
 * records nothing and leads home. A platform failure is logged; the visitor still moves on. The
 * newsletter port hears of the confirmation too (the embedded subscription becomes confirmed), and
 * the tracking service gets newsletter-doi and customer-consent.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const prefix = market.isDefaultLocale ? "" : `/${market.language}`;
  const url = new URL(request.url);
  const hash = url.searchParams.get("hash");
  url.searchParams.delete("hash");
  const rest = url.searchParams.toString();
  const home = `${prefix}/${rest ? `?${rest}` : ""}`;
  const confirmation = hash ? await services.newsletter.readConfirmation(hash) : null;
  if (!hash || !confirmation) {
    if (hash) console.warn("Newsletter confirmation with a hash the shop did not issue (or expired)");
    return redirect(home, REDIRECT_CODES.default);
  }
  try {
    await services.commerce.recordNewsletterConsent({ email: confirmation.email, hash });
  } catch (error) {
    console.error("Newsletter consent could not be recorded", error);
  }
  // The newsletter's own subscription (the embedded one: pending → confirmed); never throws.
  const changed = await services.newsletter.confirmed(confirmation.email);
  // SPEC §7: the confirmation as newsletter-doi, and the newsletter consent as customer-consent,
  // naming the subscriber by the link's hash (decision 0067). In the background; once: a link
  // followed again (Back, a second click, a mail scanner) changed nothing and tells no one.
  if (changed) {
    newsletterDoiMade(request, context, { email: confirmation.email, event: "confirm" });
    channelConsentChanged(request, context, { newsletter: true, emailToken: hash });
  }
  const target = confirmation.redirectTo;
  const safe = target === undefined ? undefined : safeRedirectPath(target, "");
  return redirect(safe ? `${prefix}${safe}` : home, REDIRECT_CODES.default);
}
