/**
 * Copying a cart's line into another cart (decision 0065): the anonymous cart's lines at a sign-in,
 * in the embedded platform's MergeWithExistingCustomerCart (local/cart-merge.ts) and in the social
 * sign-in's take-over over the port (server/social/cart.ts). One helper, so both copy the same way.
 */
import type { CartAddLineItemAction, LineItem } from "@commercetools/platform-sdk";

/**
 * Whether two lines are "the same line" as commercetools merges carts: the same product variant and
 * channels, neither a gift. Such a line takes the larger quantity instead of being added again.
 */
export const sameLine = (a: LineItem, b: LineItem) =>
  a.lineItemMode !== "GiftLineItem" &&
  b.lineItemMode !== "GiftLineItem" &&
  a.productId === b.productId &&
  a.variant.id === b.variant.id &&
  a.supplyChannel?.id === b.supplyChannel?.id &&
  a.distributionChannel?.id === b.distributionChannel?.id;

/**
 * The addLineItem action that puts a copy of the line into another cart: its variant, quantity and
 * channels; the price a shop set (ExternalPrice: an extra guarantee, which the catalog does not price);
 * its custom fields under the same type. A line's type is a reference that names the type by id
 * (a TypeReference has no key), so the copy names it by id: `{ typeId: "type", id }`. Naming it as a
 * key with the id's value is refused by commercetools (no type has that key).
 */
export function lineCopyAction(line: LineItem): CartAddLineItemAction {
  return {
    action: "addLineItem",
    sku: line.variant.sku,
    quantity: line.quantity,
    supplyChannel: line.supplyChannel,
    distributionChannel: line.distributionChannel,
    externalPrice: line.priceMode === "ExternalPrice" ? line.price.value : undefined,
    custom: line.custom
      ? { type: { typeId: "type", id: line.custom.type.id }, fields: line.custom.fields }
      : undefined,
  };
}
