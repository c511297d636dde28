/** The embedded platform. Persistence: carts and orders across a restart, and stock changes passed on. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { CommerceError } from "../../server/commerce/errors";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { fixtureCommerce, NOW } from "../support/commerce";
import { cartWith, DE, products } from "../support/engine-carts";

describe("embedded platform: concurrency, orders, inventory, persistence", () => {
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
});
