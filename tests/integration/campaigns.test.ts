/**
 * Campaigns on and off by the shop's clock (issue 21 item 3, SPEC §3 ex_store_campaigns, §9
 * start <= now < end, decision 0051), through the route loaders a shopper's request runs: the home
 * page's promo banner, the campaign's listing (the search refinement by its tag) with its products
 * and prices, and the campaign landing page. The demo stores run Black Friday from 2026-11-20 to
 * 2026-11-30 (UTC), then Cyber Week until 2026-12-07.
 */
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loader as home } from "../../app/routes/_index";
import { loader as catchAll } from "../../app/routes/$";
import { loader as search } from "../../app/routes/($lang).search";
import { createCampaigns } from "../../server/campaigns";
import { createHome } from "../../server/catalog/home";
import { createCatalog } from "../../server/catalog/listing";
import { createPopularSearches } from "../../server/catalog/popular-searches";
import { createStores } from "../../server/catalog/stores";
import { type BlockView, createCmsLoader } from "../../server/cms";
import { createBlog } from "../../server/cms/blog";
import { createBlockData } from "../../server/cms/context";
import { diskCms } from "../../server/cms/disk";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { priceScope } from "../../server/market";
import { pageLinks } from "../../server/routing/links";
import { createSearch } from "../../server/search";
import { marketOf } from "../support/shop";

const de = marketOf("de");
let now = new Date();
let engine: LocalCommerce;
// biome-ignore lint/suspicious/noExplicitAny: a load context with only what these loaders read
let context: any;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 200);
  engine = new LocalCommerce(db);
  const index = await createSearch(engine, { SEARCH_DB_PATH: ":memory:" });
  const catalog = createCatalog(index);
  const cms = createCmsLoader(diskCms(path.resolve("cms")));
  const stores = createStores(engine);
  const campaigns = createCampaigns(stores, () => now);
  const blog = createBlog(cms);
  const services = {
    catalog,
    campaigns,
    blog,
    cms,
    links: pageLinks,
    home: createHome(cms),
    // The blocks read campaigns and products as the shop composes them (server/services.ts).
    blockData: createBlockData({
      catalog,
      commerce: engine,
      stores,
      popularSearches: createPopularSearches(index),
      campaigns,
      blog,
      now: () => now,
    }),
    paths: { pageOf: () => ({ kind: "content" }) },
  };
  context = { market: de, services };
}, 120_000);

const at = (iso: string) => {
  now = new Date(iso);
};
const request = (pathAndQuery: string) => new Request(`http://de.localhost:3000${pathAndQuery}`);
/** A loader's thrown redirect as [status, location]; a returned value as "page". */
async function outcome(run: () => Promise<unknown>): Promise<"page" | [number, string | null]> {
  try {
    await run();
    return "page";
  } catch (thrown) {
    if (thrown instanceof Response) return [thrown.status, thrown.headers.get("location")];
    throw thrown;
  }
}
/** The running campaigns the home page's CampaignBanner block shows (none: the block is left out). */
const bannerOf = async () => {
  const { blocks } = await home({ request: request("/"), context, params: {} });
  const banner = blocks.find((b) => b.component === "CampaignBanner");
  return banner?.component === "CampaignBanner" ? banner.campaigns : [];
};
const listing = (query: string) => search({ request: request(`/search?${query}`), context, params: {} });

describe("a campaign by the shop's clock", () => {
  it("before its start: no banner, and its listing leads to the sale listing", async () => {
    at("2026-11-19T23:59:59.999Z");
    expect(await bannerOf()).toEqual([]);
    expect(await outcome(() => listing("tags=campaign%3Ablack_friday"))).toEqual([
      302,
      "/search?tags=on-sale",
    ]);
  });

  it("from its start instant: the banner and the listing with the campaign's products and prices", async () => {
    at("2026-11-20T00:00:00.000Z");
    expect(await bannerOf()).toEqual([
      {
        name: "black_friday",
        tag: "campaign:black_friday",
        href: "/search?tags=campaign%3Ablack_friday",
        endsAt: "2026-11-30T00:00:00.000Z",
        lastDay: "2026-11-29",
      },
    ]);
    const page = await listing("tags=campaign%3Ablack_friday");
    expect(page.title).toBe("Black Friday | proequip.de");
    expect(page.listing.found).toBeGreaterThan(0);
    // Every product listed is a campaign product of the platform, at its German price in euros.
    const skus = page.listing.products.map((card) => card.sku);
    const { results } = await engine.queryProducts({ skus, limit: skus.length }, priceScope(de));
    expect(results).toHaveLength(skus.length);
    for (const card of page.listing.products) {
      const product = results.find((p) => p.masterVariant.sku === card.sku);
      const tags = product?.masterVariant.attributes?.find((a) => a.name === "tags")?.value;
      expect(tags, card.sku).toContain("campaign:black_friday");
      const price = product?.masterVariant.price;
      expect(card.currency).toBe("EUR");
      expect(card.price, card.sku).toBeCloseTo(
        ((price?.discounted?.value ?? price?.value)?.centAmount ?? 0) / 100,
        2,
      );
    }
  });

  it("on its last moment it still runs; at its end instant the next campaign takes over", async () => {
    at("2026-11-29T23:59:59.999Z");
    expect((await bannerOf()).map((c) => c.name)).toEqual(["black_friday"]);
    at("2026-11-30T00:00:00.000Z");
    expect((await bannerOf()).map((c) => c.name)).toEqual(["cyber_week"]);
    expect(await outcome(() => listing("brand=Ferrox&tags=campaign%3Ablack_friday"))).toEqual([
      302,
      "/search?brand=Ferrox&tags=on-sale",
    ]);
    expect(await outcome(() => listing("tags=campaign%3Acyber_week"))).toBe("page");
  });

  it("after every campaign: no banner, no campaign listing, and the landing page leads to the sale listing", async () => {
    at("2026-12-07T00:00:00.000Z");
    expect(await bannerOf()).toEqual([]);
    expect(await outcome(() => listing("tags=campaign%3Acyber_week"))).toEqual([302, "/search?tags=on-sale"]);
    const landing = () =>
      catchAll({ request: request("/black-friday-deals/"), context, params: { "*": "black-friday-deals/" } });
    expect(await outcome(landing)).toEqual([302, "/search?tags=on-sale"]);
    at("2026-11-25T12:00:00.000Z");
    const running = (await landing()) as { kind: string; blocks: BlockView[] };
    expect(running.kind).toBe("content");
    const listed = running.blocks.find((b) => b.component === "CampaignListing");
    expect(listed?.component === "CampaignListing" && listed.campaign.name).toBe("black_friday");
    expect(listed?.component === "CampaignListing" ? listed.products.length : 0).toBeGreaterThan(0);
  });

  it("an invented campaign is never running, whatever the clock", async () => {
    at("2026-11-25T12:00:00.000Z");
    expect(await outcome(() => listing("tags=campaign%3Afree_everything"))).toEqual([
      302,
      "/search?tags=on-sale",
    ]);
  });
});
