import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSwitchOn, LIMITS, OWN_BRANDS, OWN_SHIPPING_COUNTRIES, shippingFees } from "../../config";
import type { Summary } from "../../server/cart/summary";
import type { SharedProduct } from "../../server/commerce/port";
import { add, createTestShop, marketOf, productsOf, type TestShop, withAddresses } from "../support/shop";

const de = marketOf("de");
const returnUrl = "http://de.localhost:3100/checkout/payment";
let shop: TestShop;
let products: SharedProduct[];

const attribute = (p: SharedProduct, name: string) =>
  p.masterVariant.attributes?.find((a) => a.name === name)?.value as unknown;
const cents = (amount: number) => Math.round(amount * 100);

/** Subtotal − discounts + fees + shipping = total, and net + VAT = total, to the cent. */
function expectAddsUp(summary: Summary, lineTotals: number[]) {
  expect(cents(summary.subtotal)).toBe(lineTotals.reduce((sum, t) => sum + cents(t), 0));
  const sum =
    cents(summary.subtotal) -
    summary.discounts.reduce((s, d) => s + cents(d.amount), 0) +
    summary.fees.reduce((s, f) => s + cents(f.amount), 0) +
    cents(summary.shipping?.cost ?? 0);
  expect(sum).toBe(cents(summary.total));
  expect(summary.vat).toBeDefined();
  // The net side that company buyers see (issue 15.9) adds up the same way, and net + VAT = total.
  const net = summary.net;
  if (!net) throw new Error("no net amounts");
  expect(Object.keys(net.lines)).toHaveLength(lineTotals.length);
  expect(cents(net.subtotal)).toBe(Object.values(net.lines).reduce((s, l) => s + cents(l.total), 0));
  expect(net.discounts).toHaveLength(summary.discounts.length);
  expect(net.fees).toHaveLength(summary.fees.length);
  expect(
    cents(net.subtotal) -
      net.discounts.reduce((s, d) => s + cents(d), 0) +
      net.fees.reduce((s, f) => s + cents(f), 0) +
      cents(net.shipping ?? 0),
  ).toBe(cents(net.total));
  expect(cents(net.total) + cents(summary.vat?.amount ?? 0)).toBe(cents(summary.total));
  // Each net amount is its gross amount without VAT: less, and about gross / (1 + rate).
  const rate = (summary.vat?.rate ?? 0) / 100;
  const pairs: [number, number][] = [
    [net.subtotal, summary.subtotal],
    [net.total, summary.total],
    ...summary.discounts.map((d, i): [number, number] => [net.discounts[i] ?? 0, d.amount]),
    ...summary.fees.map((f, i): [number, number] => [net.fees[i] ?? 0, f.amount]),
  ];
  for (const [netAmount, gross] of pairs)
    expect(Math.abs(cents(netAmount) - cents(gross / (1 + rate)))).toBeLessThanOrEqual(2);
}

beforeAll(async () => {
  shop = await createTestShop({ products: 120 });
  products = (await shop.engine.queryProducts({ limit: 120 }, { country: "DE", currency: "EUR" })).results
    .filter(
      (p) =>
        p.masterVariant.price &&
        (p.masterVariant.availability?.availableQuantity ?? 0) > 20 &&
        attribute(p, "isPackageTypeFreight") !== true &&
        !p.masterVariant.sku?.startsWith(LIMITS.guaranteeSkuPrefix),
    )
    .sort(
      (a, b) =>
        (a.masterVariant.price?.value.centAmount ?? 0) - (b.masterVariant.price?.value.centAmount ?? 0),
    );
});
afterAll(() => shop.close());

async function cartWith(
  entries: [SharedProduct, number][],
  extras: { coupon?: string; guarantee?: boolean } = {},
) {
  let cart: Cart | undefined;
  for (const [product, quantity] of entries) {
    const outcome = await shop.carts.change(
      { market: de, visitor: "summary", ...(cart ? { cartId: cart.id } : {}) },
      {
        intent: "add",
        sku: product.masterVariant.sku ?? "",
        quantity: String(quantity),
        ...(extras.guarantee && !cart ? { guarantee: LIMITS.defaultGuaranteeSku } : {}),
      },
    );
    if (!outcome.ok || !outcome.cart) throw new Error(JSON.stringify(outcome));
    cart = outcome.cart;
  }
  if (extras.coupon && cart) {
    const outcome = await shop.carts.change(
      { market: de, visitor: "summary", cartId: cart.id },
      { intent: "coupon", code: extras.coupon },
    );
    if (!outcome.ok || !outcome.cart) throw new Error(JSON.stringify(outcome));
    cart = outcome.cart;
  }
  return cart as Cart;
}

describe("every summary adds up to its total (issue 14.5)", () => {
  it.each([
    ["a volume discount", { volume: true }],
    ["a discount code", { coupon: "WELCOME10" }],
    ["an absolute code split over units", { coupon: "BRAND15", brand: true }],
    [
      "a volume discount, a guarantee and the cash-on-delivery fee",
      { volume: true, guarantee: true, cod: true },
    ],
  ] as const)("with %s: cart page, payment step, thank-you page and mail", async (_, setup) => {
    // The cheapest of each kind: cash on delivery has a price limit (SPEC §9, DE 1,500 €).
    const grouped = products.filter((p) => typeof attribute(p, "volumeDiscountGroup") === "string");
    // BRAND15 takes 15 € off the seed's first own brand.
    const brand = products.find((p) => attribute(p, "brand") === OWN_BRANDS[0]);
    const first = "brand" in setup ? brand : "volume" in setup ? grouped[0] : products[0];
    if (!first) throw new Error("no product for this case");
    const cart = await cartWith(
      "volume" in setup ? [[first, 3]] : "brand" in setup ? [[first, 7]] : [[first, 1]],
      {
        ...("coupon" in setup ? { coupon: setup.coupon } : {}),
        ...("guarantee" in setup ? { guarantee: true } : {}),
      },
    );
    // Cart page and sidebar (one view), before any address: shipping estimated from the market's rate.
    const view = await shop.carts.view(de, cart);
    expectAddsUp(
      view,
      view.lines.map((l) => l.lineTotal),
    );
    if ("volume" in setup) expect(view.discounts.map((d) => d.kind)).toContain("volume");
    if ("coupon" in setup)
      expect(view.discounts.some((d) => d.kind === "code" || d.kind === "volume")).toBe(true);
    // Payment step: with its address and shipping method.
    const ready = await withAddresses(shop, de, cart);
    const payment = await shop.carts.view(de, ready, { onPaymentPage: true });
    expectAddsUp(
      payment,
      payment.lines.map((l) => l.lineTotal),
    );
    const placed = await shop.checkout.place(de, ready, "cod" in setup ? "cod" : "bank", {
      clientType: "private",
      returnUrl,
    });
    if (placed.kind !== "order") throw new Error(JSON.stringify(placed));
    if ("cod" in setup) expect(placed.order.customLineItems).toHaveLength(1);
    // Thank-you page and mail: the order's receipt.
    const remembered =
      (await shop.checkout.rememberOrder(new Request(returnUrl), placed.order.id)).split(";")[0] ?? "";
    const receipt = await shop.checkout.receipt(
      new Request(returnUrl, { headers: { Cookie: remembered } }),
      de,
      placed.order.id,
    );
    if (!receipt) throw new Error("no receipt");
    expectAddsUp(
      receipt.summary,
      receipt.lines.map((l) => l.total),
    );
    expect(cents(receipt.summary.total)).toBe(placed.order.totalPrice.centAmount);
    expect(receipt.summary.discounts).toEqual(payment.discounts);
  });
});

describe("the payment step charges what the cart showed (issue 14.4)", () => {
  // Countries whose shipping differs from their currency's row (SPEC §9 "FR"), with a checkout.
  const countries = OWN_SHIPPING_COUNTRIES.filter((cc) => !isSwitchOn("checkoutDisabled", cc));

  it.each(countries)(
    "%s: the same shipping and total on the cart, the payment step and the order",
    async (cc) => {
      const market = marketOf(cc);
      const fees = shippingFees(cc, market.currency.code);
      const [sku = ""] = await productsOf(shop, market, {
        stock: 5,
        below: Math.round(fees.freeAbove * 100) - 1,
      });
      const cart = await add(shop, market, sku);
      const view = await shop.carts.view(market, cart);
      expect(view.shipping?.cost).toBe(fees.parcelFee);
      const ready = await withAddresses(shop, market, cart);
      const payment = await shop.carts.view(market, ready, { onPaymentPage: true });
      expect(payment.shipping?.cost).toBe(fees.parcelFee);
      expect(payment.total).toBe(view.total);
      const placed = await shop.checkout.place(market, ready, "bank", { clientType: "private", returnUrl });
      if (placed.kind !== "order") throw new Error(JSON.stringify(placed));
      expect(placed.order.shippingInfo?.price.centAmount).toBe(cents(fees.parcelFee));
      expect(placed.order.totalPrice.centAmount).toBe(cents(view.total));
    },
  );
});
