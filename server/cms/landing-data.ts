import type { Campaigns, CampaignView } from "../campaigns";
import type { CardView } from "../catalog/listing";
import type { Market } from "../market";
import type { CmsPage } from ".";
import type { Blog, PostTeaser } from "./blog";

/** What the landing blocks of a page show, read before the page renders (complete without JavaScript). */
export interface LandingData {
  /** The market's running campaigns (CampaignBanner). */
  campaigns: CampaignView[];
  /** A CampaignListing's products, by block position (as the home page's product blocks). */
  products: Record<number, CardView[]>;
  /** A BlogPostList's posts, by block position. */
  posts: Record<number, PostTeaser[]>;
  /**
   * The campaign of a CampaignListing block that is not running: such a page (a campaign landing
   * page) is not shown, its route redirects as an ended campaign's listing does (decision 0051).
   */
  endedCampaign?: string;
}

/**
 * Reads the data of a page's landing blocks (server/cms/landing-blocks.ts): only what its blocks
 * name, so a page without them costs nothing more.
 */
export function createLandingData({
  campaigns,
  productBlock,
  blog,
}: {
  campaigns: Pick<Campaigns, "active">;
  /** In-stock products of a listing tag (server/catalog/listing.ts productBlock). */
  productBlock: (market: Market, tag: string, limit: number) => Promise<CardView[]>;
  blog: Pick<Blog, "posts">;
}) {
  return async (market: Market, page: CmsPage): Promise<LandingData> => {
    const { blocks } = page;
    const wanted = (kind: string) => blocks.some((b) => b.component === kind);
    const running =
      wanted("CampaignBanner") || wanted("CampaignListing") ? await campaigns.active(market) : [];
    const data: LandingData = { campaigns: running, products: {}, posts: {} };
    await Promise.all(
      blocks.map(async (block, index) => {
        if (block.component === "CampaignListing") {
          const view = running.find((c) => c.name === block.campaign);
          if (!view) data.endedCampaign ??= block.campaign;
          else data.products[index] = await productBlock(market, view.tag, block.limit);
        }
        if (block.component === "BlogPostList") data.posts[index] = await blog.posts(market, block.limit);
      }),
    );
    return data;
  };
}
export type LandingDataReader = ReturnType<typeof createLandingData>;
