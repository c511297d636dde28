/** Accounts. Extra guarantees through the merge of the anonymous cart at sign-in (issue 14.3). */
import type { Cart } from "@commercetools/platform-sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { guaranteeParent } from "../../server/cart";
import { type GuaranteeOffer, guaranteeTarget } from "../../server/catalog/guarantee";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import {
  type Accounts,
  type CartService,
  newClient,
  openAccountsShop,
  type Products,
  signedUp,
  sk,
} from "../support/accounts";

let engine: LocalCommerce;
let accounts: Accounts;
let cart: CartService;
let products: Products;
let sku: string;
beforeAll(async () => ({ engine, accounts, cart, products, sku } = await openAccountsShop()));
const customerWith = (email: string, password?: string) => signedUp(accounts, email, password);

describe("extra guarantees keep their price through a cart merge (issue 14.3)", () => {
  /** A product of the SK shop with at least two guarantee offers, and its offers. */
  async function guarded() {
    const { results } = await engine.queryProducts({ limit: 60 }, { country: "SK", currency: "EUR" });
    for (const product of results) {
      if ((product.masterVariant.availability?.availableQuantity ?? 0) < 10) continue;
      const offers = await products.guaranteesFor(sk, guaranteeTarget(product));
      if (offers.length >= 2) return { sku: product.masterVariant.sku ?? "", offers };
    }
    throw new Error("no product with two guarantee offers");
  }
  const guaranteesOf = (c: Cart, parent: string) => c.lineItems.filter((l) => guaranteeParent(l) === parent);

  async function signInWithAnonymousCart(email: string, anonymousCartId: string) {
    const signed = await accounts.signIn(
      { email, password: "secret123" },
      { market: sk, cartId: anonymousCartId, clientIp: newClient() },
    );
    if (!signed.ok || !signed.cart) throw new Error("no merged cart");
    return cart.afterMerge(sk, signed.cart);
  }

  it("a guarantee added while signed out is priced product × rate in the merged cart and its order", async () => {
    const { sku: product, offers } = await guarded();
    const customer = await customerWith("merge-guarantee@example.com");
    const own = await cart.change(
      { market: sk, visitor: "merge-own", customer },
      { intent: "add", sku, quantity: "1" },
    );
    expect(own.ok && own.cart?.customerId).toBe(customer.id);
    const offer = offers[1] as GuaranteeOffer;
    const anonymous = await cart.change(
      { market: sk, visitor: "merge-anon" },
      { intent: "add", sku: product, quantity: "2", guarantee: offer.sku },
    );
    const merged = await signInWithAnonymousCart(customer.email, anonymous.cart?.id ?? "");
    expect(merged.id).toBe(own.cart?.id);
    const [line, ...more] = guaranteesOf(merged, product);
    expect(more).toEqual([]);
    expect(line?.quantity).toBe(2);
    expect(line?.price.value.centAmount).toBe(Math.round(offer.price * 100));
    expect(line?.totalPrice.centAmount).toBe(Math.round(offer.price * 100) * 2);
  });

  it("the same product with another guarantee in each cart ends with one guarantee for all its units", async () => {
    const { sku: product, offers } = await guarded();
    const customer = await customerWith("merge-two@example.com");
    const [first, second] = offers as [GuaranteeOffer, GuaranteeOffer];
    await cart.change(
      { market: sk, visitor: "two-own", customer },
      { intent: "add", sku: product, quantity: "1", guarantee: first.sku },
    );
    const anonymous = await cart.change(
      { market: sk, visitor: "two-anon" },
      { intent: "add", sku: product, quantity: "3", guarantee: second.sku },
    );
    const merged = await signInWithAnonymousCart(customer.email, anonymous.cart?.id ?? "");
    const units = merged.lineItems.find((l) => l.variant.sku === product && !guaranteeParent(l))?.quantity;
    const guarantees = guaranteesOf(merged, product);
    expect(guarantees.map((g) => [g.variant.sku, g.quantity, g.price.value.centAmount])).toEqual([
      [second.sku, units, Math.round(second.price * 100)],
    ]);
  });
});
