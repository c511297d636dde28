/**
 * Cart discounts as the platform applies them, for the cart calculator: the candidates (active,
 * valid, of the cart's store, a code's discounts only with a usable code) by descending sortOrder,
 * StopAfterThisDiscount ending the chain; line-item discounts (relative, absolute, fixed) on the
 * running unit prices, gift line items (unless refused), and each discount code's state. Pure: all
 * data comes through the calculator context.
 */
import type {
  Cart,
  CartDiscount,
  DiscountCodeInfo,
  DiscountCodeState,
  DiscountedLineItemPortion,
  LineItem,
  Price,
  ProductProjection,
} from "@commercetools/platform-sdk";
import type { CalcContext } from "./cart-calculator";
import { newLineItem, unitPrice } from "./line-item";
import { money, roundHalfEven } from "./money";
import { evaluate, matches, type PredicateEnv } from "./predicate";
import { isValidAt, selectPrice, variantEnv } from "./pricing";

export function lineEnv(line: LineItem, product: ProductProjection | undefined): PredicateEnv {
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

/** The cart as cart predicates see it (cart discounts, discount codes, shipping methods). */
export function cartEnv(cart: Cart, lines: LineItem[], ctx: CalcContext): PredicateEnv {
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

/** The cart discounts that may apply, highest sortOrder first. */
function candidates(cart: Cart, ctx: CalcContext): CartDiscount[] {
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
  return ctx.cartDiscounts
    .filter((d) => d.isActive && isValidAt(d, ctx.now))
    .filter(
      (d) => d.stores.length === 0 || (storeKey !== undefined && d.stores.some((s) => s.key === storeKey)),
    )
    .filter((d) => !d.requiresDiscountCode || eligibleCodeDiscounts.has(d.id))
    .sort((a, b) => Number(b.sortOrder) - Number(a.sortOrder));
}

/** What the cart discounts did: unit prices after them, the portions per line, gifts, code states. */
export interface DiscountResult {
  units: Map<string, number>;
  portions: Map<string, DiscountedLineItemPortion[]>;
  gifts: LineItem[];
  discountCodes: DiscountCodeInfo[];
}

type Scope = { country: string; currency: string; customerGroupId?: string };

/** A line-item discount's unit price for one unit price (unchanged when it does not lower it). */
function discountedUnit(discount: CartDiscount, unit: number, currency: string): number {
  const value = discount.value;
  if (value.type === "relative") return unit - roundHalfEven((unit * value.permyriad) / 10000);
  if (value.type === "absolute") {
    const off = value.money.find((m) => m.currencyCode === currency);
    return off ? Math.max(0, unit - off.centAmount) : unit;
  }
  if (value.type === "fixed") {
    const fixed = value.money.find((m) => m.currencyCode === currency);
    return fixed && fixed.centAmount < unit ? fixed.centAmount : unit;
  }
  return unit;
}

export function applyCartDiscounts(
  cart: Cart,
  lines: LineItem[],
  scope: Scope,
  env: PredicateEnv,
  ctx: CalcContext,
): DiscountResult {
  const currency = scope.currency;
  const refused = new Set(cart.refusedGifts.map((r) => r.id));
  const units = new Map(lines.map((line) => [line.id, unitPrice(line)]));
  const portions = new Map<string, DiscountedLineItemPortion[]>();
  const gifts: LineItem[] = [];
  const applied = new Set<string>();
  const stopped = new Set<string>();
  let stop = false;

  /** Applies a line-item discount to the lines its target matches; true when it lowered any. */
  const onLines = (discount: CartDiscount, predicate: string) => {
    let effective = false;
    for (const line of lines) {
      if (!matches(predicate, lineEnv(line, ctx.product(line.productId)))) continue;
      const unit = units.get(line.id) ?? 0;
      const next = discountedUnit(discount, unit, currency);
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
    return effective;
  };

  for (const discount of candidates(cart, ctx)) {
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
      effective = onLines(discount, discount.target.predicate);
    }
    if (effective) {
      applied.add(discount.id);
      if (discount.stackingMode === "StopAfterThisDiscount") stop = true;
    }
  }

  // Expanded as the shop reads them (discountCodes[*].discountCode, includedDiscounts[*].discount).
  const discountCodes = cart.discountCodes.map((info) => ({
    discountCode: {
      typeId: "discount-code" as const,
      id: info.discountCode.id,
      obj: ctx.discountCode(info.discountCode.id)?.code,
    },
    state: codeState(info, ctx, applied, stopped, env),
  }));
  return { units, portions, gifts, discountCodes };
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
