/**
 * NET invoices under reverse charge against the embedded defaults (issue 19.1, decision 0029): a
 * company in Germany with a VAT ID the local VAT responder finds valid gets a net cart (External tax
 * mode, 0 % reverse-charge rates), keeps it through a later line and the cash-on-delivery fee, and
 * orders and pays it net; a private buyer, a not-valid ID, a check that could not be done, Slovakia
 * and Great Britain stay (or become again) gross.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationMail } from "../../app/lib/receipt.server";
import type { CheckoutAddressValue } from "../../config";
import { summaryOf } from "../../server/cart/summary";
import type { Market } from "../../server/market";
import { add, addressesOf, createTestShop, marketOf, productsOf, type TestShop } from "../support/shop";

const de = marketOf("de");
let shop: TestShop;
let sku: string;
let other: string;

beforeAll(async () => {
  shop = await createTestShop();
  [sku = "", other = ""] = await productsOf(shop, de);
});
afterAll(() => shop.close());

const company = (market: Market, vatId: string): CheckoutAddressValue => {
  const value = addressesOf(market);
  return { ...value, clientType: "company", billing: { ...value.billing, company: "Muster GmbH", vatId } };
};

/** The addresses step as the route runs it: the server's own VAT check, the save, then net or gross. */
async function addressesStep(market: Market, cart: Cart, value: CheckoutAddressValue) {
  const vatId = value.clientType === "company" ? value.billing.vatId : undefined;
  const vat = vatId ? await shop.checkout.checkVat(market, vatId) : null;
  const saved = await shop.checkout.saveAddresses(market, cart, {
    value,
    email: "jana@example.com",
    shipping: null,
    vat,
  });
  const net = await shop.checkout.settleNetInvoice(market, saved, { clientType: value.clientType, vat });
  const current = await shop.engine.getCart(cart.id);
  if (!current) throw new Error("cart gone");
  return { net, cart: current, vat };
}

const summary = (cart: Cart) => summaryOf(cart, { language: "de", personalDiscounts: false });

describe("a company in Germany with a valid VAT ID", () => {
  it("gets a net cart: 0 % reverse charge, net = gross = the total, and 'net' for the message", async () => {
    const cart = await add(shop, de, sku, 2);
    const gross = summary(cart);
    const { net, cart: netCart } = await addressesStep(de, cart, company(de, "DE123456789"));
    expect(net).toBe("net");
    expect(netCart.taxMode).toBe("External");
    expect(netCart.billingAddress?.custom?.fields.vatValidated).toBe(true);
    const shown = summary(netCart);
    expect(shown.vat).toEqual({ rate: 0, amount: 0, reverseCharge: true });
    expect(shown.net?.total).toBe(shown.total);
    // The prices stay the shop's prices; only the VAT is gone (decision 0029).
    expect(shown.subtotal).toBe(gross.subtotal);
    expect(gross.vat?.rate).toBe(19);
  });

  it("stays net when a line is added and cash on delivery is chosen, and orders and pays net", async () => {
    const { cart } = await addressesStep(de, await add(shop, de, sku, 1), company(de, "DE123456789"));
    await add(shop, de, other, 1, cart.id);
    const withLine = await shop.engine.getCart(cart.id);
    expect(withLine?.lineItems).toHaveLength(2);
    expect(withLine?.lineItems.every((l) => l.taxRate?.name === "reverse-charge")).toBe(true);
    const cod = await shop.checkout.choosePayment(de, withLine as Cart, "cod");
    expect(cod.customLineItems[0]?.taxRate).toMatchObject({ name: "reverse-charge", amount: 0 });
    expect(summary(cod).vat).toEqual({ rate: 0, amount: 0, reverseCharge: true });
    const placed = await shop.checkout.place(de, cod, "cod", {
      clientType: "company",
      returnUrl: "http://de.localhost/checkout/payment",
    });
    expect(placed.kind).toBe("order");
    if (placed.kind !== "order") return;
    const order = placed.order;
    expect(order.taxedPrice?.totalTax?.centAmount).toBe(0);
    expect(order.taxedPrice?.totalNet.centAmount).toBe(order.totalPrice.centAmount);
    // The payment is for the net amount: the cart's taxed total, no VAT on top.
    const payment = await shop.engine.payment(order.paymentInfo?.payments.at(-1)?.id ?? "");
    expect(payment?.amountPlanned.centAmount).toBe(order.taxedPrice?.totalGross.centAmount);
    // The confirmation e-mail names the reverse charge instead of the VAT.
    const cookie = (await shop.checkout.rememberOrder(new Request("http://de.localhost/"), order.id)).split(
      ";",
    )[0];
    const browser = new Request("http://de.localhost/", { headers: { cookie: cookie ?? "" } });
    const receipt = await shop.checkout.receipt(browser, de, order.id);
    if (!receipt) throw new Error("no receipt");
    const mail = await confirmationMail(de, receipt);
    expect(mail.text).toMatch(
      /\nMwSt\. 0 % – Steuerschuldnerschaft des Leistungsempfängers \(Reverse Charge\): 0,00\s€\n/,
    );
    expect(mail.text).not.toContain("inkl. 19 % MwSt.");
  });

  it("goes back to gross as a private buyer, with a changed ID that is not valid, or with the ID cleared", async () => {
    for (const value of [addressesOf(de), company(de, "DE12345"), company(de, "")]) {
      const { cart } = await addressesStep(de, await add(shop, de, sku, 1), company(de, "DE123456789"));
      expect(cart.taxMode).toBe("External");
      const again = await addressesStep(de, cart, value);
      expect(again.net).toBe("gross");
      expect(again.cart.taxMode).toBe("Platform");
      expect(summary(again.cart).vat?.rate).toBe(19);
    }
  });

  it("a net cart whose billing address stops qualifying goes gross on its next change (defence in depth)", async () => {
    const { cart } = await addressesStep(de, await add(shop, de, sku, 1), company(de, "DE123456789"));
    const saved = await shop.checkout.saveAddresses(de, cart, {
      value: addressesOf(de),
      email: "jana@example.com",
      shipping: null,
      vat: null,
    });
    expect(saved.taxMode).toBe("Platform");
    expect(summary(saved).vat?.rate).toBe(19);
  });
});

describe("gross stays gross", () => {
  it("a not-valid ID: gross without the failure message; the check not done (all nines): gross with it", async () => {
    const invalid = await addressesStep(de, await add(shop, de, sku, 1), company(de, "DE12345"));
    expect(invalid.vat?.kind).toBe("invalid");
    expect([invalid.net, invalid.cart.taxMode]).toEqual(["gross", "Platform"]);
    const unavailable = await addressesStep(de, await add(shop, de, sku, 1), company(de, "DE999999999"));
    expect(unavailable.vat?.kind).toBe("unavailable");
    expect([unavailable.net, unavailable.cart.taxMode]).toEqual(["failed", "Platform"]);
  });

  it("Slovakia (domestic) and Great Britain (outside the EU VAT area) with valid IDs", async () => {
    for (const [cc, vatId] of [
      ["sk", "SK2020000004"],
      ["gb", "GB123456789"],
    ] as const) {
      const market = marketOf(cc);
      const [first = ""] = await productsOf(shop, market);
      const step = await addressesStep(market, await add(shop, market, first, 1), company(market, vatId));
      expect(step.vat?.kind).toBe("valid");
      expect([step.net, step.cart.taxMode]).toEqual(["gross", "Platform"]);
    }
  });
});
