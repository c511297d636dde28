import { scriptJson } from "../../server/http/escape";
import type { Bundle, Bundles } from "./translator";

/** The id of the document's `<script type="application/json">` that holds the page's strings. */
export const TRANSLATIONS_ELEMENT_ID = "translations";

export interface EmbeddedTranslations {
  language: string;
  bundles: Bundles;
}

/**
 * The namespaces a page's routes declare (`handle.i18n`, a name or a list, root first), once each,
 * as remix-i18next's `getInitialNamespaces` reads them: the strings the document embeds.
 */
export function routeNamespaces(matches: readonly { handle?: unknown }[]): string[] {
  const names = matches.flatMap(({ handle }) => {
    const declared = (handle as { i18n?: unknown } | undefined)?.i18n;
    if (typeof declared === "string") return [declared];
    return Array.isArray(declared) ? declared.filter((name): name is string => typeof name === "string") : [];
  });
  return [...new Set(names)];
}

/**
 * The page's strings as the document carries them (decision 0048): JSON escaped for a script
 * element (server/http/escape.ts), so no string can close it; JSON.parse reads it back unchanged.
 */
export function serializeTranslations(
  language: string,
  namespaces: readonly string[],
  bundleOf: (language: string, namespace: string) => Bundle | undefined,
): string {
  const bundles: Bundles = {};
  for (const namespace of namespaces) {
    const bundle = bundleOf(language, namespace);
    if (bundle) bundles[namespace] = bundle;
  }
  return scriptJson({ language, bundles } satisfies EmbeddedTranslations);
}

/** What `keptTranslations` wrote, per translation source, by language and namespaces. */
const kept = new WeakMap<object, Map<string, string>>();

/**
 * serializeTranslations, written once per `source` (an i18next instance), language and namespaces
 * (issue 20 item 3, decision 0070): the server's instances hold one language's bundled, read-only
 * strings for the process's life, and every product page wrote the same ~8 namespaces again.
 */
export function keptTranslations(
  source: object,
  language: string,
  namespaces: readonly string[],
  bundleOf: (language: string, namespace: string) => Bundle | undefined,
): string {
  let written = kept.get(source);
  if (!written) {
    written = new Map();
    kept.set(source, written);
  }
  const key = `${language}|${namespaces.join(",")}`;
  let json = written.get(key);
  if (json === undefined) {
    json = serializeTranslations(language, namespaces, bundleOf);
    written.set(key, json);
  }
  return json;
}

/** Reads what `serializeTranslations` wrote; undefined for a missing or malformed element. */
export function parseTranslations(text: string | null | undefined): EmbeddedTranslations | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<EmbeddedTranslations> | null;
    if (typeof value?.language !== "string" || typeof value.bundles !== "object" || !value.bundles)
      return undefined;
    return { language: value.language, bundles: value.bundles };
  } catch {
    return undefined;
  }
}
