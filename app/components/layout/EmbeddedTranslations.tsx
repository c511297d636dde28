import { useMatches } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
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
  const [json] = useState(() =>
    serializeTranslations(i18n.language, namespaces, (language, ns) => i18n.getResourceBundle(language, ns)),
  );
  return (
    <script
      type="application/json"
      id={TRANSLATIONS_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block must be raw; it is JSON.stringify output with "<" escaped (serializeTranslations), so no text can close the element.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
