/**
 * NET invoices under reverse charge against the embedded defaults (issue 19.1, decision 0029): a
 * company in Germany with a VAT ID the local VAT responder finds valid gets a net cart (External tax
 * mode, 0 % reverse-charge rates, the catalogue's net prices, the net fee and net shipping), keeps it
 * through a later line and the cash-on-delivery fee, orders and pays it net, and goes back to exactly
 * its gross amounts; a private buyer, a not-valid ID, a check that could not be done, Slovakia
 * and Great Britain stay (or become again) gross.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationMail } from "../../app/lib/receipt.server";
import type { CheckoutAddressValue } from "../../config";
import { guaranteeParent } from "../../server/cart";
import { summaryOf } from "../../server/cart/summary";
import { netCents } from "../../server/cart/summary-net";
import { type GuaranteeOffer, guaranteeTarget } from "../../server/catalog/guarantee";
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
  // A session of its own per step: this file's steps stay below the VAT check's throttle.
  const who = { clientIp: "", session: `net-${Math.random()}` };
  const vat = vatId ? (await shop.checkout.checkVat(market, vatId, who, cart)).outcome : null;
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

/** A cart's amounts in minor units: each line's unit and total, the fee, shipping, total and tax. */
const amounts = (cart: Cart) => ({
  lines: cart.lineItems.map((l) => [l.price.value.centAmount, l.totalPrice.centAmount]),
  fee: cart.customLineItems.map((l) => l.totalPrice.centAmount),
  codField: (cart.custom?.fields.calculatedCodFee as { centAmount?: number } | undefined)?.centAmount,
  shipping: cart.shippingInfo?.price.centAmount,
  total: cart.totalPrice.centAmount,
  tax: cart.taxedPrice?.totalTax?.centAmount,
});

/** The net of a gross amount at Germany's 19 %, as the catalogue shows a company buyer (half even). */
const net19 = (cents: number) => netCents(cents, 0.19);

describe("a company in Germany with a valid VAT ID", () => {
  it("gets a net cart: the catalogue's net prices, net shipping, 0 % reverse charge, and 'net' for the message", async () => {
    const cart = await add(shop, de, sku, 2);
    const { cart: grossCart } = await addressesStep(de, cart, addressesOf(de));
    const gross = amounts(grossCart);
    const { net, cart: netCart } = await addressesStep(de, grossCart, company(de, "DE123456789"));
    expect(net).toBe("net");
    expect(netCart.taxMode).toBe("External");
    expect(netCart.billingAddress?.custom?.fields.vatValidated).toBe(true);
    const [[grossUnit = 0] = []] = gross.lines;
    const unit = net19(grossUnit);
    const shipping = net19(gross.shipping ?? 0);
    expect(amounts(netCart)).toMatchObject({
      lines: [[unit, 2 * unit]],
      shipping,
      total: 2 * unit + shipping,
      tax: 0,
    });
    expect(netCart.lineItems[0]?.priceMode).toBe("ExternalPrice");
    const shown = summary(netCart);
    expect(shown.vat).toEqual({ rate: 0, amount: 0, reverseCharge: true });
    // What the summary shows is what is charged: net total = total = Σ net items.
    expect(shown.net?.total).toBe(shown.total);
    expect(shown.total).toBe((2 * unit + shipping) / 100);
  });

  it("goes net and back to gross with exactly its original gross amounts (lines, COD fee and field, shipping)", async () => {
    const cart = await add(shop, de, sku, 1);
    const { cart: addressed } = await addressesStep(de, cart, addressesOf(de));
    const withCod = await shop.checkout.choosePayment(de, addressed, "cod");
    const gross = amounts(withCod);
    expect(gross.fee).toEqual([200]);
    expect(gross.codField).toBe(200);
    const { cart: netCart } = await addressesStep(de, withCod, company(de, "DE123456789"));
    expect(amounts(netCart)).toMatchObject({ fee: [168], codField: 168, tax: 0 });
    expect(netCart.shippingInfo?.shippingMethod).toBeUndefined();
    const { cart: again, net } = await addressesStep(de, netCart, addressesOf(de));
    expect(net).toBe("gross");
    expect(amounts(again)).toEqual(gross);
    expect(again.taxedPrice).toEqual(withCod.taxedPrice);
    expect(again.shippingInfo?.shippingMethod?.id).toBe(withCod.shippingInfo?.shippingMethod?.id);
    expect(again.lineItems.every((l) => l.priceMode === "Platform")).toBe(true);
  });

  it("nets an extra guarantee from its offer's price, keeps it net when its product's quantity changes, and restores it", async () => {
    let found: { sku: string; offer: GuaranteeOffer } | undefined;
    for (const candidate of await productsOf(shop, de)) {
      const product = (await shop.products.bySkus(de, [candidate])).get(candidate);
      const [offer] = product ? await shop.products.guaranteesFor(de, guaranteeTarget(product)) : [];
      if (offer) {
        found = { sku: candidate, offer };
        break;
      }
    }
    if (!found) throw new Error("no product with a guarantee offer");
    const { sku: parent, offer } = found;
    const visitor = { market: de, visitor: "net-guarantee" };
    const added = await shop.carts.change(visitor, {
      intent: "add",
      sku: parent,
      quantity: "1",
      guarantee: offer.sku,
    });
    if (!added.cart) throw new Error("no cart");
    const grossOffer = Math.round(offer.price * 100);
    const guaranteeOf = (c: Cart) => c.lineItems.find((l) => guaranteeParent(l) === parent);
    const { cart: addressed } = await addressesStep(de, added.cart, addressesOf(de));
    const gross = amounts(addressed);
    const { cart: netCart } = await addressesStep(de, addressed, company(de, "DE123456789"));
    expect(guaranteeOf(netCart)?.price.value.centAmount).toBe(net19(grossOffer));
    const line = netCart.lineItems.find((l) => l.variant.sku === parent);
    const more = await shop.carts.change(
      { ...visitor, cartId: netCart.id },
      { intent: "quantity", lineId: line?.id ?? "", quantity: "2" },
    );
    expect(more.ok).toBe(true);
    const twice = await shop.engine.getCart(netCart.id);
    if (!twice) throw new Error("cart gone");
    expect(guaranteeOf(twice)).toMatchObject({
      quantity: 2,
      price: { value: { centAmount: net19(grossOffer) } },
    });
    expect(twice.taxedPrice?.totalTax?.centAmount).toBe(0);
    const { cart: less } = await addressesStep(de, twice, company(de, "DE123456789"));
    const back = await shop.carts.change(
      { ...visitor, cartId: less.id },
      { intent: "quantity", lineId: line?.id ?? "", quantity: "1" },
    );
    expect(back.ok).toBe(true);
    const { cart: again } = await addressesStep(
      de,
      (await shop.engine.getCart(less.id)) as Cart,
      addressesOf(de),
    );
    expect(guaranteeOf(again)?.price.value.centAmount).toBe(grossOffer);
    expect(amounts(again)).toEqual(gross);
  });

  it("stays net when a line is added and cash on delivery is chosen, and orders and pays net", async () => {
    const { cart } = await addressesStep(de, await add(shop, de, sku, 1), company(de, "DE123456789"));
    await add(shop, de, other, 1, cart.id);
    const withLine = await shop.engine.getCart(cart.id);
    expect(withLine?.lineItems).toHaveLength(2);
    const added = withLine?.lineItems[1];
    const otherGross = (await add(shop, de, other, 1)).lineItems[0]?.price.value.centAmount ?? 0;
    expect(added?.priceMode).toBe("ExternalPrice");
    expect(added?.price.value.centAmount).toBe(net19(otherGross));
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
    // Every item is charged net: the later line got its net price, the fee is the net fee.
    expect(order.lineItems.every((l) => l.priceMode === "ExternalPrice")).toBe(true);
    expect(order.customLineItems[0]?.money.centAmount).toBe(net19(200));
    expect(order.custom?.fields.calculatedCodFee).toMatchObject({ centAmount: net19(200) });
    const items =
      order.lineItems.reduce((sum, l) => sum + l.totalPrice.centAmount, 0) +
      order.customLineItems.reduce((sum, l) => sum + l.totalPrice.centAmount, 0) +
      (order.shippingInfo?.price.centAmount ?? 0);
    expect(order.totalPrice.centAmount).toBe(items);
    expect(payment?.amountPlanned.centAmount).toBe(items);
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
  it("a net cart whose billing address stopped qualifying behind the change hook's back is never paid (fail closed)", async () => {
    const { cart } = await addressesStep(de, await add(shop, de, sku, 1), company(de, "DE123456789"));
    // As if the hook had failed: the platform is changed directly, the cart stays External.
    const { company: _company, custom: _vat, ...privateBilling } = cart.billingAddress ?? {};
    const changed = await shop.engine.updateCart(cart.id, cart.version, [
      { action: "setBillingAddress", address: { ...privateBilling, country: "DE" } },
    ]);
    expect(changed.taxMode).toBe("External");
    for (const kind of ["bank", "card"] as const) {
      const placed = await shop.checkout.place(de, changed, kind, {
        clientType: "private",
        returnUrl: "http://de.localhost/checkout/payment",
      });
      expect(placed).toEqual({ kind: "refused", reason: "missingDetails" });
    }
    const after = await shop.engine.getCart(cart.id);
    expect(after?.cartState).toBe("Active");
    expect(after?.paymentInfo?.payments ?? []).toHaveLength(0);
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
