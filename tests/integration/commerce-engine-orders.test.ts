/**
 * The embedded platform. Concurrency and orders: stale versions, racing updates, one order for a double
 * submit.
 */
import { describe, expect, it } from "vitest";
import { CommerceError } from "../../server/commerce/errors";
import { fixtureCommerce } from "../support/commerce";
import { cartWith, DE, products } from "../support/engine-carts";

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
});
