import type { Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { contactReasonsFor } from "../../config";
import { campaignListingPath } from "../../server/campaigns";
import { BLOCK_NAMES, type BlockView, type CmsBlock, resolveBlocks } from "../../server/cms";
import { i18next } from "../i18n.server";
import { groupPricedCards } from "./tiers.server";

/**
 * A page's CMS blocks with the shop's data they show (issue 21 item 1, decision 0050), for the
 * request's market. `key` names the content (`slug/locale`) in the log lines of blocks left out.
 * The contact reasons' labels are translations, which only the app layer reads. A signed-in
 * `customer` in a price group sees the product blocks' cards at their group prices (decision 0065).
 */
export async function pageBlocks(
  context: Pick<AppLoadContext, "market" | "services">,
  blocks: readonly CmsBlock[],
  key: string,
  customer: Customer | null = null,
): Promise<BlockView[]> {
  const { market, services } = context;
  const contactReasons = async () => {
    const t = await i18next.getFixedT(market.language, "contact");
    return contactReasonsFor(market.country.countryCode).map((r) => ({
      key: r.key,
      label: t(`reasons.${r.key}`),
    }));
  };
  const priceCards = (cards: Parameters<typeof groupPricedCards>[2]) =>
    groupPricedCards(context, customer, cards);
  return resolveBlocks(blocks, services.blockData(market, { contactReasons, priceCards }), key);
}

/**
 * The registered kinds a page does not show (the block catalogue names them, so an example that
 * broke or found no data is seen). Here, not in the route, so the registry stays out of the browser.
 */
export function kindsNotShown(blocks: readonly BlockView[]): string[] {
  const shown = new Set(blocks.map((b) => b.component));
  return BLOCK_NAMES.filter((name) => !shown.has(name));
}

/**
 * Where a campaign landing page leads when its campaign is not running (decision 0051): a page with a
 * CampaignListing block lives while that campaign runs, then answers the redirect the campaign's own
 * listing answers (302 to the sale listing), so an old newsletter link still finds offers. Undefined
 * for every other page and while the campaign runs.
 */
export async function endedCampaignRedirect(
  { market, services }: Pick<AppLoadContext, "market" | "services">,
  blocks: readonly CmsBlock[],
  url: URL,
): Promise<{ location: string; status: number } | undefined> {
  const listing = blocks.find((b) => b.component === "CampaignListing");
  if (!listing) return undefined;
  const listingUrl = new URL(`${market.pathPrefix}${campaignListingPath(listing.campaign)}`, url);
  return services.campaigns.endedListingRedirect(listingUrl, market);
}
