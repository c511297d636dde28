/**
 * The update actions of a cart change (SPEC §4 "Cart lifecycle", §5 quantity rules, extra guarantees,
 * coupons), planned from the cart as it is now and the facts read for the change. Pure: the cart
 * service reads the facts (server/cart/facts.ts), plans, sends, and on a version conflict reads and
 * plans again.
 */
import type { Cart, CartUpdateAction, LineItem } from "@commercetools/platform-sdk";
import { clampQuantity, possibleQuantity } from "../../config";
import { type GuaranteeOffer, isVirtualSku } from "../catalog/guarantee";
import type { SharedProduct } from "../commerce/port";
import type { CartCommand } from "./commands";
import { addGuaranteeAction } from "./guarantees";
import { type CartRequest, type Plan, refuse } from "./outcomes";
import { guaranteeParent, isProductLine, quantityInCart } from "./view";

/** What a change needs to know beyond the cart, read before planning. */
export interface PlanFacts {
  /** The product of the SKU the command names (add) or of its line (quantity, guarantee); priced in the market. */
  product?: SharedProduct;
  /** That product's available stock. */
  stock: number;
  /** That product's extra-guarantee offers, as if it had none in the cart. */
  offers: GuaranteeOffer[];
  /** An offer's price in the cart's currency (SPEC §9: product price × rate). */
  priceOf: (offer: GuaranteeOffer) => { currencyCode: string; centAmount: number };
}

export const guaranteeLineOf = (cart: Cart | null, parentSku: string) =>
  cart?.lineItems.find((l) => guaranteeParent(l) === parentSku);

/**
 * An extra guarantee covers every unit of its product: its quantity follows the parent's, and its
 * price the product's current price (a sale may have ended since it was added). When the guarantee
 * is no longer offered, the line keeps its price.
 */
export function followParent(
  cart: Cart | null,
  parentSku: string,
  quantity: number,
  { offers, priceOf }: Pick<PlanFacts, "offers" | "priceOf">,
): CartUpdateAction[] {
  const line = guaranteeLineOf(cart, parentSku);
  if (!line) return [];
  if (quantity === 0) return [{ action: "removeLineItem", lineItemId: line.id }];
  const offer = offers.find((o) => o.sku === line.variant.sku);
  const price = offer ? priceOf(offer) : undefined;
  if (line.quantity === quantity && (!price || price.centAmount === line.price.value.centAmount)) return [];
  return [
    {
      action: "changeLineItemQuantity",
      lineItemId: line.id,
      quantity,
      ...(price ? { externalPrice: price } : {}),
    },
  ];
}

/** The cart's own product line of a line id (extra guarantees are lines too; gifts are not the shopper's). */
export const standardLine = (cart: Cart | null, id: string): LineItem | undefined =>
  cart?.lineItems.find((l) => l.id === id && l.lineItemMode === "Standard");

function planAdd(
  cart: Cart | null,
  command: Extract<CartCommand, { intent: "add" }>,
  facts: PlanFacts,
  customer: CartRequest["customer"],
): Plan {
  const { product } = facts;
  const sku = product?.masterVariant.sku;
  if (!product || !sku || isVirtualSku(sku)) return refuse(cart, "unknownProduct", "sku", 404);
  const inCart = quantityInCart(cart, sku);
  const possible = possibleQuantity({ stock: facts.stock, inCart });
  if (possible <= 0) return refuse(cart, inCart > 0 ? "maxQuantity" : "outOfStock", "quantity");
  const { quantity, capped } = clampQuantity(command.quantity, possible);
  const total = inCart + quantity;
  const existing = cart?.lineItems.find((l) => l.variant.sku === sku && isProductLine(l));
  const actions: CartUpdateAction[] = existing
    ? [{ action: "changeLineItemQuantity", lineItemId: existing.id, quantity: total }]
    : [{ action: "addLineItem", sku, quantity }];
  if (customer && cart?.customerEmail !== customer.email)
    actions.push({ action: "setCustomerEmail", email: customer.email });
  actions.push(...followParent(cart, sku, total, facts));
  // A guarantee the product already has is not asked for twice (a form restored with its choice).
  if (command.guarantee && !guaranteeLineOf(cart, sku)) {
    const offer = facts.offers.find((o) => o.sku === command.guarantee);
    if (!offer) return refuse(cart, "guaranteeNotOffered", "guarantee");
    actions.push(addGuaranteeAction(offer, sku, total, facts.priceOf(offer)));
  }
  return { ok: true, actions, notice: capped ? "maxQuantity" : "added", capped };
}

function planQuantity(
  cart: Cart | null,
  command: Extract<CartCommand, { intent: "quantity" }>,
  facts: PlanFacts,
): Plan {
  const line = standardLine(cart, command.lineId);
  if (!line || guaranteeParent(line)) return refuse(cart, "unknownLine", "lineId");
  // SPEC §4: quantity 0 removes the item; otherwise the selector's rules apply.
  if (/^\s*0+\s*$/.test(command.quantity))
    return planRemove(cart, { intent: "remove", lineId: line.id }, facts);
  const max = possibleQuantity({ stock: facts.stock });
  const { quantity, capped } = clampQuantity(command.quantity, Math.max(max, 1));
  return {
    ok: true,
    actions: [
      { action: "changeLineItemQuantity", lineItemId: line.id, quantity },
      ...followParent(cart, line.variant.sku ?? "", quantity, facts),
    ],
    notice: capped ? "maxQuantity" : "updated",
    capped,
  };
}

function planRemove(
  cart: Cart | null,
  command: Extract<CartCommand, { intent: "remove" }>,
  facts: PlanFacts,
): Plan {
  const line = standardLine(cart, command.lineId);
  if (!line) return refuse(cart, "unknownLine", "lineId");
  return {
    ok: true,
    actions: [
      { action: "removeLineItem", lineItemId: line.id },
      // Removing a product removes the extra guarantee that covers it.
      ...(guaranteeParent(line) ? [] : followParent(cart, line.variant.sku ?? "", 0, facts)),
    ],
    notice: "removed",
  };
}

function planGuarantee(
  cart: Cart | null,
  command: Extract<CartCommand, { intent: "guarantee" }>,
  facts: PlanFacts,
): Plan {
  const line = standardLine(cart, command.lineId);
  if (!line || guaranteeParent(line)) return refuse(cart, "unknownLine", "lineId");
  const sku = line.variant.sku ?? "";
  const offer = guaranteeLineOf(cart, sku)
    ? undefined
    : facts.offers.find((o) => o.sku === command.guarantee);
  if (!facts.product || !offer) return refuse(cart, "guaranteeNotOffered", "guarantee");
  return {
    ok: true,
    actions: [addGuaranteeAction(offer, sku, line.quantity, facts.priceOf(offer))],
    notice: "guaranteeAdded",
  };
}

function planCoupon(cart: Cart | null, command: Extract<CartCommand, { intent: "coupon" }>): Plan {
  if (!cart || cart.lineItems.length === 0) return refuse(cart, "emptyCart", "code");
  return {
    ok: true,
    actions: [{ action: "addDiscountCode", code: command.code }],
    notice: "couponApplied",
  };
}

function planRemoveCoupon(
  cart: Cart | null,
  command: Extract<CartCommand, { intent: "removeCoupon" }>,
): Plan {
  // SPEC §4: removing looks the code up; when it is not in the cart, the cart stays as it is.
  const info = cart?.discountCodes.find(
    (d) => (d.discountCode.obj?.code ?? "").toLowerCase() === command.code.toLowerCase(),
  );
  return {
    ok: true,
    actions: info
      ? [
          {
            action: "removeDiscountCode",
            discountCode: { typeId: "discount-code", id: info.discountCode.id },
          },
        ]
      : [],
    notice: "couponRemoved",
  };
}

/** The update actions of a command against the cart as it is now, or why it cannot be done. */
export function planChange(
  cart: Cart | null,
  command: CartCommand,
  facts: PlanFacts,
  customer?: CartRequest["customer"],
): Plan {
  switch (command.intent) {
    case "add":
      return planAdd(cart, command, facts, customer);
    case "quantity":
      return planQuantity(cart, command, facts);
    case "remove":
      return planRemove(cart, command, facts);
    case "guarantee":
      return planGuarantee(cart, command, facts);
    case "coupon":
      return planCoupon(cart, command);
    case "removeCoupon":
      return planRemoveCoupon(cart, command);
    case "clear":
      return { ok: true, actions: [], notice: "cleared" };
  }
}
