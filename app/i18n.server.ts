import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { resources } from "../locales/resources";
import { i18nConfig } from "./i18n";
import { type Bundles, Translator } from "./lib/translator";

export { resources };

/** Every namespace the resources hold (the same in every language: scripts/check-locales.ts). */
const NAMESPACES = Object.keys(resources[i18nConfig.fallbackLng] ?? {});

const instances = new Map<string, Promise<i18n>>();

/**
 * One i18next instance per language, initialised once with every namespace and reused by every
 * request (issue 20 item 3, decision 0046). remix-i18next's `getFixedT` (which this replaces) and the document's
 * render used to create and initialise a new instance per call: a fixed language and read-only resources
 * make one per language enough. Nothing on the server changes an instance's language (the root's
 * `useChangeLanguage` is an effect, which runs only in the browser).
 */
export function i18nInstance(language: string): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    const made = createInstance();
    instance = made
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: language, ns: NAMESPACES, resources })
      .then(() => made);
    instances.set(language, instance);
  }
  return instance;
}

const translators = new Map<string, Translator>();

/**
 * The translator the document renders with: one per language, made once from the bundled strings
 * (issue 20 item 3, decision 0076). It is the browser's translator (app/lib/translator.ts, which
 * says what i18next says on every string of the shop: translator.test.ts), so the server's render
 * and the browser's first render come from the same code; i18next's `t` cost about 12 µs a call
 * and a product page makes some 170 calls. Loaders keep i18next (`i18next.getFixedT` below).
 */
export function renderTranslator(language: string): Translator {
  let translator = translators.get(language);
  if (!translator) {
    const bundles = (resources[language] ?? resources[i18nConfig.fallbackLng]) as Bundles;
    translator = new Translator(language, bundles, { defaultNS: i18nConfig.defaultNS });
    translators.set(language, translator);
  }
  return translator;
}

/**
 * Server-side translations. The language is never detected here: it comes from the request's market
 * (server/market), so loaders call `i18next.getFixedT(context.market.language, ns)`.
 */
export const i18next = {
  async getFixedT(language: string, ns: string): Promise<TFunction> {
    return (await i18nInstance(language)).getFixedT(language, ns);
  },
};

/** A page's <title>: its translated name and the country's domain ("Log in | proequip.sk"). */
export async function pageTitle(
  market: { language: string; country: { domain: string } },
  key: string,
  ns = "account",
): Promise<string> {
  const t = await i18next.getFixedT(market.language, ns);
  return `${t(key)} | ${market.country.domain}`;
}
