/**
 * Recalculates a cart as commercetools does in Platform tax mode with gross prices: price
 * selection per line, cart discounts by sortOrder with stacking modes and discount-code states,
 * gift line items, line totals, custom line items (fees), tax portions per rate (HalfEven rounding in the currency's minor
 * units) and the shipping rate of the chosen method with its free-above threshold. Pure: all data
 * comes through the context. The cart discounts are applied in cart-discounts.ts. In the External
 * tax mode each item is taxed at the rate the shop set on it (cart-actions/taxes.ts), none looked up.
 */
import type {
  Cart,
  CartDiscount,
  DiscountCode,
  LineItem,
  ProductProjection,
  ShippingMethod,
  ShippingMethodState,
  TaxedItemPrice,
  TaxedPrice,
  TaxPortion,
  TaxRate,
} from "@commercetools/platform-sdk";
import { shippingPriceCents } from "../shipping";
import { applyCartDiscounts, cartEnv, type DiscountResult } from "./cart-discounts";
import { unitPrice } from "./line-item";
import { money, roundHalfEven } from "./money";
import { matches, type PredicateEnv } from "./predicate";
import { applyProductDiscount, selectPrice } from "./pricing";
import type { LocalProductDiscount } from "./types";

export interface CalcContext {
  now: Date;
  product(id: string): ProductProjection | undefined;
  productDiscounts: LocalProductDiscount[];
  taxRate(taxCategoryId: string | undefined, country: string): TaxRate | undefined;
  cartDiscounts: CartDiscount[];
  discountCode(id: string): { code: DiscountCode; applications: number } | undefined;
  shippingMethod(id: string): ShippingMethod | undefined;
  zoneIdForCountry(country: string): string | undefined;
  customerGroupKey(id: string | undefined): string | undefined;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Scope = { country: string; currency: string; customerGroupId?: string };

function taxed(gross: number, currency: string, rate: TaxRate | undefined): TaxedItemPrice | undefined {
  if (!rate) return undefined;
  const net = roundHalfEven(gross / (1 + rate.amount));
  return {
    totalGross: money(currency, gross),
    totalNet: money(currency, net),
    totalTax: money(currency, gross - net),
    taxPortions: [{ rate: rate.amount, name: rate.name, amount: money(currency, gross - net) }],
  };
}

/** An item's rate: looked up in Platform mode; in External mode the one set on the item (or none). */
function rateOf(
  cart: Cart,
  item: { taxRate?: TaxRate },
  lookup: () => TaxRate | undefined,
): TaxRate | undefined {
  return cart.taxMode === "External" ? item.taxRate : lookup();
}

const giftRate = (cart: Cart, id: string) =>
  cart.taxMode === "External" ? cart.lineItems.find((l) => l.id === id)?.taxRate : undefined;

export function recalculate(input: Cart, ctx: CalcContext): Cart {
  const cart = structuredClone(input) as Mutable<Cart>;
  const currency = cart.totalPrice.currencyCode;
  const country = cart.shippingAddress?.country ?? cart.country ?? "";
  const scope = { country: cart.country ?? country, currency, customerGroupId: cart.customerGroup?.id };

  // 1. Prices of standard lines, as the platform re-selects them on every update.
  const lines = priceLines(cart.lineItems, scope, ctx);
  // 2. Cart discounts: by sortOrder, highest first; StopAfterThisDiscount ends the chain.
  const env = cartEnv(cart, lines, ctx);
  const discounts = applyCartDiscounts(cart, lines, scope, env, ctx);
  cart.discountCodes = discounts.discountCodes;
  // 3. Line totals and taxes.
  const allLines = totalLines(
    // A gift line is made again on every update; in External mode it keeps the rate set on it.
    [...lines, ...discounts.gifts.map((g) => ({ ...g, taxRate: giftRate(input, g.id) }))],
    discounts,
    { currency, country, cart },
    ctx,
  );
  cart.lineItems = allLines;
  cart.totalLineItemQuantity = allLines.reduce((sum, line) => sum + line.quantity, 0) || undefined;
  // The free-shipping threshold counts products only, not fees (custom line items).
  const subtotal = allLines.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  cart.customLineItems = cart.customLineItems.map((custom) => {
    const total = custom.money.centAmount * custom.quantity;
    const rate = rateOf(cart, custom, () => ctx.taxRate(custom.taxCategory?.id, country));
    return {
      ...custom,
      totalPrice: money(currency, total),
      taxRate: rate,
      taxedPrice: taxed(total, currency, rate),
    };
  });
  const customTotal = cart.customLineItems.reduce((sum, custom) => sum + custom.totalPrice.centAmount, 0);
  // 4. Shipping from the chosen method's zone rate.
  cart.shippingInfo = shippingInfoOf(cart, country, subtotal, env, ctx);
  // 5. Cart totals: gross, and net with one tax portion per rate.
  const shippingCents = cart.shippingInfo?.price.centAmount ?? 0;
  cart.totalPrice = money(currency, subtotal + customTotal + shippingCents);
  // As on the platform, a cart has no taxedPrice while it is empty or any item lacks a tax rate.
  const taxedItems = [
    ...allLines.map((l) => l.taxedPrice),
    ...cart.customLineItems.map((l) => l.taxedPrice),
    ...(cart.shippingInfo ? [cart.shippingInfo.taxedPrice] : []),
  ];
  const complete = allLines.length > 0 && taxedItems.every((t) => t !== undefined);
  cart.taxedPrice = complete ? sumTaxes(taxedItems as TaxedItemPrice[], currency) : undefined;
  cart.taxedShippingPrice = cart.shippingInfo?.taxedPrice;
  cart.lastModifiedAt = ctx.now.toISOString();
  return cart as Cart;
}

/** Standard lines with their product's current name, slug, variant and selected, discounted price. */
function priceLines(lineItems: readonly LineItem[], scope: Scope, ctx: CalcContext): Mutable<LineItem>[] {
  return lineItems
    .filter((line) => line.lineItemMode !== "GiftLineItem")
    .map((line) => {
      const product = ctx.product(line.productId);
      const variant =
        product && [product.masterVariant, ...product.variants].find((v) => v.id === line.variant.id);
      if (!product || !variant) return { ...line };
      const base = { ...line, name: product.name, productSlug: product.slug };
      // An external price (the extra guarantee, SPEC §9) is the shop's: the platform keeps it.
      if (line.priceMode === "ExternalPrice") return base;
      const price = selectPrice(
        variant.prices,
        { ...scope, supplyChannelId: line.supplyChannel?.id },
        ctx.now,
      );
      return {
        ...base,
        variant: { ...variant, prices: undefined, availability: undefined },
        price: price
          ? applyProductDiscount(price, product, variant, ctx.productDiscounts, ctx.now)
          : line.price,
      };
    });
}

/** Each line's discounted unit price, total and tax (gifts cost nothing). */
function totalLines(
  lines: Mutable<LineItem>[],
  { units, portions }: DiscountResult,
  { currency, country, cart }: { currency: string; country: string; cart: Cart },
  ctx: CalcContext,
): Mutable<LineItem>[] {
  for (const line of lines) {
    const product = ctx.product(line.productId);
    const included = portions.get(line.id);
    const unit = line.lineItemMode === "GiftLineItem" ? 0 : (units.get(line.id) ?? unitPrice(line));
    line.discountedPricePerQuantity = included
      ? [
          {
            quantity: line.quantity,
            discountedPrice: { value: money(currency, unit), includedDiscounts: included },
          },
        ]
      : line.discountedPricePerQuantity.filter(() => line.lineItemMode === "GiftLineItem");
    line.totalPrice = money(currency, unit * line.quantity);
    const rate = rateOf(cart, line, () => ctx.taxRate(product?.taxCategory?.id, country));
    line.taxRate = rate;
    line.taxedPrice = taxed(line.totalPrice.centAmount, currency, rate);
  }
  return lines;
}

/** The chosen method's rate in the country's zone and the cart's currency, free from its threshold on. */
function shippingInfoOf(
  cart: Cart,
  country: string,
  subtotal: number,
  env: PredicateEnv,
  ctx: CalcContext,
): Cart["shippingInfo"] {
  const currency = cart.totalPrice.currencyCode;
  const methodId = cart.shippingInfo?.shippingMethod?.id;
  if (cart.shippingInfo && !methodId && cart.shippingAddress)
    return customShippingOf(cart, country, subtotal, ctx);
  const method = methodId ? ctx.shippingMethod(methodId) : undefined;
  if (!method || !cart.shippingAddress) return undefined;
  const zoneId = ctx.zoneIdForCountry(country);
  const rate = method.zoneRates
    .find((zr) => zr.zone.id === zoneId)
    ?.shippingRates.find((r) => r.price.currencyCode === currency);
  if (!rate) return undefined;
  const price = shippingPriceCents(rate, subtotal);
  const taxRate = rateOf(cart, cart.shippingInfo ?? {}, () => ctx.taxRate(method.taxCategory.id, country));
  const state: ShippingMethodState = matches(method.predicate, env) ? "MatchesCart" : "DoesNotMatchCart";
  return {
    shippingMethodName: method.name,
    price: money(currency, price),
    shippingRate: { ...rate, isMatching: true },
    taxRate,
    taxCategory: method.taxCategory,
    shippingMethod: { typeId: "shipping-method", id: method.id },
    taxedPrice: taxed(price, currency, taxRate),
    shippingMethodState: state,
  };
}

/**
 * A custom shipping method (setCustomShippingMethod): priced by its own rate, free from its freeAbove
 * on as a platform method's rate is, taxed by its tax category or, in the External mode, its own rate.
 */
function customShippingOf(
  cart: Cart,
  country: string,
  subtotal: number,
  ctx: CalcContext,
): Cart["shippingInfo"] {
  const info = cart.shippingInfo;
  if (!info?.shippingRate) return undefined;
  const currency = cart.totalPrice.currencyCode;
  const price = shippingPriceCents(info.shippingRate, subtotal);
  const taxRate = rateOf(cart, info, () => ctx.taxRate(info.taxCategory?.id, country));
  return {
    ...info,
    price: money(currency, price),
    shippingRate: { ...info.shippingRate, isMatching: true },
    taxRate,
    taxedPrice: taxed(price, currency, taxRate),
    shippingMethodState: "MatchesCart",
  };
}

function sumTaxes(items: TaxedItemPrice[], currency: string): TaxedPrice {
  const byRate = new Map<string, TaxPortion>();
  let gross = 0;
  let net = 0;
  for (const item of items) {
    gross += item.totalGross.centAmount;
    net += item.totalNet.centAmount;
    for (const portion of item.taxPortions) {
      const key = `${portion.rate}|${portion.name ?? ""}`;
      const sum = byRate.get(key);
      byRate.set(key, {
        ...portion,
        amount: money(currency, (sum?.amount.centAmount ?? 0) + portion.amount.centAmount),
      });
    }
  }
  return {
    totalGross: money(currency, gross),
    totalNet: money(currency, net),
    totalTax: money(currency, gross - net),
    taxPortions: [...byRate.values()],
  };
}
