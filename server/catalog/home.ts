import type { CmsPage } from "../cms";
import type { Market } from "../market";
import type { CardView, createCatalog } from "./listing";

/**
 * A home page: its CMS content and the products of its product blocks (by block position), so the
 * page is complete without JavaScript.
 */
export function createHome(
  cms: { page(slug: string, locale: Market["locale"]["code"]): Promise<CmsPage | null> },
  catalog: ReturnType<typeof createCatalog>,
) {
  return async (market: Market): Promise<{ page: CmsPage; products: Record<number, CardView[]> } | null> => {
    const page = await cms.page("home", market.locale.code);
    if (!page) return null;
    const entries = await Promise.all(
      page.blocks.map(async (block, index) =>
        block.component === "ProductBlock"
          ? [index, await catalog.productBlock(market, block.tag)]
          : undefined,
      ),
    );
    return { page, products: Object.fromEntries(entries.filter((e) => e !== undefined)) };
  };
}
