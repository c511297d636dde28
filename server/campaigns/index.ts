import { LISTING, REDIRECT_CODES } from "../../config";
import { listingSearchParams, parseListingQuery } from "../catalog/listing-query";
import type { Stores } from "../catalog/stores";
import type { Market } from "../market";
import {
  type Campaign,
  campaignListingPath,
  campaignOfTag,
  campaignTag,
  isCampaignActive,
  parseStoreCampaigns,
} from "./campaigns";

// The campaign rules are this folder's public face too (one list: whatever ./campaigns exports).
export * from "./campaigns";

/** What a page shows of an active campaign: its name, tag, listing path and end (ISO instant). */
export interface CampaignView {
  name: string;
  tag: string;
  /** The campaign's listing without the language prefix: `/search?tags=campaign%3A<name>`. */
  href: string;
  /** ISO 8601 instant the campaign ends at (exclusive, SPEC §9). */
  endsAt: string;
  /** The campaign's last day (UTC calendar date, YYYY-MM-DD): the banner's "until". */
  lastDay: string;
}

/** Where a listing of campaigns that are not running leads (decision 0051): the sale listing. */
const ENDED_TARGET_TAG = "on-sale";

const viewOf = (campaign: Campaign): CampaignView => ({
  name: campaign.name,
  tag: campaignTag(campaign.name),
  href: campaignListingPath(campaign.name),
  endsAt: campaign.end.toISOString(),
  lastDay: new Date(campaign.end.getTime() - 1).toISOString().slice(0, 10),
});

/**
 * The market's campaigns at the shop's clock (SPEC §9: active while start <= now < end). `clock` is
 * the one clock of the shop's content (ServicePorts.clock): a test or a preview fixes it, nothing
 * here reads Date.now(). The store is read through the stores' cache; the instant is read per call,
 * so a campaign appears and disappears on the second it starts and ends.
 */
export function createCampaigns(stores: Pick<Stores, "store">, clock: () => Date) {
  async function all(market: Market): Promise<Campaign[]> {
    const store = await stores.store(market);
    return store ? parseStoreCampaigns(store.custom?.fields.ex_store_campaigns, store.key) : [];
  }

  /** The market's running campaigns, soonest ending first. */
  async function active(market: Market): Promise<CampaignView[]> {
    const now = clock();
    return (await all(market))
      .filter((c) => isCampaignActive(c, now))
      .sort((a, b) => a.end.getTime() - b.end.getTime())
      .map(viewOf);
  }

  /** Whether the market's store runs this campaign now. */
  async function isActive(market: Market, name: string): Promise<boolean> {
    return (await active(market)).some((c) => c.name === name);
  }

  /**
   * A listing refined by a campaign that is not running (ended, not yet started, or never the
   * store's) answers a temporary redirect to the same listing with the sale tag in its place
   * (decision 0051): the shopper still finds offers, and a crawler keeps the URL for the campaign's
   * next run instead of dropping it as gone. Undefined when every campaign tag of the URL runs.
   */
  async function endedListingRedirect(
    url: URL,
    market: Market,
  ): Promise<{ location: string; status: number } | undefined> {
    const query = parseListingQuery(url.searchParams);
    const names = query.tags.map(campaignOfTag).filter((n): n is string => n !== undefined);
    if (names.length === 0) return undefined;
    const running = new Set((await active(market)).map((c) => c.name));
    if (names.every((name) => running.has(name))) return undefined;
    const tags = query.tags.map((tag) => {
      const name = campaignOfTag(tag);
      return name === undefined || running.has(name) ? tag : ENDED_TARGET_TAG;
    });
    // The canonical form of the listing (server/catalog), so no second hop normalises it again.
    const params = listingSearchParams({ ...query, tags: [...new Set(tags)], page: LISTING.firstPage });
    return { location: `${url.pathname}?${params}`, status: REDIRECT_CODES.temporary };
  }

  return { active, isActive, endedListingRedirect };
}
export type Campaigns = ReturnType<typeof createCampaigns>;
