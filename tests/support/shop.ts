import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Cart } from "@commercetools/platform-sdk";
import type { CheckoutAddressValue } from "../../config";
import { memoryThrottles } from "../../server/account/throttle";
import { createCartService } from "../../server/cart";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { createCheckout } from "../../server/checkout";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import type { SharedProduct } from "../../server/commerce/port";
import { createOutbox } from "../../server/mail";
import { type Market, resolveMarket } from "../../server/market";
import { createLocalPayments, type LocalPayments, type PaymentProvider } from "../../server/payments";
import { createInProcessBus, createRooms } from "../../server/rooms";
import { createSearch } from "../../server/search";
import { createVat } from "../../server/vat";

/** A market by its country code, as a request to `<cc>.localhost` resolves it. */
export const marketOf = (cc: string): Market =>
  resolveMarket({ host: cc === "sk" ? "localhost" : `${cc}.localhost`, pathname: "/" });

/**
 * The shop's server services over the embedded defaults (a seeded platform in memory, the local
 * payment provider in a temporary folder), as server/context.ts composes them, for integration tests
 * of the cart and the checkout.
 */
export async function createTestShop({
  products: count = 60,
  provider: wrap = (local: LocalPayments): PaymentProvider => local,
}: {
  products?: number;
  /** The provider the checkout uses, made from the local one (a test may give it Adyen's limits). */
  provider?: (local: LocalPayments) => PaymentProvider;
} = {}) {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, count);
  const engine = new LocalCommerce(db);
  const search = await createSearch(engine, { SEARCH_DB_PATH: ":memory:" });
  const stores = createStores(engine);
  const products = createProducts(engine, createCategories(engine), createCatalog(search), stores);
  const carts = createCartService(engine, products, createRooms(createInProcessBus()), async () => null);
  const dir = mkdtempSync(path.join(tmpdir(), "shop-"));
  const outbox = path.join(dir, "mail");
  // The provider's notifications arrive here; a test hands them (or others it means) to the checkout.
  const received: unknown[] = [];
  const hook = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.end("[accepted]");
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const payments = createLocalPayments({
    file: path.join(dir, "payments.sqlite"),
    hmacKey: "ab".repeat(32),
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/webhooks/payments`,
  });
  const provider = wrap(payments);
  const deps = () => ({
    stores,
    commerce: engine,
    cart: carts,
    payments: provider,
    vat: createVat({}),
    mail: createOutbox(outbox),
    throttles: memoryThrottles(),
  });
  return {
    engine,
    /** The embedded platform's database, for a test that changes the catalogue behind the shop. */
    db,
    products,
    carts,
    payments,
    outbox,
    checkout: createCheckout(deps()),
    /** The services a checkout is made of, to make another one over a changed platform. */
    deps,
    /** The verified notifications the provider has sent so far (after each delivery settled). */
    async notifications() {
      await payments.settled();
      return (await Promise.all(received.map((body) => payments.verifyNotifications(body)))).flat();
    },
    async close() {
      await payments.close();
      hook.close();
    },
  };
}
export type TestShop = Awaited<ReturnType<typeof createTestShop>>;

/** Sellable parcel products of a market with at least `stock` units, cheapest first. */
export async function productsOf(shop: TestShop, market: Market, { stock = 30, below = 50_000 } = {}) {
  const { results } = await shop.engine.queryProducts(
    { limit: 100 },
    { country: market.country.isoCode, currency: market.currency.code },
  );
  return results
    .filter(
      (p: SharedProduct) =>
        (p.masterVariant.price?.value.centAmount ?? Number.POSITIVE_INFINITY) < below &&
        (p.masterVariant.availability?.availableQuantity ?? 0) >= stock &&
        !p.masterVariant.attributes?.some((a) => a.name === "isPackageTypeFreight" && a.value === true),
    )
    .sort(
      (a, b) =>
        (a.masterVariant.price?.value.centAmount ?? 0) - (b.masterVariant.price?.value.centAmount ?? 0),
    )
    .map((p) => p.masterVariant.sku ?? "");
}

/** Adds a SKU to a cart (a new one without `cartId`) as a shopper's form post does. */
export async function add(
  shop: TestShop,
  market: Market,
  sku: string,
  quantity = 1,
  cartId?: string,
): Promise<Cart> {
  const outcome = await shop.carts.change(
    { market, visitor: `v-${Math.random()}`, ...(cartId ? { cartId } : {}) },
    { intent: "add", sku, quantity: String(quantity) },
  );
  if (!outcome.cart) throw new Error(`no cart: ${JSON.stringify(outcome)}`);
  return outcome.cart;
}

/** A private buyer's addresses step in the market's country. */
export const addressesOf = (market: Market, email = "jana@example.com"): CheckoutAddressValue => ({
  email,
  clientType: "private",
  billing: {
    firstName: "Jana",
    lastName: "Nováková",
    streetName: "Hauptstraße",
    streetNumber: "12",
    postalCode: market.country.countryCode === "sk" ? "811 01" : "10115",
    city: "Berlin",
  },
  shippingType: "same",
});

export const withAddresses = (shop: TestShop, market: Market, cart: Cart, email = "jana@example.com") =>
  shop.checkout.saveAddresses(market, cart, {
    value: addressesOf(market, email),
    email,
    shipping: null,
    vat: null,
  });

/** Pays a local provider's session on its page; the return URL's `sessionResult` when it went through. */
export function payOnPage(shop: TestShop, providerUrl: string, card = "4111111111111111") {
  const sessionId = providerUrl.split("/").at(-1) ?? "";
  const submitted = shop.payments.submit(sessionId, { action: "pay", method: "scheme", cardNumber: card });
  return {
    sessionId,
    submitted,
    sessionResult:
      submitted.kind === "redirect"
        ? (new URL(submitted.location).searchParams.get("sessionResult") ?? "")
        : "",
  };
}
