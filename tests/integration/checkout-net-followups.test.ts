/**
 * Decision 0029's follow-ups against the embedded defaults: a net cart is charged the net of the
 * platform's CURRENT prices (a price change while it was net is picked up at the payment step and
 * when placing), the header's switch to private puts a net cart back to gross and a switch back to
 * company does not make it net again, the addresses step posted again takes the cart's stored VAT
 * result, and Google Pay express neither replaces a net cart's validated company address nor a
 * signed-in customer's e-mail.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutAddressValue } from "../../config";
import { netCents } from "../../server/cart/summary-net";
import type { Market } from "../../server/market";
import {
  add,
  addressesOf,
  createTestShop,
  marketOf,
  payOnPage,
  productsOf,
  type TestShop,
} from "../support/shop";

const de = marketOf("de");
const returnUrl = "http://de.localhost/checkout/payment";
let shop: TestShop;
let skus: string[];

beforeAll(async () => {
  shop = await createTestShop();
  skus = await productsOf(shop, de);
});
afterAll(() => shop.close());

const net19 = (cents: number) => netCents(cents, 0.19);
const company = (market: Market, vatId = "DE123456789"): CheckoutAddressValue => {
  const value = addressesOf(market);
  return { ...value, clientType: "company", billing: { ...value.billing, company: "Muster GmbH", vatId } };
};

/** The addresses step as the route runs it, from one visitor: its check, the save, net or gross. */
async function addressesStep(cart: Cart, value: CheckoutAddressValue, session = `s-${Math.random()}`) {
  const vatId = value.clientType === "company" ? value.billing.vatId : undefined;
  const who = { clientIp: "", session };
  const checked = vatId ? await shop.checkout.checkVat(de, vatId, who, cart) : null;
  const vat = checked?.outcome ?? null;
  const saved = await shop.checkout.saveAddresses(de, cart, {
    value,
    email: "jana@example.com",
    shipping: null,
    vat,
  });
  const net = await shop.checkout.settleNetInvoice(de, saved, { clientType: value.clientType, vat });
  return { net, checked, cart: await current(cart) };
}

async function current(cart: Cart): Promise<Cart> {
  const found = await shop.engine.getCart(cart.id);
  if (!found) throw new Error("cart gone");
  return found;
}

/** Sets a SKU's German price on the embedded platform, as a price change in the catalogue would. */
function setGermanPrice(sku: string, centAmount: number) {
  const row = shop.db.prepare("SELECT product_id FROM product_skus WHERE sku = ?").get(sku) as {
    product_id: string;
  };
  const { data } = shop.db.prepare("SELECT data FROM products WHERE id = ?").get(row.product_id) as {
    data: string;
  };
  const product = JSON.parse(data);
  for (const variant of [product.masterVariant, ...product.variants])
    if (variant.sku === sku)
      variant.prices = variant.prices.map((p: { country?: string; value: object }) =>
        p.country === "DE" ? { ...p, value: { ...p.value, centAmount } } : p,
      );
  shop.db.prepare("UPDATE products SET data = ? WHERE id = ?").run(JSON.stringify(product), row.product_id);
}

/** What the platform charges a gross cart for one unit of the SKU now (its discounted price if any). */
const grossUnitNow = async (sku: string) =>
  (await add(shop, de, sku, 1)).lineItems[0]?.totalPrice.centAmount ?? 0;

describe("a net cart follows the platform's prices", () => {
  it("placing charges the net of the current price: a total that moved is refused first and shown, then charged", async () => {
    const sku = skus[0] ?? "";
    const { cart, net } = await addressesStep(await add(shop, de, sku, 2), company(de));
    expect(net).toBe("net");
    const before = await grossUnitNow(sku);
    expect(cart.lineItems[0]?.price.value.centAmount).toBe(net19(before));
    // The payment step writes nothing: a page reloading on its cart's room events never loops.
    const prepared = await shop.checkout.prepare(de, cart);
    expect(prepared.cart.version).toBe(cart.version);
    // The price rises by 10.00 € while the cart is net: the total the shopper saw is not charged.
    setGermanPrice(sku, (cart.lineItems[0]?.price.value.centAmount ?? 0) * 2 + 1000);
    const risen = await grossUnitNow(sku);
    expect(risen).not.toBe(before);
    const refused = await shop.checkout.place(de, prepared.cart, "bank", {
      clientType: "company",
      returnUrl,
    });
    expect(refused).toEqual({ kind: "refused", reason: "pricesChanged" });
    // The cart now holds the new net amounts, which the payment step shows.
    const shown = (await shop.checkout.prepare(de, (await shop.engine.getCart(cart.id)) ?? cart)).cart;
    expect(shown.taxMode).toBe("External");
    expect(shown.lineItems[0]).toMatchObject({
      priceMode: "ExternalPrice",
      price: { value: { centAmount: net19(risen) } },
      totalPrice: { centAmount: 2 * net19(risen) },
    });
    expect(shown.taxedPrice?.totalTax?.centAmount).toBe(0);
    // Confirmed again on what was shown: the order and its payment are that net amount.
    const placed = await shop.checkout.place(de, shown, "bank", { clientType: "company", returnUrl });
    if (placed.kind !== "order") throw new Error(JSON.stringify(placed));
    const { order } = placed;
    expect(order.lineItems[0]?.price.value.centAmount).toBe(net19(risen));
    expect(order.taxedPrice?.totalTax?.centAmount).toBe(0);
    const payment = await shop.engine.payment(order.paymentInfo?.payments.at(-1)?.id ?? "");
    expect(payment?.amountPlanned.centAmount).toBe(order.totalPrice.centAmount);
    const shipping = order.shippingInfo?.price.centAmount ?? 0;
    expect(order.totalPrice.centAmount).toBe(2 * net19(risen) + shipping);
  });

  it("at the card return, a price that moved since the payment was made is not charged: the authorisation is released", async () => {
    const sku = skus[2] ?? "";
    const { cart } = await addressesStep(await add(shop, de, sku, 1), company(de));
    const placed = await shop.checkout.place(de, cart, "card", { clientType: "company", returnUrl });
    if (placed.kind !== "provider") throw new Error(JSON.stringify(placed));
    const paid = payOnPage(shop, placed.url);
    setGermanPrice(sku, (await grossUnitNow(sku)) + 500);
    const risen = await grossUnitNow(sku);
    const back = await shop.checkout.completeCardPayment(
      new Request(returnUrl),
      de,
      await current(cart),
      paid.sessionId,
      paid.sessionResult,
    );
    expect(back).toEqual({ ok: false, code: "malformed-price", released: true });
    const after = await current(cart);
    expect(after.cartState).toBe("Active");
    expect(after.lineItems[0]?.price.value.centAmount).toBe(net19(risen));
  });
});

describe("the header's client-type switch", () => {
  it("to private makes a net cart gross at once; back to company keeps it gross until the addresses step, which takes the stored check", async () => {
    const sku = skus[1] ?? "";
    const { cart: gross } = await addressesStep(await add(shop, de, sku, 1), addressesOf(de));
    const session = "switching-visitor";
    const { cart: netCart, net } = await addressesStep(gross, company(de), session);
    expect([net, netCart.taxMode]).toEqual(["net", "External"]);
    const toPrivate = await shop.checkout.settleClientType(de, netCart, "private");
    expect(toPrivate.taxMode).toBe("Platform");
    expect(toPrivate.totalPrice.centAmount).toBe(gross.totalPrice.centAmount);
    expect(toPrivate.taxedPrice?.totalTax?.centAmount).toBe(gross.taxedPrice?.totalTax?.centAmount);
    // A company switch never makes a cart net by itself, whatever its billing address still says.
    const toCompany = await shop.checkout.settleClientType(de, toPrivate, "company");
    expect(toCompany.taxMode).toBe("Platform");
    expect((await current(netCart)).taxMode).toBe("Platform");
    // The addresses step posted again as the company: its stored result stands, no new check.
    const again = await addressesStep(toCompany, company(de), session);
    expect(again.checked).toMatchObject({ stored: true, outcome: { kind: "valid" } });
    expect([again.net, again.cart.taxMode]).toEqual(["net", "External"]);
  });
});

describe("Google Pay express", () => {
  const address = {
    firstName: "Erika Mustermann",
    phone: "+49 30 1234567",
    country: "DE",
    city: "Berlin",
    streetName: "Hauptstraße 5",
    postalCode: "10115",
    email: "wallet@example.com",
  };
  const token = () => shop.payments.issueGooglePayToken({ cardNetwork: "VISA", refused: false }).token;
  const pay = (cart: Cart) =>
    shop.checkout.payGooglePayExpress(de, cart, {
      address,
      email: address.email,
      token: token(),
      shown: { value: cart.totalPrice.centAmount, currency: "EUR" },
      returnUrl,
    });

  it("refuses a net cart and leaves its validated company address and net amounts as they are", async () => {
    const { cart } = await addressesStep(await add(shop, de, skus[0] ?? "", 1), company(de));
    expect(cart.taxMode).toBe("External");
    expect(await pay(cart)).toEqual({ kind: "refused", reason: "netInvoice" });
    const after = await current(cart);
    expect(after.billingAddress).toMatchObject({
      company: "Muster GmbH",
      custom: { fields: { vatValidated: true } },
    });
    expect([after.taxMode, after.totalPrice.centAmount, after.version]).toEqual([
      "External",
      cart.totalPrice.centAmount,
      cart.version,
    ]);
    expect(after.paymentInfo?.payments ?? []).toEqual([]);
  });

  it("keeps a signed-in customer's e-mail on the order, not the wallet's", async () => {
    const anonymous = await add(shop, de, skus[1] ?? "", 1);
    const email = `express-${Date.now()}@example.com`;
    const { cart: merged } = await shop.engine.signUp(
      { email, password: "Secret-123456", firstName: "Erika", lastName: "Muster" },
      { anonymousCartId: anonymous.id, storeKey: de.storeKey },
    );
    if (!merged?.customerId) throw new Error("the cart did not become the customer's");
    // The sheet's address changes shipping: the sheet shows what the addressed cart costs.
    const first = await pay(merged);
    const addressed = await current(merged);
    const outcome = first.kind === "order" ? first : await pay(addressed);
    if (outcome.kind !== "order") throw new Error(JSON.stringify(outcome));
    expect(outcome.order.customerEmail).toBe(email);
    expect(outcome.order.customerId).toBe(merged.customerId);
    expect(outcome.order.shippingAddress).toMatchObject({ city: "Berlin", streetName: "Hauptstraße 5" });
  });
});
