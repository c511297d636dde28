import { useMatches } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  keptTranslations,
  routeNamespaces,
  serializeTranslations,
  TRANSLATIONS_ELEMENT_ID,
} from "../../lib/embedded-translations";

/**
 * The strings of the page's language and routes, in the document (issue 20 item 1, decision 0048):
 * the browser's translator starts from them instead of asking the server for each namespace (and for
 * English as well) before it can hydrate. A data block, never executed, so the CSP needs no nonce.
 * Written once per document: the browser's first render reproduces the server's text from the same
 * strings, and later navigations load their namespaces themselves (app/lib/translator.ts).
 */
export function EmbeddedTranslations() {
  const { i18n } = useTranslation();
  const namespaces = routeNamespaces(useMatches());
  const [json] = useState(() => {
    const bundleOf = (language: string, ns: string) => i18n.getResourceBundle(language, ns);
    // On the server, each language's instance is made once with read-only strings (app/i18n.server.ts),
    // so its text is kept; the browser's translator loads namespaces as it goes, so it writes afresh.
    return typeof document === "undefined"
      ? keptTranslations(i18n, i18n.language, namespaces, bundleOf)
      : serializeTranslations(i18n.language, namespaces, bundleOf);
  });
  return (
    <script
      type="application/json"
      id={TRANSLATIONS_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block must be raw; it is JSON.stringify output with "<" escaped (serializeTranslations), so no text can close the element.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
