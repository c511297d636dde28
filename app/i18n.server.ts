import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Resource } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./i18n";

/** Every translation file, read once per process (a few KB per language) instead of once per request. */
function readResources(): Resource {
  const dir = path.resolve("locales");
  return Object.fromEntries(
    i18nConfig.supportedLngs.map((language) => [
      language,
      Object.fromEntries(
        readdirSync(path.join(dir, language))
          .filter((file) => file.endsWith(".json"))
          .map((file) => [
            file.slice(0, -".json".length),
            JSON.parse(readFileSync(path.join(dir, language, file), "utf8")),
          ]),
      ),
    ]),
  );
}

export const resources = readResources();

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
