/**
 * The embedded platform. Discount codes: absolute, fixed-price and gift codes, the codes' states, single use.
 */
import { describe, expect, it } from "vitest";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { fixtureCommerce } from "../support/commerce";
import { cartWith, DE, products } from "../support/engine-carts";

describe("embedded platform: discounts", () => {
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
