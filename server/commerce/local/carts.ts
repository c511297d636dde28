/**
 * Carts (commercetools' carts): created from a draft, found by owner and store, updated with
 * versioned update actions (cart-actions/) and recalculated after every update by the pure
 * calculator, as the platform does.
 */
import { randomUUID } from "node:crypto";
import type { Address, Cart, CartDraft, CartUpdateAction } from "@commercetools/platform-sdk";
import { concurrentModification, invalidInput, invalidOperation, notFound } from "../errors";
import { addLineItem, applyCartAction } from "./cart-actions";
import { recalculate } from "./cart-calculator";
import type { EngineContext } from "./context";
import { type Db, doc } from "./db";
import { money } from "./money";

export function cartRow(db: Db, id: string): Cart | undefined {
  const row = db.prepare("SELECT data FROM carts WHERE id = ?").get(id);
  return row ? doc<Cart>(row) : undefined;
}

export function saveCart(db: Db, cart: Cart) {
  db.prepare(
    `INSERT INTO carts (id, version, cart_state, store_key, customer_id, anonymous_id, last_modified_at, data)
     VALUES (@id, @version, @state, @store, @customer, @anonymous, @modified, @data)
     ON CONFLICT(id) DO UPDATE SET version = @version, cart_state = @state, store_key = @store,
       customer_id = @customer, anonymous_id = @anonymous, last_modified_at = @modified, data = @data`,
  ).run({
    id: cart.id,
    version: cart.version,
    state: cart.cartState,
    store: cart.store?.key ?? null,
    customer: cart.customerId ?? null,
    anonymous: cart.anonymousId ?? null,
    modified: cart.lastModifiedAt,
    data: JSON.stringify(cart),
  });
}

/** A customer's (or an anonymous session's) newest active cart in a store. */
export function activeCartRow(
  db: Db,
  owner: { customerId?: string; anonymousId?: string },
  storeKey: string,
): Cart | undefined {
  const [column, value] = owner.customerId
    ? ["customer_id", owner.customerId]
    : ["anonymous_id", owner.anonymousId];
  if (!value) return undefined;
  const row = db
    .prepare(
      `SELECT data FROM carts WHERE ${column} = ? AND cart_state = 'Active' AND store_key = ? ORDER BY last_modified_at DESC LIMIT 1`,
    )
    .get(value, storeKey);
  return row ? doc<Cart>(row) : undefined;
}

/** An empty cart of the draft, with the platform's defaults (Platform tax mode, HalfEven rounding). */
function newCart(draft: CartDraft, now: string): Cart {
  return {
    id: randomUUID(),
    version: 1,
    key: draft.key,
    customerId: draft.customerId,
    customerEmail: draft.customerEmail,
    customerGroup: draft.customerGroup?.id
      ? { typeId: "customer-group", id: draft.customerGroup.id }
      : undefined,
    anonymousId: draft.anonymousId,
    store: draft.store?.key ? { typeId: "store", key: draft.store.key } : undefined,
    lineItems: [],
    customLineItems: [],
    totalPrice: money(draft.currency, 0),
    taxMode: "Platform",
    priceRoundingMode: "HalfEven",
    taxRoundingMode: "HalfEven",
    taxCalculationMode: "LineItemLevel",
    inventoryMode: draft.inventoryMode ?? "None",
    cartState: "Active",
    billingAddress: draft.billingAddress as Address | undefined,
    shippingAddress: draft.shippingAddress as Address | undefined,
    shippingMode: "Single",
    shipping: [],
    itemShippingAddresses: [],
    discountCodes: [],
    directDiscounts: [],
    refusedGifts: [],
    country: draft.country,
    locale: draft.locale,
    origin: "Customer",
    custom: draft.custom
      ? { type: { typeId: "type", id: draft.custom.type?.key ?? "cart" }, fields: draft.custom.fields ?? {} }
      : undefined,
    createdAt: now,
    lastModifiedAt: now,
  };
}

export function createCart(ctx: EngineContext, draft: CartDraft): Cart {
  return ctx.db.transaction(() => {
    const now = ctx.now().toISOString();
    if (!/^[A-Z]{3}$/.test(draft.currency))
      throw invalidInput(`Invalid currency '${draft.currency}'`, "currency");
    let cart = newCart(draft, now);
    const calc = ctx.calc();
    for (const line of draft.lineItems ?? []) {
      cart = addLineItem(
        ctx.db,
        cart,
        {
          action: "addLineItem",
          sku: line.sku,
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
        },
        calc,
      );
    }
    cart = recalculate(cart, calc);
    saveCart(ctx.db, cart);
    return cart;
  })();
}

export function updateCart(
  ctx: EngineContext,
  id: string,
  version: number,
  actions: CartUpdateAction[],
): Cart {
  return ctx.db.transaction(() => {
    const current = cartRow(ctx.db, id);
    if (!current) throw notFound(id);
    if (current.version !== version) throw concurrentModification(id, version, current.version);
    if (current.cartState !== "Active")
      throw invalidOperation(`Cart ${id} is ${current.cartState} and cannot be changed.`);
    const env = { ctx, calc: ctx.calc() };
    let cart = current;
    for (const action of actions) cart = applyCartAction(cart, action, env);
    cart = recalculate({ ...cart, version: current.version + 1 }, env.calc);
    saveCart(ctx.db, cart);
    return cart;
  })();
}

export function deleteCart(db: Db, id: string, version: number): Cart {
  return db.transaction(() => {
    const current = cartRow(db, id);
    if (!current) throw notFound(id);
    if (current.version !== version) throw concurrentModification(id, version, current.version);
    db.prepare("DELETE FROM carts WHERE id = ?").run(id);
    return current;
  })();
}
