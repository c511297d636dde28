/** Carts: created in their store, read with what the cart page shows, the owner's active cart, updates. */
import type { Cart, CartDraft, CartUpdateAction } from "@commercetools/platform-sdk";
import { type Api, call, orNull, q } from "./request";

/** What the shop reads of a cart or order: the codes' texts and the discounts' names. */
const CART_EXPAND = {
  expand: [
    "discountCodes[*].discountCode",
    "lineItems[*].discountedPricePerQuantity[*].discountedPrice.includedDiscounts[*].discount",
  ],
};

export async function createCart(api: Api, draft: CartDraft): Promise<Cart> {
  const key = draft.store?.key;
  const carts = key ? api.inStoreKeyWithStoreKeyValue({ storeKey: key }).carts() : api.carts();
  return call(carts.post({ body: draft, queryArgs: CART_EXPAND }));
}

export async function getCart(api: Api, id: string): Promise<Cart | null> {
  return orNull(api.carts().withId({ ID: id }).get({ queryArgs: CART_EXPAND }));
}

export async function activeCart(
  api: Api,
  owner: { customerId?: string; anonymousId?: string },
  storeKey: string,
): Promise<Cart | null> {
  const who = owner.customerId
    ? `customerId = ${q(owner.customerId)}`
    : owner.anonymousId
      ? `anonymousId = ${q(owner.anonymousId)}`
      : undefined;
  if (!who) return null;
  const page = await call(
    api.carts().get({
      queryArgs: {
        where: `${who} and cartState = "Active" and store(key = ${q(storeKey)})`,
        sort: ["lastModifiedAt desc"],
        limit: 1,
      },
    }),
  );
  return page.results[0] ?? null;
}

export async function updateCart(
  api: Api,
  id: string,
  version: number,
  actions: CartUpdateAction[],
): Promise<Cart> {
  return call(api.carts().withId({ ID: id }).post({ body: { version, actions }, queryArgs: CART_EXPAND }));
}

export async function deleteCart(api: Api, id: string, version: number): Promise<Cart> {
  return call(api.carts().withId({ ID: id }).delete({ queryArgs: { version } }));
}
