import { resolve } from "node:path";
import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./i18n";

/**
 * Server-side translations. The language is never detected here: it comes from the request's market
 * (server/market), so loaders call `i18next.getFixedT(context.market.language, ns)`.
 */
export const i18next = new RemixI18Next({
  detection: { supportedLanguages: i18nConfig.supportedLngs, fallbackLanguage: i18nConfig.fallbackLng },
  i18next: { ...i18nConfig, backend: { loadPath: resolve("./locales/{{lng}}/{{ns}}.json") } },
  plugins: [Backend],
});
