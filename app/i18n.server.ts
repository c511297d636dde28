import { RemixI18Next } from "remix-i18next/server";
import { resources } from "../locales/resources";
import { i18nConfig } from "./i18n";

export { resources };

/**
 * Server-side translations. The language is never detected here: it comes from the request's market
 * (server/market), so loaders call `i18next.getFixedT(context.market.language, ns)`.
 */
export const i18next = new RemixI18Next({
  detection: { supportedLanguages: i18nConfig.supportedLngs, fallbackLanguage: i18nConfig.fallbackLng },
  i18next: { ...i18nConfig, resources },
});

/** A page's <title>: its translated name and the country's domain ("Log in | proequip.sk"). */
export async function pageTitle(
  market: { language: string; country: { domain: string } },
  key: string,
  ns = "account",
): Promise<string> {
  const t = await i18next.getFixedT(market.language, ns);
  return `${t(key)} | ${market.country.domain}`;
}
