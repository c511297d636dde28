/**
 * The embedded platform. Shipping: each country's fees and free-shipping threshold per currency, and the
 * parcel method refused for a freight item.
 */
import { describe, expect, it } from "vitest";
import { fixtureCommerce } from "../support/commerce";
import { cartWith, DE, products } from "../support/engine-carts";

describe("embedded platform: prices, tax and shipping", () => {
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
