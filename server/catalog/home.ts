import type { CmsPage } from "../cms";
import type { LandingData, LandingDataReader } from "../cms/landing-data";
import type { Market } from "../market";
import type { CardView, createCatalog } from "./listing";
import type { PopularSearches } from "./popular-searches";

/**
 * A home page: its CMS content, the products of its product blocks and the terms of its popular
 * searches (both by block position), so the page is complete without JavaScript.
 */
export function createHome(
  cms: { page(slug: string, locale: Market["locale"]["code"]): Promise<CmsPage | null> },
  catalog: ReturnType<typeof createCatalog>,
  popularSearches: PopularSearches,
  /** The landing blocks' data (campaign banner and listing, blog posts; decision 0051). */
  landing?: LandingDataReader,
) {
  return async (
    market: Market,
  ): Promise<{
    page: CmsPage;
    products: Record<number, CardView[]>;
    searches: Record<number, string[]>;
    campaigns: LandingData["campaigns"];
    posts: LandingData["posts"];
  } | null> => {
    const page = await cms.page("home", market.locale.code);
    if (!page) return null;
    const entries = await Promise.all(
      page.blocks.map(async (block, index) =>
        block.component === "ProductBlock"
          ? ([index, await catalog.productBlock(market, block.tag)] as const)
          : undefined,
      ),
    );
    const searches = await Promise.all(
      page.blocks.map(async (block, index) =>
        block.component === "PopularSearches" ? ([index, await popularSearches(market)] as const) : undefined,
      ),
    );
    const extra = landing ? await landing(market, page) : { campaigns: [], products: {}, posts: {} };
    return {
      page,
      campaigns: extra.campaigns,
      posts: extra.posts,
      products: { ...extra.products, ...Object.fromEntries(entries.filter((e) => e !== undefined)) },
      searches: Object.fromEntries(searches.filter((e) => e !== undefined)),
    };
  };
}
