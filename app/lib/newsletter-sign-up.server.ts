import type { AppLoadContext } from "@remix-run/server-runtime";
import { i18next } from "../i18n.server";
import { newsletterDoiMade } from "./tracking.server";

/**
 * A newsletter sign-up (SPEC §7 newsletter-doi, double opt-in) with the confirmation mail in the
 * page's language: the block's form and the sign-up page's optional box (decision 0068) ask the same.
 * The tracking service's newsletter-doi follows, unless the newsletter's platform took it (0067).
 */
export async function signUpForNewsletter(
  context: AppLoadContext,
  request: Request,
  { email, userId }: { email: string; userId?: string },
) {
  const { market, services } = context;
  const t = await i18next.getFixedT(market.language, "newsletter");
  const domain = market.country.domain;
  return services.newsletter.signUp({
    email,
    market,
    requestUrl: new URL(request.url),
    clientIp: context.clientIp,
    userId,
    handedOn: () => newsletterDoiMade(request, context, { email, event: "signUp", userId }),
    compose: (link) => ({
      subject: t("mail.subject", { domain }),
      text: t("mail.text", { domain, link, interpolation: { escapeValue: false } }),
    }),
  });
}
