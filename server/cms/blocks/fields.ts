import { FilterXSS } from "xss";
import { z } from "zod";

/**
 * The fields CMS blocks share (SPEC §2 CMS renderer, issue 21 item 1). Editors' text is rendered by
 * React as text, never as HTML, so plain strings are safe; what editors may hand the browser as a
 * URL or as markup is checked here, on the server, before a page sees it.
 */

/** A line of editor text: trimmed, not empty, bounded so a pasted document cannot bloat a page. */
export const text = (max = 400) => z.string().trim().min(1).max(max);
/** A paragraph of editor text (rendered as text: markup shows as typed, never runs). */
export const paragraph = text(4000);

/**
 * A path of this shop ("/search?tags=on-sale", "/faq/"): one leading slash, never "//host" or a
 * backslash (which browsers read as another host), no quotes (SPEC §2 forbids them in routes) and no
 * white space. The language prefix is added when the page renders (useLocalePath).
 */
export const internalHref = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s"'<>\\]*$/, "a path of the shop, starting with one /");

/** A page elsewhere: https only, so no `javascript:` or `data:` URL reaches an anchor. */
export const externalHref = z
  .url({ protocol: /^https$/ })
  .max(1000)
  .refine((value) => !/[\s"'<>\\]/.test(value), "no quotes, spaces or backslashes");

/** A link target: the shop's own path or an https page. */
export const href = z.union([internalHref, externalHref]);
export const isExternal = (target: string) => target.startsWith("https://");

/** A link as editors write it: what it says and where it goes. */
export const link = z.strictObject({ label: text(120), href });

/**
 * An image: the shop's own file (catalog images, /images/…), the only images the page's CSP
 * (`img-src 'self'`) lets load, with its text alternative.
 */
export const image = z.strictObject({
  src: internalHref,
  /** The text alternative (WCAG 1.1.1); empty only for a decorative image. */
  alt: z.string().trim().max(300),
});

/**
 * A block's own fragment id, so an anchor menu (or a link from elsewhere) can point at it: lower-case
 * letters, digits and hyphens, starting with a letter (a valid, readable HTML id).
 */
export const anchorId = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, "lower-case letters, digits and hyphens");

/** An ISO 8601 date-time with its offset ("2026-12-24T23:00:00Z"), as campaigns carry their end. */
export const dateTime = z.iso.datetime({ offset: true });

/**
 * Rich text from editors (the RichText block): the formatting of the category content
 * (server/catalog/category-view.ts, the same `xss` allowlist approach) plus sub-headings, quotes and
 * tables. Scripts, styles, event handlers, `javascript:` URLs and unknown tags go; their text stays.
 */
const richTextFilter = new FilterXSS({
  whiteList: {
    p: [],
    h2: [],
    h3: [],
    h4: [],
    ul: [],
    ol: [],
    li: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    br: [],
    blockquote: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ["scope"],
    td: [],
    a: ["href", "title"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
  // Links may lead into the shop or to https pages only (xss's default also lets http: and mailto: by).
  // The other allowed attributes (title, scope) are text: escaped here, as xss's default escapes them.
  safeAttrValue(tag, name, value) {
    if (tag === "a" && name === "href")
      return internalHref.or(externalHref).safeParse(value).success ? value : "";
    // Entities the editor wrote stay as written; what could end the attribute or open a tag cannot.
    return value.replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  },
});
export const sanitizeRichText = (html: string) => richTextFilter.process(html);

/** Editor HTML, sanitised while it is parsed: what a page gets is the allowlisted markup only. */
export const richHtml = z.string().max(20_000).transform(sanitizeRichText);
