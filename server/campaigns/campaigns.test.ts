import { describe, expect, it, vi } from "vitest";
import { resolveMarket } from "../market";
import { campaignOfTag, isCampaignActive, parseStoreCampaigns } from "./campaigns";
import { createCampaigns } from "./index";

const field = JSON.stringify([
  {
    campaignName: "black_friday",
    startDate: "2026-11-20T00:00:00.000Z",
    endDate: "2026-11-30T00:00:00.000Z",
  },
  { campaignName: "cyber_week", startDate: "2026-11-30T00:00:00.000Z", endDate: "2026-12-07T00:00:00.000Z" },
]);
const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const at = (iso: string) => () => new Date(iso);
const storesWith = (value: unknown) => ({
  store: async () => ({ key: de.storeKey, custom: { fields: { ex_store_campaigns: value } } }) as never,
});

describe("campaigns (SPEC §3 ex_store_campaigns, §9 start <= now < end)", () => {
  it("is active from its start instant up to, not including, its end instant", () => {
    const [bf] = parseStoreCampaigns(field, "de");
    if (!bf) throw new Error("no campaign");
    expect(isCampaignActive(bf, new Date("2026-11-19T23:59:59.999Z"))).toBe(false);
    expect(isCampaignActive(bf, new Date("2026-11-20T00:00:00.000Z"))).toBe(true);
    expect(isCampaignActive(bf, new Date("2026-11-29T23:59:59.999Z"))).toBe(true);
    expect(isCampaignActive(bf, new Date("2026-11-30T00:00:00.000Z"))).toBe(false);
  });

  it("skips entries that are no campaign, with a log line, and keeps the others", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const list = parseStoreCampaigns(
      JSON.stringify([
        { campaignName: "Black Friday!", startDate: "2026-11-20T00:00:00Z", endDate: "2026-11-30T00:00:00Z" },
        { campaignName: "backwards", startDate: "2026-12-20T00:00:00Z", endDate: "2026-11-30T00:00:00Z" },
        { campaignName: "spring", startDate: "2027-03-01T00:00:00Z", endDate: "2027-03-08T00:00:00Z" },
      ]),
      "de",
    );
    expect(list.map((c) => c.name)).toEqual(["spring"]);
    expect(parseStoreCampaigns("{ not json", "de")).toEqual([]);
    expect(parseStoreCampaigns(undefined, "de")).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it("reads a campaign name only from a campaign tag", () => {
    expect(campaignOfTag("campaign:black_friday")).toBe("black_friday");
    expect(campaignOfTag("on-sale")).toBeUndefined();
    expect(campaignOfTag("campaign:<b>")).toBeUndefined();
  });

  it("shows the running campaign by the injected clock: before, during, at the hand-over, after", async () => {
    const names = async (iso: string) =>
      (await createCampaigns(storesWith(field), at(iso)).active(de)).map((c) => c.name);
    expect(await names("2026-11-19T12:00:00Z")).toEqual([]);
    expect(await names("2026-11-25T12:00:00Z")).toEqual(["black_friday"]);
    expect(await names("2026-11-30T00:00:00Z")).toEqual(["cyber_week"]);
    expect(await names("2026-12-07T00:00:00Z")).toEqual([]);
    const [view] = await createCampaigns(storesWith(field), at("2026-11-25T12:00:00Z")).active(de);
    expect(view).toEqual({
      name: "black_friday",
      tag: "campaign:black_friday",
      href: "/search?tags=campaign%3Ablack_friday",
      endsAt: "2026-11-30T00:00:00.000Z",
      lastDay: "2026-11-29",
    });
  });

  it("sends a listing of a campaign that is not running to the sale listing, keeping the other refinements", async () => {
    const after = createCampaigns(storesWith(field), at("2026-12-10T00:00:00Z"));
    const url = (q: string) => new URL(`http://de.localhost/search?${q}`);
    expect(await after.endedListingRedirect(url("tags=campaign%3Ablack_friday&page=3"), de)).toEqual({
      location: "/search?tags=on-sale",
      status: 302,
    });
    expect(
      await after.endedListingRedirect(
        url("brand=Ferrox&tags=on-sale,campaign%3Acyber_week&sort=price-up"),
        de,
      ),
    ).toEqual({ location: "/search?brand=Ferrox&tags=on-sale&sort=price-up", status: 302 });
    // An invented campaign is no running one either.
    const during = createCampaigns(storesWith(field), at("2026-11-25T12:00:00Z"));
    expect((await during.endedListingRedirect(url("tags=campaign%3Afree_stuff"), de))?.location).toBe(
      "/search?tags=on-sale",
    );
    expect(await during.endedListingRedirect(url("tags=campaign%3Ablack_friday"), de)).toBeUndefined();
    expect(await during.endedListingRedirect(url("tags=bestseller"), de)).toBeUndefined();
  });
});
