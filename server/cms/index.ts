import { z } from "zod";
import { LISTING, type LocaleCode, localeChain } from "../../config";
import { registerCache } from "../cache-registry";
import { LOCALE_MARKETS, type Market } from "../market";
import { landingBlockSchemas } from "./landing-blocks";

/**
 * CMS content: JSON files named by slug and language-and-country (SPEC §2), `cms/<slug>/<locale>.json`.
 * A locale without its own file uses its fallback chain (de-AT → de-DE). The block kinds grow with the
 * CMS renderer (app/components/cms); each is checked here so a broken file never reaches a page.
 */
const link = z.object({ label: z.string().min(1), href: z.string().startsWith("/") });

export const cmsBlockSchema = z.discriminatedUnion("component", [
  z.object({ component: z.literal("Hero"), heading: z.string().min(1), text: z.string(), cta: link }),
  z.object({ component: z.literal("LinkList"), heading: z.string().min(1), links: z.array(link).min(1) }),
  // A text page (the static pages of SPEC §2): a heading, an optional lead and sections of paragraphs.
  z.object({
    component: z.literal("Article"),
    heading: z.string().min(1),
    lead: z.string().min(1).optional(),
    sections: z
      .array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }))
      .min(1),
  }),
  // The departments (first-level categories with products) as cards with their images.
  z.object({ component: z.literal("CategoryCards"), heading: z.string().min(1) }),
  // Brand links; a brand page is the search route with the brand filter (SPEC §2).
  z.object({
    component: z.literal("TrustedBrands"),
    heading: z.string().min(1),
    brands: z.array(z.string().min(1).max(64)).min(1).max(24),
  }),
  // Popular searches: the terms are the catalog's (server/catalog/popular-searches.ts), so each finds products.
  z.object({ component: z.literal("PopularSearches"), heading: z.string().min(1) }),
  // Products of a listing tag (bestseller, on-sale, …); the heading is the tag's translated name.
  z.object({
    component: z.literal("ProductBlock"),
    tag: z.enum(LISTING.filterTags as [string, ...string[]]),
  }),
  // Campaigns and the inspirations blog (issue 21 item 2, server/cms/landing-blocks.ts).
  ...landingBlockSchemas,
]);
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

export const cmsPageSchema = z.object({
  meta: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  blocks: z.array(cmsBlockSchema),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

const SLUG = /^[a-z0-9-]+$/;

/**
 * Where the content files are (issue 18 item 2): a folder on disk for the Node host
 * (server/cms/disk.ts), the worker's static assets on the edge (server/edge/assets.ts). Files are
 * `<slug>/<locale>.json`, as SPEC §2 names them.
 */
export interface CmsSource {
  /** The text of `<slug>/<locale>.json`, or undefined when there is none. */
  read(slug: string, locale: string): Promise<string | undefined>;
  /** The slugs that have a folder. */
  folders(): Promise<string[]>;
}

/**
 * A CMS loader over content files. Pages are cached per slug and locale (outside development),
 * including "no page", so a missing page costs no file look-up twice.
 */
export function createCmsLoader(source: CmsSource, { cache = true } = {}) {
  const pages = new Map<string, Promise<CmsPage | null>>();

  async function readPage(slug: string, locale: LocaleCode): Promise<CmsPage | null> {
    for (const code of localeChain(locale)) {
      const raw = await source.read(slug, code);
      if (raw === undefined) continue;
      const parsed = (() => {
        try {
          return cmsPageSchema.safeParse(JSON.parse(raw));
        } catch (error) {
          return { success: false as const, error };
        }
      })();
      if (parsed.success) return parsed.data;
      // SPEC §8: a failed internal CMS load is logged as an invalid key and no content is shown.
      console.warn(`CMS: invalid key ${slug}/${code}: ${String(parsed.error)}`);
      return null;
    }
    return null;
  }

  /** The CMS page for a slug in a locale, or null when there is none (the caller answers 404). */
  function page(slug: string, locale: LocaleCode): Promise<CmsPage | null> {
    if (!SLUG.test(slug)) return Promise.resolve(null);
    const key = `${slug}|${locale}`;
    let result = pages.get(key);
    if (!result || !cache) {
      result = readPage(slug, locale);
      pages.set(key, result);
    }
    return result;
  }

  /**
   * Content pages (SPEC §2 catch-all "/{slug}"): a page exists where its locale, or a fallback,
   * has content. The home page and the 404 blocks are content too, but no page of their own.
   */
  async function contentPage(market: Market, slug: string) {
    // Only slugs with a folder are looked up, so unknown URLs add nothing to the page cache.
    if (!(await contentSlugs()).includes(slug)) return null;
    const content = await page(slug, market.locale.code);
    if (!content) return null;
    const found = await Promise.all(
      LOCALE_MARKETS.map(async (m) => [m.locale.code, await page(slug, m.locale.code)] as const),
    );
    return {
      page: content,
      paths: Object.fromEntries(found.flatMap(([code, p]) => (p ? [[code, `/${slug}/`]] : []))) as Partial<
        Record<LocaleCode, string>
      >,
    };
  }

  /** The slugs of the content pages (their folders), read once outside development. */
  let slugs: Promise<string[]> | undefined;
  function contentSlugs(): Promise<string[]> {
    if (!slugs || !cache) {
      slugs = source
        .folders()
        .then((names) =>
          names
            .filter((name) => SLUG.test(name) && !(INTERNAL_SLUGS as readonly string[]).includes(name))
            .sort(),
        );
    }
    return slugs;
  }

  const loader = { page, contentPage, contentSlugs };
  // The shop cache admin empties it (server/cache-registry.ts): edited content shows at once.
  registerCache(loader, "cms", () => {
    pages.clear();
    slugs = undefined;
  });
  return loader;
}

export type CmsLoader = ReturnType<typeof createCmsLoader>;

/** CMS content that is part of other pages, never a page of its own. */
const INTERNAL_SLUGS = ["home", "not-found"] as const;
