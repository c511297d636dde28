/**
 * Extra guarantees in a cart (SPEC §3, §5, §9): one per product at most, covering every unit of it
 * (its quantity follows the product's), priced product price × rate. Pure planning of the actions
 * that bring a cart there, used after a change the shop did not plan itself (a sign-in merging two
 * carts, whose guarantee lines may have lost their price or doubled up).
 */
import type { Cart, CartUpdateAction, LineItem } from "@commercetools/platform-sdk";
import { toMinor } from "../../config";
import type { GuaranteeOffer } from "../catalog/guarantee";
import { GUARANTEE_LINE_TYPE, guaranteeParent, quantityInCart } from "./view";

/** The external price of a guarantee offer in the cart's currency (SPEC §9: product price × rate). */
export const offerPrice = (offer: GuaranteeOffer, currency: string) => ({
  currencyCode: currency,
  centAmount: toMinor(offer.price, currency),
});

/** The action that adds a guarantee for `quantity` units of its parent. */
export function addGuaranteeAction(
  offer: GuaranteeOffer,
  parentSku: string,
  quantity: number,
  price: { currencyCode: string; centAmount: number },
) {
  return {
    action: "addLineItem",
    sku: offer.sku,
    quantity,
    externalPrice: price,
    custom: {
      type: { typeId: "type", key: GUARANTEE_LINE_TYPE.key },
      fields: { [GUARANTEE_LINE_TYPE.parentField]: parentSku },
    },
  } satisfies CartUpdateAction;
}

/** The most recently added of a product's guarantee lines: the shopper's latest choice. */
const latest = (lines: LineItem[]) =>
  lines.reduce((a, b) => ((b.addedAt ?? "") >= (a.addedAt ?? "") ? b : a));

/**
 * The actions that leave every product with at most one guarantee, at the offer's price for its
 * current price and rate, for as many units as the product has. A guarantee whose product left the
 * cart goes; one no longer offered keeps a price it has, and goes when it has none.
 * `offers` are each parent SKU's guarantee offers (without regard to what the cart holds).
 */
export function planGuaranteeRepair(
  cart: Cart,
  offers: ReadonlyMap<string, GuaranteeOffer[]>,
): CartUpdateAction[] {
  const byParent = new Map<string, LineItem[]>();
  for (const line of cart.lineItems) {
    const parent = guaranteeParent(line);
    if (parent) byParent.set(parent, [...(byParent.get(parent) ?? []), line]);
  }
  const { currencyCode } = cart.totalPrice;
  return [...byParent].flatMap(([parentSku, lines]): CartUpdateAction[] => {
    const quantity = quantityInCart(cart, parentSku);
    const keep = latest(lines);
    const remove = (line: LineItem): CartUpdateAction => ({ action: "removeLineItem", lineItemId: line.id });
    const others = lines.filter((l) => l.id !== keep.id).map(remove);
    const offer = (offers.get(parentSku) ?? []).find((o) => o.sku === keep.variant.sku);
    const price = offer ? offerPrice(offer, currencyCode) : undefined;
    if (quantity === 0 || (!price && keep.price.value.centAmount <= 0)) return [...others, remove(keep)];
    if (keep.quantity === quantity && (!price || price.centAmount === keep.price.value.centAmount))
      return others;
    return [
      ...others,
      {
        action: "changeLineItemQuantity",
        lineItemId: keep.id,
        quantity,
        ...(price ? { externalPrice: price } : {}),
      },
    ];
  });
}
