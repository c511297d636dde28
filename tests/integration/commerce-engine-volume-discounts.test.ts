/**
 * The embedded platform. Volume discounts: the tiers, a group counted across lines, and a code stopped behind
 * them.
 */
import { describe, expect, it } from "vitest";
import { fixtureCommerce } from "../support/commerce";
import { cartWith, DE, products } from "../support/engine-carts";

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
});
