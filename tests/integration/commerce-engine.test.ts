import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Cart } from "@commercetools/platform-sdk";
import { describe, expect, it, vi } from "vitest";
import { CommerceError } from "../../server/commerce/errors";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { address, fixtureCommerce, NOW } from "../support/commerce";

const cents = (cart: Cart) => ({
  total: cart.totalPrice.centAmount,
  net: cart.taxedPrice?.totalNet.centAmount,
  tax: cart.taxedPrice?.totalTax?.centAmount,
  shipping: cart.shippingInfo?.price.centAmount,
});

const products = [
  {
    sku: "DRILL",
    prices: [
      ["DE", "EUR", 119],
      ["FR", "EUR", 120],
      ["AT", "EUR", 120],
    ] as [string, string, number][],
  },
  {
    sku: "SMALL",
    prices: [
      ["DE", "EUR", 10],
      ["FR", "EUR", 10],
    ] as [string, string, number][],
  },
  {
    sku: "VD",
    prices: [["DE", "EUR", 100]] as [string, string, number][],
    attributes: { volumeDiscountGroup: "vd-workshop" },
  },
  {
    sku: "VD2",
    prices: [["DE", "EUR", 50]] as [string, string, number][],
    attributes: { volumeDiscountGroup: "vd-workshop" },
  },
  {
    sku: "BENCH",
    prices: [
      ["DE", "EUR", 30],
      ["HU", "HUF", 12700],
      ["CZ", "CZK", 1000],
    ] as [string, string, number][],
    attributes: { isPackageTypeFreight: true },
  },
  {
    sku: "MIXER",
    prices: [
      ["HU", "HUF", 25400],
      ["CH", "CHF", 108.1],
      ["CZ", "CZK", 1400],
      ["GB", "GBP", 51.99],
    ] as [string, string, number][],
  },
  {
    sku: "KALT",
    prices: [["DE", "EUR", 150]] as [string, string, number][],
    attributes: { brand: "Kaltmann" },
  },
  { sku: "RARE", prices: [["DE", "EUR", 20]] as [string, string, number][], stock: 2 },
];

async function cartWith(
  commerce: LocalCommerce,
  market: { country: string; currency: string; store: string },
  lines: [string, number][],
  shipping?: string,
) {
  let cart = await commerce.createCart({
    currency: market.currency,
    country: market.country,
    store: { typeId: "store", key: market.store },
    inventoryMode: "TrackOnly",
  });
  cart = await commerce.updateCart(cart.id, cart.version, [
    ...lines.map(([sku, quantity]) => ({ action: "addLineItem" as const, sku, quantity })),
    ...(shipping
      ? [
          { action: "setShippingAddress" as const, address: address(market.country) },
          {
            action: "setShippingMethod" as const,
            shippingMethod: { typeId: "shipping-method" as const, key: shipping },
          },
        ]
      : []),
  ]);
  return cart;
}

const DE = { country: "DE", currency: "EUR", store: "store-de" };

describe("embedded platform: prices, tax and shipping", () => {
  it("computes a German cart with 19 % VAT and free shipping above 59 €", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["DRILL", 2]], "parcel");
    expect(cart.inventoryMode).toBe("TrackOnly");
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(23800);
    expect(cents(cart)).toEqual({ total: 23800, net: 20000, tax: 3800, shipping: 0 });
    expect(cart.taxedPrice?.taxPortions).toEqual([
      { rate: 0.19, name: "19% DE", amount: expect.objectContaining({ centAmount: 3800 }) },
    ]);
  });

  it("charges the parcel fee below the threshold and taxes it", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["SMALL", 1]], "parcel");
    // 10.00 + 1.95: nets 840 + 164, taxes 160 + 31
    expect(cents(cart)).toEqual({ total: 1195, net: 1004, tax: 191, shipping: 195 });
  });

  it("computes a Hungarian cart in whole forints with 27 % VAT and the freight fee", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(
      commerce,
      { country: "HU", currency: "HUF", store: "store-hu" },
      [["BENCH", 1]],
      "freight",
    );
    expect(cart.totalPrice.fractionDigits).toBe(0);
    // 12 700 + 3 731 freight: nets 10 000 + 2 938, taxes 2 700 + 793
    expect(cents(cart)).toEqual({ total: 16431, net: 12938, tax: 3493, shipping: 3731 });
  });

  it("computes a Swiss cart with 8.1 % VAT", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(
      commerce,
      { country: "CH", currency: "CHF", store: "store-ch" },
      [["MIXER", 1]],
      "parcel",
    );
    expect(cents(cart)).toEqual({ total: 10810, net: 10000, tax: 810, shipping: 0 });
  });

  it("uses France's own fees and the free-shipping threshold per currency", async () => {
    const { commerce } = fixtureCommerce(products);
    const fr = await cartWith(
      commerce,
      { country: "FR", currency: "EUR", store: "store-fr" },
      [["SMALL", 1]],
      "parcel",
    );
    expect(fr.shippingInfo?.price.centAmount).toBe(695);
    const cz = await cartWith(
      commerce,
      { country: "CZ", currency: "CZK", store: "store-cz" },
      [["MIXER", 1]],
      "parcel",
    );
    expect(cz.shippingInfo?.price.centAmount).toBe(0); // 1 400 Kč ≥ 1 399 Kč
    const czFreight = await cartWith(
      commerce,
      { country: "CZ", currency: "CZK", store: "store-cz" },
      [["BENCH", 1]],
      "freight",
    );
    expect(czFreight.shippingInfo?.price.centAmount).toBe(23500); // 1 000 Kč < 1 399 Kč
    const gb = await cartWith(
      commerce,
      { country: "GB", currency: "GBP", store: "store-gb" },
      [["MIXER", 1]],
      "parcel",
    );
    expect(gb.shippingInfo?.price.centAmount).toBe(195); // £51.99 is below the £52 threshold
  });

  it("marks the parcel method as not matching a cart with a freight item", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["BENCH", 1]], "parcel");
    expect(cart.shippingInfo?.shippingMethodState).toBe("DoesNotMatchCart");
    const offered = await commerce.shippingMethodsForCart(cart.id);
    expect(offered.map((m) => m.key)).toEqual(["freight"]);
  });
});

describe("embedded platform: discounts", () => {
  it.each([
    [2, 20000],
    [3, 28500],
    [4, 38000],
    [5, 45000],
    [9, 81000],
    [10, 85000],
  ])("volume discount at %i items gives %i cents", async (quantity, total) => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["VD", quantity]]);
    expect(cart.totalPrice.centAmount).toBe(total);
  });

  it("counts the items of one group across lines", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [
      ["VD", 2],
      ["VD2", 1],
    ]);
    // 3 items of vd-workshop: 5 % on both lines
    expect(cart.lineItems.map((l) => l.totalPrice.centAmount)).toEqual([19000, 4750]);
    expect(
      cart.lineItems[0]?.discountedPricePerQuantity[0]?.discountedPrice.includedDiscounts[0]?.discount.id,
    ).toBe("cd-volume-vd-workshop-3");
  });

  it("stops a discount code behind a volume discount (SPEC §5: they conflict), and applies it without one", async () => {
    const { commerce } = fixtureCommerce(products);
    let cart = await cartWith(commerce, DE, [["VD", 3]]);
    cart = await commerce.updateCart(cart.id, cart.version, [
      { action: "addDiscountCode", code: "WELCOME10" },
    ]);
    // 100 → 95 (volume 5 %, StopAfterThisDiscount), three times; the code waits.
    expect(cart.totalPrice.centAmount).toBe(28500);
    expect(cart.discountCodes[0]?.state).toBe("ApplicationStoppedByPreviousDiscount");
    // Expanded for the cart page: the code's text and each discount's name.
    expect(cart.discountCodes[0]?.discountCode.obj?.code).toBe("WELCOME10");
    const names = cart.lineItems[0]?.discountedPricePerQuantity[0]?.discountedPrice.includedDiscounts.map(
      (d) => (d.discount as { obj?: { name: { en: string } } }).obj?.name.en,
    );
    expect(names).toEqual(["Volume discount 5 %"]);
    // Below the threshold the code applies: 100 → 90, twice.
    cart = await commerce.updateCart(cart.id, cart.version, [
      { action: "changeLineItemQuantity", lineItemId: cart.lineItems[0]?.id ?? "", quantity: 2 },
    ]);
    expect(cart.totalPrice.centAmount).toBe(18000);
    expect(cart.discountCodes[0]?.state).toBe("MatchesCart");
  });

  it("supports absolute, fixed-price and gift-line-item codes", async () => {
    const { commerce } = fixtureCommerce(products);
    const brand = await commerce.updateCart(...(await args(commerce, [["DRILL", 1]], "BRAND15")));
    expect(brand.totalPrice.centAmount).toBe(11900 - 1500);
    const fixed = await commerce.updateCart(...(await args(commerce, [["KALT", 2]], "FIXED99")));
    expect(fixed.totalPrice.centAmount).toBe(2 * 9900);
    const gift = await commerce.updateCart(...(await args(commerce, [["SMALL", 1]], "GIFT")));
    const giftLine = gift.lineItems.find((l) => l.lineItemMode === "GiftLineItem");
    expect(giftLine?.variant.sku).toBe("GIFT1");
    expect(giftLine?.totalPrice.centAmount).toBe(0);
    expect(gift.totalPrice.centAmount).toBe(1000);
  });

  it("gives code states: does not match, not valid, unknown", async () => {
    const { commerce } = fixtureCommerce(products);
    // BRAND15 targets Ferrox only: on a Kaltmann cart it matches nothing.
    const cart = await commerce.updateCart(...(await args(commerce, [["KALT", 1]], "BRAND15")));
    expect(cart.discountCodes[0]?.state).toBe("DoesNotMatchCart");
    await expect(
      commerce.updateCart(...(await args(commerce, [["SMALL", 1]], "EXPIRED5"))),
    ).rejects.toMatchObject({
      code: "DiscountCodeNonApplicable",
      errors: [expect.objectContaining({ reason: "NotValid" })],
    });
    await expect(
      commerce.updateCart(...(await args(commerce, [["SMALL", 1]], "NOPE"))),
    ).rejects.toMatchObject({
      errors: [expect.objectContaining({ reason: "DoesNotExist" })],
    });
  });

  it("limits a single-use code to one order", async () => {
    const { commerce } = fixtureCommerce(products);
    const first = await commerce.updateCart(...(await args(commerce, [["SMALL", 1]], "ONCE20", true)));
    await commerce.createOrderFromCart({ id: first.id, version: first.version, idempotencyKey: "k1" });
    await expect(
      commerce.updateCart(...(await args(commerce, [["SMALL", 1]], "ONCE20"))),
    ).rejects.toMatchObject({
      errors: [expect.objectContaining({ reason: "MaxApplicationReached" })],
    });
  });
});

async function args(
  commerce: LocalCommerce,
  lines: [string, number][],
  code: string,
  withAddress = false,
): Promise<[string, number, Parameters<LocalCommerce["updateCart"]>[2]]> {
  const cart = await cartWith(commerce, DE, lines, withAddress ? "parcel" : undefined);
  return [cart.id, cart.version, [{ action: "addDiscountCode", code }]];
}

describe("embedded platform: concurrency, orders, inventory, persistence", () => {
  it("answers a stale version with ConcurrentModification and the current version", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["SMALL", 1]]);
    await commerce.updateCart(cart.id, cart.version, [{ action: "addLineItem", sku: "DRILL", quantity: 1 }]);
    const error = await commerce
      .updateCart(cart.id, cart.version, [{ action: "addLineItem", sku: "VD", quantity: 1 }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect((error as CommerceError).statusCode).toBe(409);
    expect((error as CommerceError).code).toBe("ConcurrentModification");
    expect((error as CommerceError).currentVersion).toBe(cart.version + 1);
  });

  it("loses no line when two updates race and the loser retries with the current version", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, []);
    const add = async (sku: string) => {
      let version = cart.version;
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          return await commerce.updateCart(cart.id, version, [{ action: "addLineItem", sku, quantity: 1 }]);
        } catch (error) {
          if (!(error instanceof CommerceError) || error.currentVersion === undefined) throw error;
          version = error.currentVersion;
        }
      }
      throw new Error("no second try");
    };
    await Promise.all([add("DRILL"), add("SMALL")]);
    const final = await commerce.getCart(cart.id);
    expect(final?.lineItems.map((l) => l.variant.sku).sort()).toEqual(["DRILL", "SMALL"]);
    expect(final?.version).toBe(cart.version + 2);
  });

  it("creates one order for a double submit and decrements stock in the same transaction", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["RARE", 2]], "parcel");
    const input = { id: cart.id, version: cart.version, idempotencyKey: "submit-1" };
    const [a, b] = await Promise.all([
      commerce.createOrderFromCart(input),
      commerce.createOrderFromCart(input),
    ]);
    expect(a.id).toBe(b.id);
    expect(a.orderNumber).toMatch(/^2026\d{7}$/);
    expect(a.orderState).toBe("Open");
    expect(a.totalPrice.centAmount).toBe(4000 + 195);
    expect((await commerce.getCart(cart.id))?.cartState).toBe("Ordered");
    expect((await commerce.inventory(["RARE"]))[0]?.availableQuantity).toBe(0);
    await expect(
      commerce.createOrderFromCart({ ...input, version: cart.version + 1, idempotencyKey: "submit-2" }),
    ).rejects.toMatchObject({
      code: "InvalidOperation",
    });
  });

  it("keeps carts and orders across a restart", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "commerce-")), "db.sqlite");
    const { commerce, db } = fixtureCommerce(products, file);
    const cart = await cartWith(commerce, DE, [["DRILL", 1]], "parcel");
    const ordered = await cartWith(commerce, DE, [["SMALL", 3]], "parcel");
    const order = await commerce.createOrderFromCart({
      id: ordered.id,
      version: ordered.version,
      idempotencyKey: "restart",
    });
    db.close();
    const reopened = new LocalCommerce(openDatabase(file), { now: () => NOW });
    expect((await reopened.getCart(cart.id))?.totalPrice.centAmount).toBe(11900);
    expect((await reopened.order({ orderNumber: order.orderNumber ?? "" }))?.id).toBe(order.id);
  });

  it("passes on stock changes of its own orders at once and of other processes' restocks", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "commerce-")), "db.sqlite");
    const { commerce } = fixtureCommerce(products, file);
    const heard: { sku: string; availableQuantity: number }[] = [];
    commerce.onStockChange((changes) => heard.push(...changes));
    const cart = await cartWith(commerce, DE, [["SMALL", 3]], "parcel");
    await commerce.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey: "stock" });
    expect(heard).toEqual([{ sku: "SMALL", availableQuantity: 97 }]);
    // `npm run restock` writes from another process (another connection to the same file).
    const operator = new LocalCommerce(openDatabase(file), { now: () => NOW });
    expect(operator.setStock("DRILL", 12)).toMatchObject({ sku: "DRILL", availableQuantity: 12 });
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ sku: "DRILL", availableQuantity: 12 }), {
      timeout: 15_000,
    });
    expect(() => operator.setStock("UNKNOWN", 1)).toThrow(CommerceError);
    expect(() => operator.setStock("DRILL", -1)).toThrow(CommerceError);
  });

  it("keeps an external price (an extra guarantee) through recalculation", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["SMALL", 1]]);
    const priced = await commerce.updateCart(cart.id, cart.version, [
      {
        action: "addLineItem",
        sku: "DRILL",
        quantity: 2,
        externalPrice: { currencyCode: "EUR", centAmount: 595 },
      },
    ]);
    const line = priced.lineItems.find((l) => l.variant.sku === "DRILL");
    expect(line).toMatchObject({ priceMode: "ExternalPrice", totalPrice: { centAmount: 1190 } });
    const changed = await commerce.updateCart(priced.id, priced.version, [
      { action: "changeLineItemQuantity", lineItemId: line?.id ?? "", quantity: 3 },
    ]);
    expect(changed.lineItems.find((l) => l.id === line?.id)?.totalPrice.centAmount).toBe(1785);
    await expect(
      commerce.updateCart(changed.id, changed.version, [
        {
          action: "addLineItem",
          sku: "DRILL",
          quantity: 1,
          externalPrice: { currencyCode: "CZK", centAmount: 1 },
        },
      ]),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("rejects bad input with platform errors, never a crash", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["SMALL", 1]]);
    const line = cart.lineItems[0]?.id ?? "";
    for (const action of [
      { action: "addLineItem" as const, sku: "UNKNOWN", quantity: 1 },
      { action: "addLineItem" as const, sku: "SMALL", quantity: -1 },
      { action: "addLineItem" as const, sku: "SMALL", quantity: 1.5 },
      { action: "changeLineItemQuantity" as const, lineItemId: "forged", quantity: 1 },
      { action: "changeLineItemQuantity" as const, lineItemId: line, quantity: 1e12 },
    ]) {
      await expect(commerce.updateCart(cart.id, cart.version, [action])).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    // A market without a price for the product
    const hu = await commerce.createCart({ currency: "HUF", country: "HU" });
    await expect(
      commerce.updateCart(hu.id, hu.version, [{ action: "addLineItem", sku: "SMALL", quantity: 1 }]),
    ).rejects.toMatchObject({
      code: "MatchingPriceNotFound",
    });
  });
});
