/**
 * A tier customer's cart after signing in (decision 0065): whether with a password (the platform's
 * MergeWithExistingCustomerCart) or with Google (the social take-over over the port), the cart is
 * priced with the customer's price group, the one rule of server/commerce/price-group.ts that the
 * product page uses too: group prices on the lines and, in LT, the personalised discount.
 */
import type { Cart, Customer } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { resolveMarket } from "../../server/market";
import type { SocialSignIn } from "../../server/social";
import type { LocalProvider } from "../../server/social/local-provider";
import { createTiers } from "../../server/tiers";
import { type Accounts, type CartService, newClient, openAccountsShop, signedUp } from "../support/accounts";
import { localGoogle, throughGoogle } from "../support/local-oidc";

const SHOP = "http://localhost:3998";
const lt = resolveMarket({ host: "lt.localhost", pathname: "/" });
let provider: LocalProvider;
let engine: LocalCommerce;
let accounts: Accounts;
let cart: CartService;
let social: SocialSignIn;
let tiers: ReturnType<typeof createTiers>;
/** An LT product with a tier-1 price, in stock: its SKU, public and group unit prices in cents. */
let product: { sku: string; publicCents: number; groupCents: number };

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  ({ engine, accounts, cart } = await openAccountsShop());
  ({ provider, social } = await localGoogle(SHOP, engine));
  tiers = createTiers(engine);
  const scope = { country: "LT", currency: "EUR" };
  const { results } = await engine.queryProducts(
    { limit: 60 },
    { ...scope, customerGroupId: "group-tier-1" },
  );
  const found = results.find(
    (p) => p.masterVariant.price?.customerGroup && (p.masterVariant.availability?.availableQuantity ?? 0) > 5,
  );
  const sku = found?.masterVariant.sku ?? "";
  const [publicProduct] = (await engine.queryProducts({ skus: [sku] }, scope)).results;
  const cents = (price: NonNullable<typeof found>["masterVariant"]["price"]) =>
    price?.discounted?.value.centAmount ?? price?.value.centAmount ?? 0;
  product = {
    sku,
    publicCents: cents(publicProduct?.masterVariant.price),
    groupCents: cents(found?.masterVariant.price),
  };
});
afterAll(() => provider?.close());

/** An anonymous LT cart holding one of the group-priced product, at the public price. */
async function anonymousCart(visitor: string): Promise<Cart> {
  const added = await cart.change(
    { market: lt, visitor },
    { intent: "add", sku: product.sku, quantity: "1" },
  );
  if (!added.cart) throw new Error("no anonymous cart");
  expect(added.cart.lineItems[0]?.price.value.centAmount).toBe(product.publicCents);
  return added.cart;
}

/** What a tier-1 customer's cart must show: the group, the group price, the 2 % personalised discount. */
async function expectTierOnePriced(signedIn: Cart | undefined) {
  if (!signedIn) throw new Error("no cart after the sign-in");
  expect(signedIn.customerGroup?.id).toBe("group-tier-1");
  const line = signedIn.lineItems.find((l) => l.variant.sku === product.sku);
  expect(line?.price.value.centAmount).toBe(product.groupCents);
  const view = await cart.view(lt, signedIn);
  // The seed's tier-1 personalised discount in LT is 2 %.
  expect(view.discounts.find((d) => d.kind === "personal")).toMatchObject({ percent: 2 });
}

const assignTierOne = async (customer: Customer) =>
  engine.updateCustomer(customer.id, customer.version, [
    {
      action: "setCustomerGroupAssignments",
      customerGroupAssignments: [{ customerGroup: { typeId: "customer-group", key: "tier-1" } }],
    },
  ]);

describe("one price group decides pages and carts (decision 0065)", () => {
  it("the group-priced product costs less for tier-1 than for everyone", () => {
    expect(product.sku).not.toBe("");
    expect(product.groupCents).toBeLessThan(product.publicCents);
  });

  it("password sign-in: the merged cart takes the group the product page prices with", async () => {
    // A single group (tier-3, set by an operator) and a tier-1 assignment: the page prices with the
    // first assigned tier group, so the cart must too.
    const signed = await signedUp(accounts, "tier-password@example.com");
    const grouped = await engine.updateCustomer(signed.id, signed.version, [
      { action: "setCustomerGroup", customerGroup: { typeId: "customer-group", key: "tier-3" } },
      {
        action: "setCustomerGroupAssignments",
        customerGroupAssignments: [{ customerGroup: { typeId: "customer-group", key: "tier-1" } }],
      },
    ]);
    expect(tiers.scopeFor(lt, grouped).customerGroupId).toBe("group-tier-1");
    const anonymous = await anonymousCart("tier-password");
    const result = await accounts.signIn(
      { email: "tier-password@example.com", password: "secret123" },
      { market: lt, cartId: anonymous.id, clientIp: newClient() },
    );
    if (!result.ok) throw new Error(result.error);
    await expectTierOnePriced(result.cart);
  });

  it("password sign-in of a tier-1 customer: a new cart after it is priced with the group too", async () => {
    const customer = await assignTierOne(await signedUp(accounts, "tier-new-cart@example.com"));
    const added = await cart.change(
      { market: lt, visitor: "tier-new-cart", customer },
      { intent: "add", sku: product.sku, quantity: "1" },
    );
    await expectTierOnePriced(added.cart ?? undefined);
  });

  /** Signs in with Google (the local provider) as `email`, taking `anonymous` along. */
  async function googleSignIn(email: string, anonymous: Cart | null) {
    const { callback, cookie } = await throughGoogle(social, email, {
      shop: SHOP,
      market: lt,
      returnTo: "/",
    });
    const outcome = await social.finish(new Request(callback, { headers: { Cookie: cookie } }), {
      provider: "google",
      market: lt,
      anonymousCart: anonymous,
    });
    if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
    return outcome;
  }

  it("social sign-in: the anonymous cart becomes a tier customer's cart with their group", async () => {
    // The account the social sign-in itself created (a verified e-mail), then put in tier-1.
    const first = await googleSignIn("tier.social@example.com", null);
    await assignTierOne(first.customer);
    const anonymous = await anonymousCart("tier-social");
    const again = await googleSignIn("tier.social@example.com", anonymous);
    expect(again.customer.id).toBe(first.customer.id);
    expect(again.cart?.id).toBe(anonymous.id);
    await expectTierOnePriced(again.cart ?? undefined);
  });

  it("social sign-in: merged into the customer's own cart, which takes their group", async () => {
    // Their own cart dates from before the group was assigned: it has no group yet.
    const before = await anonymousCart("tier-social-own");
    const first = await googleSignIn("tier.social.own@example.com", before);
    expect(first.cart?.customerGroup).toBeUndefined();
    await assignTierOne(first.customer);
    const anonymous = await anonymousCart("tier-social-merge");
    const again = await googleSignIn("tier.social.own@example.com", anonymous);
    expect(again.cart?.id).toBe(before.id);
    expect(again.cart?.lineItems.map((l) => l.quantity)).toEqual([1]);
    await expectTierOnePriced(again.cart ?? undefined);
  });
});
