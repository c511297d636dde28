const ENTITIES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * Text made safe inside XML or HTML: element content and quoted attribute values. The shop's one
 * such escaper (sitemaps, the pipeline's own pages, the 429 page).
 */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ENTITIES[c] ?? c);

/**
 * What Remix's own handoff escapes (server-runtime's markup.ts) in JSON written inside a script
 * element: `<` and `>` could close it or open a comment, `&` matters in XHTML, and U+2028/U+2029
 * end a line in older JavaScript. JSON.parse and a JavaScript engine read every escape back unchanged.
 */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON text made safe inside a script element (the shop's one escaper for it). */
export const escapeScriptJson = (json: string) =>
  json.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);

/** A value as JSON inside a script element (JSON-LD, the data layer, embedded strings, a result). */
export const scriptJson = (value: unknown) => escapeScriptJson(JSON.stringify(value));

/**
 * A URL made safe for a Location header as serve-static makes its folder redirect's (the `encodeurl`
 * package): every character outside the URL's allowed set is percent-encoded (UTF-8), an existing
 * escape is kept, a lone surrogate becomes U+FFFD. Stricter than encodeurl 2 in one point: the
 * backslash is encoded too, because browsers read a backslash as a slash, so a Location of slash,
 * backslash, host would send the shopper to another site.
 */
export function encodeUrl(url: string): string {
  return url
    .replace(/(^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uD800-\uDBFF]([^\uDC00-\uDFFF]|$)/g, "$1\uFFFD$2")
    .replace(
      /(?:[^\x21\x23-\x3B\x3D\x3F-\x5B\x5D-\x5F\x61-\x7A\x7C\x7E]|%(?:[^0-9A-Fa-f]|[0-9A-Fa-f][^0-9A-Fa-f]|$))+/g,
      encodeURI,
    );
}
