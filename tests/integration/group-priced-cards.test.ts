/**
 * Product cards at a tier customer's group prices wherever they are shown (SPEC §3, decision 0065):
 * the search page's listing, the CMS product blocks of the home page (productsByTag, productsBySkus)
 * and any other list the app reprices with groupPricedCards. The search index holds public prices
 * only; an anonymous visitor's cards stay as the index has them.
 */
import type { Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { groupPricedCards, groupPricedComparison, groupPricedListing } from "../../app/lib/tiers.server";
import { comparisonProducts } from "../../server/catalog/comparison";
import { type CardView, type Catalog, createCatalog } from "../../server/catalog/listing";
import { createStores } from "../../server/catalog/stores";
import { type BlockData, createBlockData } from "../../server/cms/context";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { resolveMarket } from "../../server/market";
import { createSearch } from "../../server/search";
import { createTiers } from "../../server/tiers";
import { openAccounts } from "../support/accounts";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
let engine: LocalCommerce;
let catalog: Catalog;
let blockData: BlockData;
let context: Pick<AppLoadContext, "market" | "services">;
/** A DE product in stock with a tier-1 price: SKU, name, public and group prices in euros. */
let product: { sku: string; name: string; publicPrice: number; groupPrice: number };
let tierOne: Customer;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  ({ engine } = await openAccounts());
  const search = await createSearch(engine, { SEARCH_DB_PATH: ":memory:" });
  catalog = createCatalog(search);
  blockData = createBlockData({
    catalog,
    commerce: engine,
    stores: createStores(engine),
    popularSearches: async () => [],
    campaigns: { active: async () => [] },
    blog: { posts: async () => [], teasers: async () => [] },
  });
  context = { market: de, services: { tiers: createTiers(engine) } as AppLoadContext["services"] };
  const scope = { country: "DE", currency: "EUR" };
  const { results } = await engine.queryProducts(
    { limit: 60 },
    { ...scope, customerGroupId: "group-tier-1" },
  );
  const found = results.find(
    (p) =>
      p.masterVariant.price?.customerGroup &&
      !p.masterVariant.price.discounted &&
      (p.masterVariant.availability?.availableQuantity ?? 0) > 5,
  );
  const sku = found?.masterVariant.sku ?? "";
  const [publicProduct] = (await engine.queryProducts({ skus: [sku] }, scope)).results;
  product = {
    sku,
    name: found?.name.de ?? "",
    publicPrice: (publicProduct?.masterVariant.price?.value.centAmount ?? 0) / 100,
    groupPrice: (found?.masterVariant.price?.value.centAmount ?? 0) / 100,
  };
  const { customer } = await engine.signUp({ email: "cards@example.com", password: "secret123" });
  tierOne = await engine.updateCustomer(customer.id, customer.version, [
    {
      action: "setCustomerGroupAssignments",
      customerGroupAssignments: [{ customerGroup: { typeId: "customer-group", key: "tier-1" } }],
    },
  ]);
});

const cardOf = (cards: CardView[]) => cards.find((c) => c.sku === product.sku);
const groupPriced = () => ({
  price: product.groupPrice,
  originalPrice: product.publicPrice,
  groupPrice: true,
});

describe("cards at the group price (decision 0065)", () => {
  it("a home page product block (CMS productsBySkus) shows a tier-1 customer the group price", async () => {
    expect(product.groupPrice).toBeLessThan(product.publicPrice);
    const priceCards = (cards: CardView[]) => groupPricedCards(context, tierOne, cards);
    const blocks = blockData(de, { contactReasons: async () => [], priceCards });
    expect(cardOf(await blocks.productsBySkus([product.sku]))).toMatchObject(groupPriced());
    // An anonymous visitor's block, with or without the hook, shows the public price.
    const anonymous = blockData(de, {
      contactReasons: async () => [],
      priceCards: (cards) => groupPricedCards(context, null, cards),
    });
    const card = cardOf(await anonymous.productsBySkus([product.sku]));
    expect(card?.price).toBe(product.publicPrice);
    expect(card?.groupPrice).toBeUndefined();
  });

  it("a search listing shows a tier-1 customer the group price, others the public one", async () => {
    const listing = await catalog.listing(de, new URLSearchParams({ q: product.name }));
    expect(cardOf(listing.products)?.price).toBe(product.publicPrice);
    const priced = await groupPricedListing(context, tierOne, listing);
    expect(cardOf(priced.products)).toMatchObject(groupPriced());
    expect(await groupPricedListing(context, null, listing)).toEqual(listing);
  });

  it("the product page's comparison table shows a tier-1 customer the group price their buy box shows", async () => {
    const [own] = (await engine.queryProducts({ skus: [product.sku] }, { country: "DE", currency: "EUR" }))
      .results;
    const family = own?.masterVariant.attributes?.find((a) => a.name === "family")?.value as string;
    const isBware = Boolean(own?.masterVariant.attributes?.find((a) => a.name === "isBware")?.value);
    const columns = await comparisonProducts(engine, de, { sku: product.sku, family, isBware });
    expect(columns[0]).toMatchObject({ sku: product.sku, price: product.publicPrice });
    const priced = await groupPricedComparison(context, tierOne, columns);
    expect(priced[0]).toMatchObject({ sku: product.sku, price: product.groupPrice });
    expect(priced.map((c) => c.sku)).toEqual(columns.map((c) => c.sku));
    expect(await groupPricedComparison(context, null, columns)).toEqual(columns);
  });

  it("a platform failure shows the public prices rather than no cards (SPEC §8)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = {
      market: de,
      services: { tiers: { groupPricedCards: () => Promise.reject(new Error("down")) } },
    } as unknown as typeof context;
    const cards = [{ sku: product.sku, price: product.publicPrice } as CardView];
    expect(await groupPricedCards(failing, tierOne, cards)).toEqual(cards);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
