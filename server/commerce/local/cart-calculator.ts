/**
 * Recalculates a cart as commercetools does in Platform tax mode with gross prices: price
 * selection per line, cart discounts by sortOrder with stacking modes and discount-code states,
 * gift line items, line totals, custom line items (fees), tax portions per rate (HalfEven rounding in the currency's minor
 * units) and the shipping rate of the chosen method with its free-above threshold. Pure: all data
 * comes through the context.
 */
import { randomUUID } from "node:crypto";
import type {
  Cart,
  CartDiscount,
  DiscountCode,
  DiscountCodeInfo,
  DiscountCodeState,
  DiscountedLineItemPortion,
  LineItem,
  Price,
  ProductProjection,
  ShippingMethod,
  ShippingMethodState,
  TaxedItemPrice,
  TaxedPrice,
  TaxPortion,
  TaxRate,
} from "@commercetools/platform-sdk";
import { shippingPriceCents } from "../shipping";
import { money, roundHalfEven } from "./money";
import { evaluate, matches, type PredicateEnv } from "./predicate";
import { applyProductDiscount, isValidAt, selectPrice, variantEnv } from "./pricing";
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

const unitPrice = (line: LineItem) => (line.price.discounted?.value ?? line.price.value).centAmount;

function lineEnv(line: LineItem, product: ProductProjection | undefined): PredicateEnv {
  const base = product ? variantEnv(product, line.variant, { quantity: line.quantity }) : undefined;
  return {
    get: (path) => {
      if (path[0] === "lineItemMode") return line.lineItemMode;
      if (path[0] === "quantity") return line.quantity;
      return base?.get(path);
    },
    call: (name) => {
      throw new Error(`Function ${name} is not available on a line item`);
    },
  };
}

function cartEnv(cart: Cart, lines: LineItem[], ctx: CalcContext): PredicateEnv {
  return {
    get: (path) => {
      switch (path.join(".")) {
        case "country":
          return cart.country;
        case "currency":
          return cart.totalPrice.currencyCode;
        case "customer.customerGroup.key":
        case "customerGroup.key":
          return ctx.customerGroupKey(cart.customerGroup?.id);
        case "customer.email":
        case "customerEmail":
          return cart.customerEmail;
        case "shippingAddress.country":
          return cart.shippingAddress?.country;
        default:
          return undefined;
      }
    },
    call: (name, arg) => {
      const hits = lines.filter((line) => evaluate(arg, lineEnv(line, ctx.product(line.productId))));
      if (name === "lineItemCount") return hits.reduce((sum, line) => sum + line.quantity, 0);
      if (name === "lineItemExists") return hits.length > 0;
      if (name === "lineItemTotal")
        return hits.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
      throw new Error(`Unknown predicate function ${name}`);
    },
  };
}

function codeState(
  info: DiscountCodeInfo,
  ctx: CalcContext,
  applied: Set<string>,
  stopped: Set<string>,
  env: PredicateEnv,
): DiscountCodeState {
  const found = ctx.discountCode(info.discountCode.id);
  if (!found) return "NotValid";
  const { code, applications } = found;
  if (!code.isActive) return "NotActive";
  if (!isValidAt(code, ctx.now)) return "NotValid";
  if (code.maxApplications !== undefined && applications >= code.maxApplications)
    return "MaxApplicationReached";
  if (code.cartPredicate && !matches(code.cartPredicate, env)) return "DoesNotMatchCart";
  const ids = code.cartDiscounts.map((d) => d.id);
  if (ids.some((id) => applied.has(id))) return "MatchesCart";
  if (ids.some((id) => stopped.has(id))) return "ApplicationStoppedByPreviousDiscount";
  return "DoesNotMatchCart";
}

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

export function recalculate(input: Cart, ctx: CalcContext): Cart {
  const cart = structuredClone(input) as Mutable<Cart>;
  const currency = cart.totalPrice.currencyCode;
  const country = cart.shippingAddress?.country ?? cart.country ?? "";
  const scope = { country: cart.country ?? country, currency, customerGroupId: cart.customerGroup?.id };

  // 1. Prices of standard lines, as the platform re-selects them on every update.
  const lines: Mutable<LineItem>[] = (cart.lineItems as LineItem[])
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

  // 2. Cart discounts: by sortOrder, highest first; StopAfterThisDiscount ends the chain.
  const eligibleCodeDiscounts = new Set<string>();
  for (const info of cart.discountCodes) {
    const found = ctx.discountCode(info.discountCode.id);
    if (!found) continue;
    const { code, applications } = found;
    const usable =
      code.isActive &&
      isValidAt(code, ctx.now) &&
      (code.maxApplications === undefined || applications < code.maxApplications);
    if (usable) for (const d of code.cartDiscounts) eligibleCodeDiscounts.add(d.id);
  }
  const storeKey = cart.store?.key;
  const refused = new Set(cart.refusedGifts.map((r) => r.id));
  const candidates = ctx.cartDiscounts
    .filter((d) => d.isActive && isValidAt(d, ctx.now))
    .filter(
      (d) => d.stores.length === 0 || (storeKey !== undefined && d.stores.some((s) => s.key === storeKey)),
    )
    .filter((d) => !d.requiresDiscountCode || eligibleCodeDiscounts.has(d.id))
    .sort((a, b) => Number(b.sortOrder) - Number(a.sortOrder));

  const units = new Map(lines.map((line) => [line.id, unitPrice(line)]));
  const portions = new Map<string, DiscountedLineItemPortion[]>();
  const gifts: LineItem[] = [];
  const applied = new Set<string>();
  const stopped = new Set<string>();
  const env = cartEnv(cart, lines, ctx);
  let stop = false;

  for (const discount of candidates) {
    if (stop) {
      stopped.add(discount.id);
      continue;
    }
    if (!matches(discount.cartPredicate, env)) continue;
    let effective = false;
    const value = discount.value;
    if (value.type === "giftLineItem") {
      if (refused.has(discount.id)) continue;
      const product = ctx.product(value.product.id ?? "");
      const variant =
        product && [product.masterVariant, ...product.variants].find((v) => v.id === value.variantId);
      const price = variant && selectPrice(variant.prices, scope, ctx.now);
      if (product && variant && price) {
        gifts.push(giftLine(discount, product, variant, price, currency));
        effective = true;
      }
    } else if (discount.target?.type === "lineItems") {
      for (const line of lines) {
        if (!matches(discount.target.predicate, lineEnv(line, ctx.product(line.productId)))) continue;
        const unit = units.get(line.id) ?? 0;
        let next = unit;
        if (value.type === "relative") next = unit - roundHalfEven((unit * value.permyriad) / 10000);
        else if (value.type === "absolute") {
          const off = value.money.find((m) => m.currencyCode === currency);
          if (off) next = Math.max(0, unit - off.centAmount);
        } else if (value.type === "fixed") {
          const fixed = value.money.find((m) => m.currencyCode === currency);
          if (fixed && fixed.centAmount < unit) next = fixed.centAmount;
        }
        if (next < unit) {
          units.set(line.id, next);
          const list = portions.get(line.id) ?? [];
          list.push({
            discount: { typeId: "cart-discount", id: discount.id, obj: discount },
            discountedAmount: money(currency, unit - next),
          });
          portions.set(line.id, list);
          effective = true;
        }
      }
    }
    if (effective) {
      applied.add(discount.id);
      if (discount.stackingMode === "StopAfterThisDiscount") stop = true;
    }
  }

  // Expanded as the shop reads them (discountCodes[*].discountCode, includedDiscounts[*].discount).
  cart.discountCodes = cart.discountCodes.map((info) => ({
    discountCode: {
      typeId: "discount-code",
      id: info.discountCode.id,
      obj: ctx.discountCode(info.discountCode.id)?.code,
    },
    state: codeState(info, ctx, applied, stopped, env),
  }));

  // 3. Line totals and taxes.
  const allLines: Mutable<LineItem>[] = [...lines, ...gifts.map((g) => ({ ...g }))];
  for (const line of allLines) {
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
    const rate = ctx.taxRate(product?.taxCategory?.id, country);
    line.taxRate = rate;
    line.taxedPrice = taxed(line.totalPrice.centAmount, currency, rate);
  }
  cart.lineItems = allLines;
  cart.totalLineItemQuantity = allLines.reduce((sum, line) => sum + line.quantity, 0) || undefined;
  // The free-shipping threshold counts products only, not fees (custom line items).
  const subtotal = allLines.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  cart.customLineItems = cart.customLineItems.map((custom) => {
    const total = custom.money.centAmount * custom.quantity;
    const rate = ctx.taxRate(custom.taxCategory?.id, country);
    return {
      ...custom,
      totalPrice: money(currency, total),
      taxRate: rate,
      taxedPrice: taxed(total, currency, rate),
    };
  });
  const customTotal = cart.customLineItems.reduce((sum, custom) => sum + custom.totalPrice.centAmount, 0);

  // 4. Shipping from the chosen method's zone rate.
  const methodId = cart.shippingInfo?.shippingMethod?.id;
  cart.shippingInfo = undefined;
  const method = methodId ? ctx.shippingMethod(methodId) : undefined;
  if (method && cart.shippingAddress) {
    const zoneId = ctx.zoneIdForCountry(country);
    const rate = method.zoneRates
      .find((zr) => zr.zone.id === zoneId)
      ?.shippingRates.find((r) => r.price.currencyCode === currency);
    if (rate) {
      const price = shippingPriceCents(rate, subtotal);
      const taxRate = ctx.taxRate(method.taxCategory.id, country);
      const state: ShippingMethodState = matches(method.predicate, env) ? "MatchesCart" : "DoesNotMatchCart";
      cart.shippingInfo = {
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
  }

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

/** A new line item of a product variant at a price (the calculator fills totals, taxes and discounts). */
export function newLineItem(
  product: ProductProjection,
  variant: ProductProjection["masterVariant"],
  price: Price,
  quantity: number,
  currency: string,
  extra: Partial<LineItem> = {},
): LineItem {
  return {
    id: randomUUID(),
    productId: product.id,
    productKey: product.key,
    name: product.name,
    productSlug: product.slug,
    productType: product.productType,
    variant: { ...variant, prices: undefined, availability: undefined },
    price,
    quantity,
    totalPrice: money(currency, 0),
    discountedPricePerQuantity: [],
    taxedPricePortions: [],
    state: [],
    perMethodTaxRate: [],
    priceMode: "Platform",
    lineItemMode: "Standard",
    ...extra,
  };
}

function giftLine(
  discount: CartDiscount,
  product: ProductProjection,
  variant: ProductProjection["masterVariant"],
  price: Price,
  currency: string,
): LineItem {
  return newLineItem(product, variant, price, 1, currency, {
    id: `gift-${discount.id}`,
    lineItemMode: "GiftLineItem",
    discountedPricePerQuantity: [
      {
        quantity: 1,
        discountedPrice: {
          value: money(currency, 0),
          includedDiscounts: [
            { discount: { typeId: "cart-discount", id: discount.id }, discountedAmount: price.value },
          ],
        },
      },
    ],
  });
}
