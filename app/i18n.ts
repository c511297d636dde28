import { LANGUAGES } from "../config";

/** i18next options shared by server and client. Languages are the 21 of SPEC §3; files: locales/<lng>/<ns>.json. */
export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: "en",
  defaultNS: "common",
  // Every language has every key (scripts/check-locales.ts), so English only shows if a file fails to load.
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
  // Keys may contain ":" (campaign tags such as "campaign:black_friday"); namespaces are never written "ns:key".
  nsSeparator: false as const,
};
