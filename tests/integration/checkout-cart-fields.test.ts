/**
 * SPEC §3 cart custom fields against the embedded platform: calculatedCodFee while cash on delivery
 * is chosen (and its VAT in the summary's VAT line), the e-mail consent flag and the utm source, all
 * three carried to the order (decision 0028).
 */
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feeVatShare, withFeeVat } from "../../app/lib/fee-vat";
import { summaryOf } from "../../server/cart/summary";
import { utmSourceOf } from "../../server/checkout/payment-choice";
import { shopCookie } from "../../server/session/cookies";
import { add, addressesOf, createTestShop, marketOf, productsOf, type TestShop } from "../support/shop";

const de = marketOf("de");
let shop: TestShop;
let sku: string;

beforeAll(async () => {
  shop = await createTestShop();
  sku = (await productsOf(shop, de))[0] ?? "";
});
afterAll(() => shop.close());

const summary = (cart: Cart) => summaryOf(cart, { language: "de", personalDiscounts: false });

async function readyCart({ emailConsent = true, utmSource = "newsletter_nov" as string | null } = {}) {
  const cart = await add(shop, de, sku, 2);
  return shop.checkout.saveAddresses(de, cart, {
    value: addressesOf(de),
    email: "jana@example.com",
    shipping: null,
    vat: null,
    emailConsent,
    ...(utmSource ? { utmSource } : {}),
  });
}

describe("the addresses step's cart fields (SPEC §3)", () => {
  it("sets the e-mail consent and the utm source on the cart, with the shop's cart type", async () => {
    const cart = await readyCart();
    expect(cart.custom?.type).toMatchObject({ typeId: "type", id: "cart-fields" });
    expect(cart.custom?.fields).toEqual({ customerAgreedToSendEmail: true, utmSource: "newsletter_nov" });
  });

  it("keeps an unticked box as false and sets no utm source without one; a second save changes the flag", async () => {
    const cart = await readyCart({ emailConsent: false, utmSource: null });
    expect(cart.custom?.fields).toEqual({ customerAgreedToSendEmail: false });
    const again = await shop.checkout.saveAddresses(de, cart, {
      value: addressesOf(de),
      email: "jana@example.com",
      shipping: null,
      vat: null,
      emailConsent: true,
      utmSource: "partner-x",
    });
    expect(again.custom?.fields).toEqual({ customerAgreedToSendEmail: true, utmSource: "partner-x" });
  });
});

describe("calculatedCodFee while cash on delivery is chosen (SPEC §3, §5, §9)", () => {
  it("is set with the fee line, its VAT in the VAT line, and removed with it when another kind is chosen", async () => {
    const before = await readyCart();
    const gross = summary(before);
    expect(gross.vat?.rate).toBe(19);
    const cod = await shop.checkout.choosePayment(de, before, "cod");
    expect(cod.custom?.fields.calculatedCodFee).toEqual({
      type: "centPrecision",
      currencyCode: "EUR",
      centAmount: 200,
      fractionDigits: 2,
    });
    expect(cod.customLineItems.map((l) => l.key)).toEqual(["cod-fee"]);
    const withFee = summary(cod);
    // Germany 19 %: the 2.00 € fee includes 0.32 € VAT, in the VAT line before the order is placed.
    expect(feeVatShare(2, 19, "EUR")).toBe(0.32);
    expect(Math.round(((withFee.vat?.amount ?? 0) - (gross.vat?.amount ?? 0)) * 100)).toBe(32);
    expect(Math.round((withFee.total - gross.total) * 100)).toBe(200);
    // The page's preview (before the cart has the fee) shows the same cents the platform computes.
    expect(withFeeVat(gross, { amount: 2 }, "EUR")).toEqual({
      total: withFee.total,
      vat: withFee.vat?.amount,
      net: Math.round((withFee.total - (withFee.vat?.amount ?? 0)) * 100) / 100,
    });
    // Choosing it twice changes nothing; the other fields stay.
    const same = await shop.checkout.choosePayment(de, cod, "cod");
    expect(same.version).toBe(cod.version);
    const card = await shop.checkout.choosePayment(de, cod, "card");
    expect(card.custom?.fields.calculatedCodFee).toBeUndefined();
    expect(card.customLineItems).toEqual([]);
    expect(card.custom?.fields).toEqual({ customerAgreedToSendEmail: true, utmSource: "newsletter_nov" });
    expect(card.totalPrice.centAmount).toBe(before.totalPrice.centAmount);
  });

  it("is not set where cash on delivery is not allowed for the cart", async () => {
    const cart = await readyCart();
    const refused = await shop.checkout.choosePayment(marketOf("de"), { ...cart, lineItems: [] }, "cod");
    expect(refused.custom?.fields.calculatedCodFee).toBeUndefined();
    expect(refused.customLineItems).toEqual([]);
  });
});

describe("the payment step's chosen kind (SPEC §3, §5)", () => {
  it("is cash on delivery while calculatedCodFee is set, and loses the fee once the cart no longer allows it", async () => {
    const plain = await readyCart();
    expect(await shop.checkout.chosenPayment(de, plain)).toEqual({ cart: plain, codChosen: false });
    const cod = await shop.checkout.choosePayment(de, plain, "cod");
    expect((await shop.checkout.chosenPayment(de, cod)).codChosen).toBe(true);
    // 21 items break the cash-and-bank rule (SPEC §5: at most 20): the fee and its field go.
    const grown = await shop.carts.update(de, cod, (current) => [
      { action: "changeLineItemQuantity", lineItemId: current.lineItems[0]?.id ?? "", quantity: 21 },
    ]);
    const { cart, codChosen } = await shop.checkout.chosenPayment(de, grown);
    expect(codChosen).toBe(false);
    expect(cart.custom?.fields.calculatedCodFee).toBeUndefined();
    expect(cart.customLineItems).toEqual([]);
  });
});

describe("the order carries the three fields", () => {
  it("a cash-on-delivery order has calculatedCodFee, the e-mail consent and the utm source", async () => {
    const cart = await shop.checkout.choosePayment(de, await readyCart(), "cod");
    const placed = await shop.checkout.place(de, cart, "cod", {
      clientType: "private",
      returnUrl: "http://de.localhost/checkout/payment",
    });
    expect(placed.kind).toBe("order");
    if (placed.kind !== "order") return;
    expect(placed.order.custom?.fields).toEqual({
      customerAgreedToSendEmail: true,
      utmSource: "newsletter_nov",
      calculatedCodFee: { type: "centPrecision", currencyCode: "EUR", centAmount: 200, fractionDigits: 2 },
    });
    const stored = await shop.engine.order({ id: placed.order.id });
    expect(stored?.custom?.fields.calculatedCodFee).toMatchObject({ centAmount: 200 });
  });

  it("a card order placed after cash on delivery was chosen has no calculatedCodFee", async () => {
    const cart = await shop.checkout.choosePayment(de, await readyCart(), "cod");
    const placed = await shop.checkout.place(de, cart, "card", {
      clientType: "private",
      returnUrl: "http://de.localhost/checkout/payment",
    });
    expect(placed.kind).toBe("provider");
    const current = await shop.engine.getCart(cart.id);
    expect(current?.custom?.fields.calculatedCodFee).toBeUndefined();
    expect(current?.customLineItems).toEqual([]);
  });
});

describe("the utm source cookie, read again (SPEC §2)", () => {
  const request = (cookie: string) => new Request("http://de.localhost/", { headers: { Cookie: cookie } });

  it("gives the value the flag stored", async () => {
    const header = await shopCookie("utmSource", { https: false }).serialize("newsletter_nov");
    expect(await utmSourceOf(request(header.split(";")[0] ?? ""))).toBe("newsletter_nov");
  });

  it("gives nothing for a tampered, empty or missing cookie", async () => {
    const encode = (value: unknown) => `utm_source=${btoa(JSON.stringify(value))}`;
    expect(await utmSourceOf(request(encode("<script>alert(1)</script>")))).toBeUndefined();
    expect(await utmSourceOf(request(encode({ source: "x" })))).toBeUndefined();
    expect(await utmSourceOf(request(encode("a".repeat(500))))).toBeUndefined();
    expect(await utmSourceOf(request(encode("")))).toBeUndefined();
    expect(await utmSourceOf(request("utm_source=%%%not-base64"))).toBeUndefined();
    expect(await utmSourceOf(new Request("http://de.localhost/"))).toBeUndefined();
  });
});
