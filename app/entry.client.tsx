import { RemixBrowser } from "@remix-run/react";
import type { i18n } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { dropJsMark } from "./components/layout/JsMark";
import { i18nConfig } from "./i18n";
import { parseTranslations, TRANSLATIONS_ELEMENT_ID } from "./lib/embedded-translations";
import { hydrationGates } from "./lib/hydration-gate";
import { Translator } from "./lib/translator";

/**
 * The browser translates with the strings the document embeds (decision 0048), not i18next: no
 * request before hydration and no English. A document without them (never expected) loads its
 * route namespaces first, as the shop did before.
 */
async function hydrate() {
  const embedded = parseTranslations(document.getElementById(TRANSLATIONS_ELEMENT_ID)?.textContent);
  // <html lang> carries the locale (de-AT); translation files are per language (de).
  const language =
    embedded?.language ?? document.documentElement.lang.split("-")[0] ?? i18nConfig.fallbackLng;
  const translator = new Translator(language, embedded?.bundles ?? {}, { defaultNS: i18nConfig.defaultNS });
  if (!embedded) await translator.loadNamespaces(getInitialNamespaces());
  // The route modules' held work (the CMS block chunks a page shows, decision 0050), bounded.
  await hydrationGates();
  startTransition(() => {
    try {
      hydrateRoot(
        document,
        <I18nextProvider i18n={translator as unknown as i18n}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    } catch (error) {
      dropJsMark();
      console.error("Hydration failed", error);
    }
  });
}

// A page that will not hydrate takes the layout without JavaScript (decision 0084).
hydrate().catch((error) => {
  dropJsMark();
  console.error("Hydration failed", error);
});
