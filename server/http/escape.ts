const ENTITIES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe inside XML or HTML: element content and quoted attribute values. */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ENTITIES[c] ?? c);

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
