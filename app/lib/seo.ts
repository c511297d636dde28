import type { MetaDescriptor } from "@remix-run/react";
import type { PageLinks } from "../../server/routing/links";

/** A page's canonical and hreflang links and its robots rule, as Remix meta descriptors. */
export function linkMeta(links: PageLinks | undefined): MetaDescriptor[] {
  if (!links) return [];
  return [
    { tagName: "link", rel: "canonical", href: links.canonical },
    ...links.alternates.map((a) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: a.hrefLang,
      href: a.href,
    })),
    ...(links.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

/** The meta of a page whose loader returns its `title` and `links`. */
export function pageMeta({ data }: { data?: { title: string; links: PageLinks } }): MetaDescriptor[] {
  return data ? [{ title: data.title }, ...linkMeta(data.links)] : [];
}
