import { readFileSync } from "node:fs";
import { type LocaleCode, localeChain } from "../../config";
import { E2E_PORT } from "../../playwright.config";

/** Base URL of a country's shop in the tests: `<cc>.localhost`, plain localhost for Slovakia. */
export function shopUrl(country: string, path = "/"): string {
  const host = country === "sk" ? "localhost" : `${country}.localhost`;
  return `http://${host}:${E2E_PORT}${path}`;
}

/** A UI string as the shop's translation files give it (tests assert the real text a shopper sees). */
export function uiText(language: string, key: string, ns = "common"): string {
  const tree = JSON.parse(readFileSync(`locales/${language}/${ns}.json`, "utf8"));
  const value = key.split(".").reduce((node, part) => node?.[part], tree);
  if (typeof value !== "string") throw new Error(`No ${key} in ${language}/${ns}`);
  return value;
}

/** The CMS page a locale shows, following its fallback chain as the shop does. */
export function cmsPage(slug: string, locale: LocaleCode) {
  for (const code of localeChain(locale)) {
    try {
      return JSON.parse(readFileSync(`cms/${slug}/${code}.json`, "utf8"));
    } catch {}
  }
  throw new Error(`No ${slug} page for ${locale}`);
}

/** A UI string with its {{placeholders}} filled, as i18next fills them. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
