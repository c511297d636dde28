import { z } from "zod";
import { type LocaleCode, localeChain } from "../../config";
import { registerCache } from "../cache-registry";
import { LOCALE_MARKETS, type Market } from "../market";
import { type CmsBlock, parseBlocks } from "./blocks";

/**
 * CMS content: JSON files named by slug and language-and-country (SPEC §2), `cms/<slug>/<locale>.json`.
 * A locale without its own file uses its fallback chain (de-AT → de-DE). The block kinds are the
 * registry's (server/cms/blocks); each block is checked as the file is read, so a broken block never
 * reaches a page.
 */
export type { BlockName, BlockView, CmsBlock } from "./blocks";
export { BLOCK_NAMES, parseBlock, parseBlocks, resolveBlocks } from "./blocks";

/**
 * A content file: its meta and its blocks. Blocks are checked one by one (server/cms/blocks), so one
 * broken block is left out while the page still shows (SPEC §8); a file without meta is no page.
 */
export const cmsPageSchema = z.object({
  meta: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  blocks: z.array(z.unknown()),
});
export interface CmsPage {
  meta: z.infer<typeof cmsPageSchema>["meta"];
  blocks: CmsBlock[];
}

const SLUG = /^[a-z0-9-]+$/;
/** Content that is no page (the block catalogue's examples, cms/_catalogue): a leading underscore. */
const INTERNAL_FOLDER = /^_[a-z0-9-]+$/;

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
      if (parsed.success)
        return { meta: parsed.data.meta, blocks: parseBlocks(parsed.data.blocks, `${slug}/${code}`) };
      // SPEC §8: a failed internal CMS load is logged as an invalid key and no content is shown.
      console.warn(`CMS: invalid key ${slug}/${code}: ${String(parsed.error)}`);
      return null;
    }
    return null;
  }

  /** The CMS page for a slug in a locale, or null when there is none (the caller answers 404). */
  function page(slug: string, locale: LocaleCode): Promise<CmsPage | null> {
    if (!SLUG.test(slug) && !INTERNAL_FOLDER.test(slug)) return Promise.resolve(null);
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

/**
 * CMS content that is part of another page (the footer's links, the 404 page's blocks): when the CMS
 * cannot be read, SPEC §8 "a failed internal CMS load is logged as an invalid key and no content is
 * shown", so the page around it still shows (decision 0058). Pages that are CMS content themselves
 * (home, content and landing pages) have nothing to show without it and answer the 503 page.
 */
export async function cmsOrNothing<T>(key: string, read: () => Promise<T>, nothing: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.warn(`CMS: invalid key ${key}: ${error instanceof Error ? error.message : String(error)}`);
    return nothing;
  }
}
