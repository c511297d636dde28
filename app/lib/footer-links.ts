/** A link of a footer column: an in-shop path (prefixed with the language) or another site's URL. */
export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

/**
 * SPEC §2 "A footer link is valid only with a name or translation key and a URL or route key. A
 * column needs at least one link.": the links that have both a name and an address; a column with
 * none of them is not rendered.
 */
export const validFooterLinks = (links: readonly FooterLink[]): FooterLink[] =>
  links.filter((link) => link.label.trim() !== "" && link.href.trim() !== "");

/** Puts `extra` after the link to `after` (SPEC §2 order of a column), or at the end when it is missing. */
export function insertAfter(links: readonly FooterLink[], after: string, extra: FooterLink[]): FooterLink[] {
  const at = links.findIndex((link) => link.href === after);
  return at < 0 ? [...links, ...extra] : [...links.slice(0, at + 1), ...extra, ...links.slice(at + 1)];
}
