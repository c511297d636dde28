import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "./i18n";
import { localeFiles } from "./lib/locale-files";

async function hydrate() {
  // <html lang> carries the locale (de-AT); translation files are per language (de).
  const language = document.documentElement.lang.split("-")[0] ?? i18nConfig.fallbackLng;
  await i18next
    .use(initReactI18next)
    .use(localeFiles())
    .init({ ...i18nConfig, lng: language, ns: getInitialNamespaces() });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error) => console.error("Hydration failed", error));
