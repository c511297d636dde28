/** Line items of a cart: adding a product variant, removing it, changing its quantity. */
import type { Cart, LineItem, Price, ProductProjection } from "@commercetools/platform-sdk";
import { CommerceError, invalidInput, invalidOperation } from "../../errors";
import type { CalcContext } from "../cart-calculator";
import type { Db } from "../db";
import { newLineItem } from "../line-item";
import { money } from "../money";
import { selectPrice } from "../pricing";
import { externalTaxRate } from "./taxes";
import type { CartActionHandlers, CartActionOf } from "./types";

const MAX_LINE_QUANTITY = 1_000_000;

export function positiveQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
    throw invalidInput(`Invalid quantity ${quantity}`, "quantity");
  return quantity;
}

/** A line's price set by the shop (priceMode ExternalPrice), in the cart's currency. */
export function externalPrice(
  external: { currencyCode: string; centAmount?: number },
  currency: string,
  sku?: string,
) {
  const cents = external.centAmount;
  if (external.currencyCode !== currency || cents === undefined || !Number.isInteger(cents) || cents < 0)
    throw invalidInput(`Invalid external price for ${sku ?? "the line"}`, "externalPrice");
  return { id: `external-${sku ?? ""}`, value: money(currency, cents) };
}

export function findLine(cart: Cart, lineItemId: string | undefined): LineItem {
  const line = cart.lineItems.find((l) => l.id === lineItemId);
  if (!line)
    throw invalidInput(`The cart does not contain a line item with the ID '${lineItemId}'.`, "lineItemId");
  return line;
}

type AddLineItem = CartActionOf<"addLineItem">;

/** The published product variant an addLineItem names, by SKU or by product id and variant id. */
function variantToAdd(db: Db, action: AddLineItem, calc: CalcContext) {
  const ref = action.sku
    ? (db.prepare("SELECT product_id, variant_id FROM product_skus WHERE sku = ?").get(action.sku) as
        | { product_id: string; variant_id: number }
        | undefined)
    : action.productId
      ? { product_id: action.productId, variant_id: action.variantId ?? 1 }
      : undefined;
  const product = ref && calc.product(ref.product_id);
  const variant =
    product && [product.masterVariant, ...product.variants].find((v) => v.id === ref.variant_id);
  if (!product || !variant || !product.published) {
    throw invalidInput(`A product with the SKU '${action.sku ?? action.productId}' does not exist.`, "sku");
  }
  return { product, variant };
}

/** The line's price: the shop's external price, else the one the platform selects for the cart. */
function priceToAdd(
  cart: Cart,
  action: AddLineItem,
  product: ProductProjection,
  variant: ProductProjection["masterVariant"],
  now: Date,
): Price {
  const scope = {
    country: cart.country ?? "",
    currency: cart.totalPrice.currencyCode,
    customerGroupId: cart.customerGroup?.id,
    supplyChannelId: action.supplyChannel?.id,
  };
  const price = action.externalPrice
    ? externalPrice(action.externalPrice, scope.currency, variant.sku)
    : selectPrice(variant.prices, scope, now);
  if (!price) {
    throw new CommerceError(400, [
      {
        code: "MatchingPriceNotFound",
        message: `The variant ${variant.sku} has no price for ${scope.currency} in ${scope.country}.`,
        productId: product.id,
        variantId: variant.id,
      },
    ]);
  }
  return price;
}

/**
 * addLineItem as the platform applies it: a line of the same variant, channels and custom fields
 * grows by the quantity (taking an external price when one is given); anything else is a new line.
 */
export function addLineItem(db: Db, cart: Cart, action: AddLineItem, calc: CalcContext): Cart {
  const quantity = positiveQuantity(action.quantity ?? 1);
  const { product, variant } = variantToAdd(db, action, calc);
  const price = priceToAdd(cart, action, product, variant, calc.now);
  const external = action.externalPrice;
  // An External-mode cart's new line may come with its rate (decision 0029); the calculator keeps it.
  if (action.externalTaxRate && cart.taxMode !== "External")
    throw invalidInput("An external tax rate needs a cart with the External tax mode.", "externalTaxRate");
  const taxRate = externalTaxRate(action.externalTaxRate);
  const rated = taxRate ? { taxRate } : {};
  const custom = action.custom?.fields
    ? {
        // The engine's types are named by key, and its type ids are those keys: a type named by id
        // (a line copied at a cart merge, server/commerce/line-copy.ts) is the same type.
        type: {
          typeId: "type" as const,
          id: action.custom.type?.id ?? action.custom.type?.key ?? "line-item",
        },
        fields: action.custom.fields,
      }
    : undefined;
  const same = cart.lineItems.find(
    (l) =>
      l.lineItemMode !== "GiftLineItem" &&
      l.productId === product.id &&
      l.variant.id === variant.id &&
      l.supplyChannel?.id === action.supplyChannel?.id &&
      l.distributionChannel?.id === action.distributionChannel?.id &&
      JSON.stringify(l.custom?.fields ?? {}) === JSON.stringify(custom?.fields ?? {}),
  );
  if (same) {
    const total = same.quantity + quantity;
    if (total > MAX_LINE_QUANTITY) throw invalidInput(`Invalid quantity ${total}`, "quantity");
    return {
      ...cart,
      lineItems: cart.lineItems.map((l) =>
        l.id === same.id
          ? {
              ...l,
              quantity: total,
              ...(external ? { price, priceMode: "ExternalPrice" as const } : {}),
              ...rated,
            }
          : l,
      ),
    };
  }
  const now = calc.now.toISOString();
  const line = newLineItem(product, variant, price, quantity, cart.totalPrice.currencyCode, {
    state: [{ quantity, state: { typeId: "state", id: "initial" } }],
    inventoryMode: cart.inventoryMode,
    supplyChannel: action.supplyChannel?.id ? { typeId: "channel", id: action.supplyChannel.id } : undefined,
    distributionChannel: action.distributionChannel?.id
      ? { typeId: "channel", id: action.distributionChannel.id }
      : undefined,
    custom,
    ...(external ? { priceMode: "ExternalPrice" as const } : {}),
    ...rated,
    addedAt: now,
    lastModifiedAt: now,
  });
  return { ...cart, lineItems: [...cart.lineItems, line] };
}

export const LINE_ITEM_ACTIONS: CartActionHandlers = {
  addLineItem: (cart, action, { ctx, calc }) => addLineItem(ctx.db, cart, action, calc),

  removeLineItem: (cart, action) => {
    const line = findLine(cart, action.lineItemId);
    // A removed gift stays refused, so the discount does not add it again.
    const refusedGifts =
      line.lineItemMode === "GiftLineItem"
        ? [...cart.refusedGifts, { typeId: "cart-discount" as const, id: line.id.replace(/^gift-/, "") }]
        : cart.refusedGifts;
    const remaining = action.quantity === undefined ? 0 : line.quantity - positiveQuantity(action.quantity);
    return {
      ...cart,
      refusedGifts,
      lineItems:
        remaining > 0
          ? cart.lineItems.map((l) => (l.id === line.id ? { ...l, quantity: remaining } : l))
          : cart.lineItems.filter((l) => l.id !== line.id),
    };
  },

  changeLineItemQuantity: (cart, action) => {
    const line = findLine(cart, action.lineItemId);
    if (!Number.isInteger(action.quantity) || action.quantity < 0 || action.quantity > MAX_LINE_QUANTITY) {
      throw invalidInput(`Invalid quantity ${action.quantity}`, "quantity");
    }
    const repriced = action.externalPrice
      ? {
          price: externalPrice(action.externalPrice, cart.totalPrice.currencyCode, line.variant.sku),
          priceMode: "ExternalPrice" as const,
        }
      : {};
    return {
      ...cart,
      lineItems:
        action.quantity === 0
          ? cart.lineItems.filter((l) => l.id !== line.id)
          : cart.lineItems.map((l) =>
              l.id === line.id ? { ...l, quantity: action.quantity, ...repriced } : l,
            ),
    };
  },

  /**
   * setLineItemPrice as commercetools applies it: with an externalPrice the line keeps that unit price
   * (priceMode ExternalPrice) through every recalculation, quantity changes multiply it and cart
   * discounts apply on top; without one the line goes back to the price the platform selects
   * (priceMode Platform). The shop uses it for NET invoices (decision 0029).
   */
  setLineItemPrice: (cart, action) => {
    const line = cart.lineItems.find(
      (l) => l.id === action.lineItemId || (action.lineItemKey !== undefined && l.key === action.lineItemKey),
    );
    if (!line) throw invalidInput("The cart does not contain that line item.", "lineItemId");
    if (line.lineItemMode === "GiftLineItem")
      throw invalidOperation("A gift line item's price is set by its cart discount.");
    const repriced = action.externalPrice
      ? {
          price: externalPrice(action.externalPrice, cart.totalPrice.currencyCode, line.variant.sku),
          priceMode: "ExternalPrice" as const,
        }
      : { priceMode: "Platform" as const };
    return { ...cart, lineItems: cart.lineItems.map((l) => (l === line ? { ...l, ...repriced } : l)) };
  },

  // The platform recalculates the cart after every update: this action asks for nothing more.
  recalculate: (cart) => cart,
};
