import { z } from "zod";
import { LISTING } from "../../config";

/**
 * A store's campaigns (SPEC §3 "Store": the custom field `ex_store_campaigns`, a JSON list of
 * campaignName, startDate, endDate). SPEC §9: a campaign is active while start <= now < end. These
 * rules read no clock and no store: the caller passes the instant (server/campaigns/index.ts).
 */
export interface Campaign {
  /** The campaign's name, as its listing tag writes it (`campaign:<name>`, SPEC §2 search params). */
  name: string;
  start: Date;
  end: Date;
}

/** SPEC §2: a campaign tag is the campaign indicator, a colon and the name (`campaign:black_friday`). */
const NAME = /^[a-z0-9_]+$/;
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const campaignSchema = z
  .object({ campaignName: z.string().regex(NAME).max(60), startDate: instant, endDate: instant })
  .refine((c) => c.startDate < c.endDate, "a campaign ends after it starts");

/**
 * The campaigns of a store's field. The field is JSON text (or already a list, as a platform adapter
 * may give it); an entry that is not a campaign is skipped with a log line naming the store, so one
 * editor's typo never hides the other campaigns (SPEC §8: invalid content is logged and skipped).
 */
export function parseStoreCampaigns(field: unknown, storeKey: string): Campaign[] {
  let list: unknown = field;
  if (typeof field === "string") {
    try {
      list = JSON.parse(field);
    } catch {
      list = undefined;
    }
  }
  if (field === undefined || field === null || field === "") return [];
  if (!Array.isArray(list)) {
    console.warn(`Campaigns: ex_store_campaigns of store ${storeKey} is not a JSON list`);
    return [];
  }
  return list.flatMap((entry, index) => {
    const parsed = campaignSchema.safeParse(entry);
    if (parsed.success)
      return [{ name: parsed.data.campaignName, start: parsed.data.startDate, end: parsed.data.endDate }];
    console.warn(
      `Campaigns: entry ${index} of store ${storeKey} skipped: ${parsed.error.issues[0]?.message}`,
    );
    return [];
  });
}

/** SPEC §9: active while start <= now < end (the end instant itself is already over). */
export const isCampaignActive = (campaign: Campaign, now: Date) =>
  campaign.start.getTime() <= now.getTime() && now.getTime() < campaign.end.getTime();

/** The listing tag of a campaign (SPEC §2): `campaign:<name>`. */
export const campaignTag = (name: string) => `${LISTING.campaignIndicator}:${name}`;

/** The campaign name of a listing tag, or undefined when the tag is no campaign tag. */
export function campaignOfTag(tag: string): string | undefined {
  const prefix = `${LISTING.campaignIndicator}:`;
  return tag.startsWith(prefix) && NAME.test(tag.slice(prefix.length)) ? tag.slice(prefix.length) : undefined;
}

/** The path of a campaign's listing: the search route refined by its tag (SPEC §2). */
export const campaignListingPath = (name: string) =>
  `/search?${new URLSearchParams({ tags: campaignTag(name) })}`;
