import type { CmsPage } from "../cms";
import type { Market } from "../market";

/**
 * A home page: its CMS content (`cms/home/<locale>.json`). The shop's data its blocks show
 * (products, popular searches …) is read by the blocks' resolvers (server/cms/blocks) when the
 * route renders it, like any content page's.
 */
export function createHome(cms: {
  page(slug: string, locale: Market["locale"]["code"]): Promise<CmsPage | null>;
}) {
  return (market: Market): Promise<CmsPage | null> => cms.page("home", market.locale.code);
}
