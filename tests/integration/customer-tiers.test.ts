/**
 * Customer tiers over the embedded platform (issue 23 items 6 and 9, decision 0062): the tier from a
 * group assignment made as on commercetools, the group's prices on the product page and in the
 * listing cards, the LT personalised discount on the product page and in the cart, the tier cookies,
 * and nothing of it for an anonymous visitor or a forged cookie.
 */
import type { Customer } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hasPersonalCookie } from "../../server/caching/policy";
import type { CardView } from "../../server/catalog/listing";
import { shopCookie } from "../../server/session/cookies";
import { createTiers, priceAfterPersonalDiscount } from "../../server/tiers";
import { createTestShop, marketOf, type TestShop } from "../support/shop";

const de = marketOf("de");
const lt = marketOf("lt");
let shop: TestShop;
let tiers: ReturnType<typeof createTiers>;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  shop = await createTestShop();
  tiers = createTiers(shop.engine);
});
afterAll(() => shop.close());

/** A new customer assigned to a group by key, as an operator does on the platform. */
async function customerIn(email: string, groupKey?: string): Promise<Customer> {
  const { customer } = await shop.engine.signUp({
    email,
    password: "secret123",
    firstName: "A",
    lastName: "B",
  });
  if (!groupKey) return customer;
  return shop.engine.updateCustomer(customer.id, customer.version, [
    {
      action: "setCustomerGroupAssignments",
      customerGroupAssignments: [{ customerGroup: { typeId: "customer-group", key: groupKey } }],
    },
  ]);
}

/** A product of the market with a tier-1 group price (the demo catalog gives one to about a tenth). */
async function groupPricedProduct(market = de) {
  const { results } = await shop.engine.queryProducts(
    { limit: 60 },
    { country: market.country.isoCode, currency: market.currency.code, customerGroupId: "group-tier-1" },
  );
  const product = results.find(
    (p) => p.masterVariant.price?.customerGroup && (p.masterVariant.availability?.availableQuantity ?? 0) > 5,
  );
  if (!product) throw new Error("no product with a group price");
  return product;
}

describe("the tier of a customer (SPEC §3)", () => {
  it("comes from the group assignment: tier-2, the base group as no tier, none, anonymous", async () => {
    const tier2 = await customerIn("tier2@example.com", "tier-2");
    expect(tier2.customerGroupAssignments.map((a) => a.customerGroup.obj?.key)).toEqual(["tier-2"]);
    expect(tiers.tierOf(tier2)).toBe("tier-2");
    // Read back from the platform, as every page reads the signed-in customer.
    expect(tiers.tierOf(await shop.engine.customer(tier2.id))).toBe("tier-2");
    expect(tiers.tierOf(await customerIn("base@example.com", "base"))).toBe("no-tier");
    expect(tiers.tierOf(await customerIn("none@example.com"))).toBe("no-tier");
    expect(tiers.tierOf(null)).toBe("not-logged-in");
  });

  it("refuses an assignment to a group that does not exist", async () => {
    const customer = await customerIn("nogroup@example.com");
    await expect(
      shop.engine.updateCustomer(customer.id, customer.version, [
        {
          action: "addCustomerGroupAssignment",
          customerGroupAssignment: { customerGroup: { typeId: "customer-group", key: "vip" } },
        },
      ]),
    ).rejects.toThrow(/vip/);
  });
});

describe("group prices (SPEC §3 price selection by customer group)", () => {
  it("a tier-1 customer sees the group price on the product page; an anonymous visitor the public one", async () => {
    const product = await groupPricedProduct();
    const slug = product.slug.de ?? "";
    const customer = await customerIn("tier1-product@example.com", "tier-1");
    const publicPage = await shop.products.bySlug(de, slug, undefined, undefined, tiers.scopeFor(de, null));
    const groupPage = await shop.products.bySlug(
      de,
      slug,
      undefined,
      undefined,
      tiers.scopeFor(de, customer),
    );
    const publicCents = Math.round((publicPage?.price?.amount ?? 0) * 100);
    // The demo catalog's tier-1 price is 97 % of the public one, in whole cents.
    expect(groupPage?.price?.amount).toBe(Math.round(publicCents * 0.97) / 100);
    expect(groupPage?.price?.group).toBe(true);
    expect(publicPage?.price?.group).toBeUndefined();
    // A customer in no group, and one in another tier, pay the public price.
    const none = await customerIn("none-product@example.com");
    const other = await customerIn("tier3-product@example.com", "tier-3");
    for (const c of [none, other]) {
      const page = await shop.products.bySlug(de, slug, undefined, undefined, tiers.scopeFor(de, c));
      expect(page?.price?.amount).toBe(publicPage?.price?.amount);
    }
  });

  it("reprices listing cards for the group, and leaves an anonymous visitor's untouched", async () => {
    const product = await groupPricedProduct();
    const sku = product.masterVariant.sku ?? "";
    const publicAmount = (product.masterVariant.price?.value.centAmount ?? 0) / 100;
    const card = { sku, price: 1_000_000, currency: "EUR" } as CardView;
    const customer = await customerIn("tier1-listing@example.com", "tier-1");
    const { results } = await shop.engine.queryProducts({ skus: [sku] }, { country: "DE", currency: "EUR" });
    const publicPrice = (results[0]?.masterVariant.price?.value.centAmount ?? 0) / 100;
    const [priced] = await tiers.groupPricedCards(de, customer, [{ ...card, price: publicPrice }]);
    expect(priced).toMatchObject({ price: publicAmount, originalPrice: publicPrice, groupPrice: true });
    expect(publicAmount).toBeLessThan(publicPrice);
    expect(await tiers.groupPricedCards(de, null, [{ ...card, price: publicPrice }])).toEqual([
      { ...card, price: publicPrice },
    ]);
  });
});

describe("the LT personalised discount (SPEC §4, §7 getPersonalizedDiscounts)", () => {
  it("shows a tier-2 customer 3 % in LT, nothing elsewhere, nothing without a tier", async () => {
    const tier2 = await customerIn("tier2-lt@example.com", "tier-2");
    expect(await tiers.personalDiscount(lt, tier2)).toEqual({ percent: 3 });
    expect(await tiers.personalDiscount(de, tier2)).toBeNull();
    expect(await tiers.personalDiscount(lt, null)).toBeNull();
    expect(await tiers.personalDiscount(lt, await customerIn("none-lt@example.com"))).toBeNull();
    expect(priceAfterPersonalDiscount(59.9, "EUR", 3)).toBe(58.1);
  });

  it("shows nothing when the platform fails (SPEC §8: logged, nothing shown)", async () => {
    const failing = createTiers({
      ...shop.engine,
      personalizedDiscount: () => Promise.reject(new Error("down")),
    } as unknown as TestShop["engine"]);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await failing.personalDiscount(lt, await customerIn("down-lt@example.com", "tier-1"))).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("is deducted in the cart of a tier-2 customer, and not in an anonymous visitor's", async () => {
    const tier2 = await customerIn("tier2-cart@example.com", "tier-2");
    const { results } = await shop.engine.queryProducts({ limit: 30 }, { country: "LT", currency: "EUR" });
    const product = results.find(
      (p) => (p.masterVariant.availability?.availableQuantity ?? 0) > 5 && p.masterVariant.price,
    );
    const sku = product?.masterVariant.sku ?? "";
    const unit =
      product?.masterVariant.price?.discounted?.value.centAmount ??
      product?.masterVariant.price?.value.centAmount ??
      0;
    const theirs = await shop.carts.change(
      { market: lt, visitor: "tier2", customer: tier2 },
      { intent: "add", sku, quantity: "1" },
    );
    const anonymous = await shop.carts.change(
      { market: lt, visitor: "anon" },
      { intent: "add", sku, quantity: "1" },
    );
    if (!theirs.cart || !anonymous.cart) throw new Error("no cart");
    const view = await shop.carts.view(lt, theirs.cart);
    const personal = view.discounts.find((d) => d.kind === "personal");
    expect(personal?.percent).toBe(3);
    expect(personal?.amount).toBe(Math.round(unit * 0.03) / 100);
    const anonymousView = await shop.carts.view(lt, anonymous.cart);
    expect(anonymousView.discounts.find((d) => d.kind === "personal")).toBeUndefined();
  });
});

describe("the tier cookies (SPEC §3 customer group a year, customer id)", () => {
  const request = new Request("https://lt.example/login/");

  it("are set at sign-in with the tier and the signed id, and cleared at log-out", async () => {
    const tier2 = await customerIn("tier2-cookie@example.com", "tier-2");
    const [group = "", id = ""] = await tiers.cookies(request, tier2);
    const header = (cookie: string) => cookie.split(";")[0] ?? null;
    expect(await shopCookie("customerGroup", { https: true }).parse(header(group))).toBe("tier-2");
    expect(group).toMatch(/^customer_group=[^;]+; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);
    // The id is signed and HTTP-only: a script cannot read it, a forged one is no id.
    expect(await shopCookie("customerId", { https: true }).parse(header(id))).toBe(tier2.id);
    expect(
      await shopCookie("customerId", { https: true }).parse(`customer_id=${btoa(JSON.stringify(tier2.id))}`),
    ).toBeNull();
    expect(id).toMatch(/^customer_id=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cleared = await tiers.cookies(request, null);
    expect(cleared).toHaveLength(2);
    for (const cookie of cleared) expect(cookie).toMatch(/Max-Age=0/);
  });

  it("make a page private: a shared cache never stores or serves a page requested with them", () => {
    expect(hasPersonalCookie("customer_group=tier-2")).toBe(true);
    expect(hasPersonalCookie("customer_id=abc")).toBe(true);
    expect(hasPersonalCookie("locale=de")).toBe(false);
  });
});
