import type { Cart, CartDiscount, LineItem, ShippingRate } from "@commercetools/platform-sdk";
import { type CurrencyCode, isSwitchOn, LIMITS } from "../../config";
import { productHref } from "../catalog/category";
import type { GuaranteeOffer } from "../catalog/guarantee";
import { volumeThreshold } from "../catalog/volume-discounts";
import { roundHalfEven } from "../commerce/money";
import { attributesOf, localizedText } from "../commerce/projection";
import type { Market } from "../market";

/** The custom type of an extra-guarantee line: its first field is the parent SKU (SPEC §3). */
export const GUARANTEE_LINE_TYPE = { key: "extra-guarantee-line", parentField: "parentSku" } as const;

/** The parent SKU of an extra-guarantee line, or undefined for any other line. */
export const guaranteeParent = (line: LineItem): string | undefined => {
  const value = line.custom?.fields[GUARANTEE_LINE_TYPE.parentField];
  return typeof value === "string" ? value : undefined;
};

/** Units of a SKU in the cart's own lines (extra guarantees and gifts not counted). */
export const quantityInCart = (cart: Cart | null, sku: string) =>
  (cart?.lineItems ?? [])
    .filter((l) => l.variant.sku === sku && l.lineItemMode === "Standard" && !guaranteeParent(l))
    .reduce((sum, l) => sum + l.quantity, 0);

/** SPEC §5: the item count that the badge and the cash/bank rule use leaves extra guarantees out. */
export const itemCount = (cart: Cart | null) =>
  (cart?.lineItems ?? []).filter((l) => !guaranteeParent(l)).reduce((sum, l) => sum + l.quantity, 0);

export interface CartLineView {
  id: string;
  sku: string;
  name: string;
  href: string;
  image?: string;
  quantity: number;
  /** Available quantity of the SKU (a live room may replace it). */
  stock: number;
  /** Gross unit price after cart discounts, and before them when they differ; major units. */
  unitPrice: number;
  regularUnitPrice?: number;
  lineTotal: number;
  gift: boolean;
  /** Set on an extra-guarantee line: the SKU it covers. */
  guaranteeFor?: string;
  /** Extra guarantees the shopper may still add for this line (none once it has one). */
  guaranteeOffers: GuaranteeOffer[];
  /** SPEC §5 volume discount: the tier reached and the next threshold, for lines of a volume group. */
  volume?: { percent?: number; next?: { minItems: number; percent: number; missing: number } };
}

export interface CartView {
  id: string;
  version: number;
  currency: CurrencyCode;
  /** Items for the header badge (extra guarantees not counted). */
  count: number;
  lines: CartLineView[];
  coupons: { code: string; state: string }[];
  /** SPEC §5: a volume discount and a discount code conflict when both are in the cart. */
  discountConflict: boolean;
  /** Cart discounts applied without a code (volume, personalised in LT), with what each saved. */
  discounts: { kind: DiscountKind; percent?: number; amount: number }[];
  subtotal: number;
  /** Fees of the cart (custom line items: the cash-on-delivery fee), in major units. */
  fees: { key?: string; name: string; amount: number }[];
  /** Shipping of the parcel or freight method: `cost` 0 shows 'Free'; `missing` is what lacks for free shipping. */
  shipping?: { cost: number; missing: number };
  vat?: { rate: number; amount: number };
  total: number;
}

export interface CartViewInput {
  market: Market;
  /** Available quantity per SKU (SPEC §4: stock refreshed with every change). */
  stock: Map<string, number>;
  /** Active volume discounts per group, as the platform lists them. */
  volumeDiscounts: Map<string, CartDiscount[]>;
  /** The shipping rate for the cart's currency of the method its lines need (parcel or freight). */
  shippingRate?: Pick<ShippingRate, "price" | "freeAbove">;
  /** Extra-guarantee offers per line id. */
  guarantees: Map<string, GuaranteeOffer[]>;
}

export type DiscountKind = "volume" | "personal" | "other";

const percentOf = (discount: CartDiscount | undefined) =>
  discount?.value.type === "relative" ? discount.value.permyriad / LIMITS.permyriadPerPercent : undefined;

/** What a rate charges for a subtotal: nothing from its free-above threshold (SPEC §5 free shipping). */
const shippingOf = (rate: Pick<ShippingRate, "price" | "freeAbove">, subtotalCents: number) =>
  rate.freeAbove && subtotalCents >= rate.freeAbove.centAmount ? 0 : rate.price.centAmount;

/** The cart as the cart page, the sidebar and the header show it, in major units of its currency. */
export function cartView(cart: Cart, input: CartViewInput): CartView {
  const { market } = input;
  const currency = cart.totalPrice.currencyCode as CurrencyCode;
  const digits = cart.totalPrice.fractionDigits;
  const major = (cents: number) => cents / 10 ** digits;
  const groupOf = (line: LineItem) => {
    const group = attributesOf(line.variant).get("volumeDiscountGroup");
    return typeof group === "string" ? group : undefined;
  };
  const groupCounts = new Map<string, number>();
  for (const line of cart.lineItems) {
    const group = groupOf(line);
    if (group) groupCounts.set(group, (groupCounts.get(group) ?? 0) + line.quantity);
  }
  const saved = new Map<string, number>();
  /** The applied discounts the platform expanded (the embedded one always does). */
  const applied = new Map<string, CartDiscount>();
  const lines = cart.lineItems.map((line): CartLineView => {
    const sku = line.variant.sku ?? "";
    const discounted = line.discountedPricePerQuantity.at(-1)?.discountedPrice;
    for (const portion of discounted?.includedDiscounts ?? []) {
      const id = portion.discount.id;
      const expanded = (portion.discount as { obj?: CartDiscount }).obj;
      if (expanded) applied.set(id, expanded);
      saved.set(id, (saved.get(id) ?? 0) + portion.discountedAmount.centAmount * line.quantity);
    }
    const regular = (line.price.discounted?.value ?? line.price.value).centAmount;
    const unit = discounted?.value.centAmount ?? regular;
    const parent = guaranteeParent(line);
    const slug = localizedText(line.productSlug, market.language);
    const group = groupOf(line);
    const tiers = group
      ? (input.volumeDiscounts.get(group) ?? [])
          .flatMap((d) => {
            const minItems = volumeThreshold(d);
            const percent = percentOf(d);
            return minItems !== undefined && percent !== undefined ? [{ minItems, percent }] : [];
          })
          .sort((a, b) => a.minItems - b.minItems)
      : [];
    const count = group ? (groupCounts.get(group) ?? 0) : 0;
    const reached = tiers.filter((t) => t.minItems <= count).at(-1);
    const next = tiers.find((t) => t.minItems > count);
    const stock = input.stock.get(sku) ?? 0;
    return {
      id: line.id,
      sku,
      name: localizedText(line.name, market.language),
      href: parent || !slug ? "" : productHref(slug, market),
      ...(line.variant.images?.[0] ? { image: line.variant.images[0].url } : {}),
      quantity: line.quantity,
      stock,
      unitPrice: major(unit),
      ...(unit !== regular ? { regularUnitPrice: major(regular) } : {}),
      lineTotal: major(line.totalPrice.centAmount),
      gift: line.lineItemMode === "GiftLineItem",
      ...(parent ? { guaranteeFor: parent } : {}),
      guaranteeOffers: input.guarantees.get(line.id) ?? [],
      ...(tiers.length > 0
        ? {
            volume: {
              ...(reached ? { percent: reached.percent } : {}),
              ...(next ? { next: { ...next, missing: next.minItems - count } } : {}),
            },
          }
        : {}),
    };
  });

  const codeDiscountIds = new Set(
    cart.discountCodes.flatMap((d) => d.discountCode.obj?.cartDiscounts.map((c) => c.id) ?? []),
  );
  const known = new Map<string, { kind: DiscountKind; discount: CartDiscount }>(
    [...input.volumeDiscounts.values()].flat().map((d) => [d.id, { kind: "volume", discount: d }]),
  );
  // SPEC §1: where personalised discounts run (LT), a discount limited to a customer cohort is one.
  const personal = isSwitchOn("personalisedDiscounts", market.country.countryCode);
  for (const discount of applied.values()) {
    if (known.has(discount.id)) continue;
    const cohort = /customerGroup\.key/.test(discount.cartPredicate);
    known.set(discount.id, { kind: personal && cohort ? "personal" : "other", discount });
  }
  const subtotalCents = cart.lineItems.reduce((sum, l) => sum + l.totalPrice.centAmount, 0);
  // Before an address is chosen the cart has no shipping info: the market's rate is shown instead.
  const shippingCents =
    cart.shippingInfo?.price.centAmount ??
    (input.shippingRate && shippingOf(input.shippingRate, subtotalCents));
  const freeAbove = cart.shippingInfo?.shippingRate.freeAbove ?? input.shippingRate?.freeAbove;
  const rate = cart.taxedPrice?.taxPortions[0]?.rate;
  const shippingTax =
    !cart.shippingInfo && shippingCents && rate !== undefined
      ? shippingCents - roundHalfEven(shippingCents / (1 + rate))
      : 0;
  return {
    id: cart.id,
    version: cart.version,
    currency,
    count: itemCount(cart),
    lines,
    coupons: cart.discountCodes.map((d) => ({
      code: d.discountCode.obj?.code ?? d.discountCode.id,
      state: d.state ?? "MatchesCart",
    })),
    discountConflict: cart.discountCodes.length > 0 && lines.some((l) => l.volume?.percent !== undefined),
    discounts: [...saved]
      .filter(([id, amount]) => amount > 0 && !codeDiscountIds.has(id))
      .map(([id, amount]) => {
        const found = known.get(id);
        const percent = percentOf(found?.discount);
        return {
          kind: found?.kind ?? "other",
          ...(percent !== undefined ? { percent } : {}),
          amount: major(amount),
        };
      }),
    subtotal: major(subtotalCents),
    fees: cart.customLineItems.map((fee) => ({
      ...(fee.key ? { key: fee.key } : {}),
      name: localizedText(fee.name, market.language),
      amount: major(fee.totalPrice.centAmount),
    })),
    ...(shippingCents !== undefined
      ? {
          shipping: {
            cost: major(shippingCents),
            missing: freeAbove ? major(Math.max(0, freeAbove.centAmount - subtotalCents)) : 0,
          },
        }
      : {}),
    ...(cart.taxedPrice && rate !== undefined
      ? {
          vat: {
            rate: Math.round(rate * 1000) / 10,
            amount: major(cart.taxedPrice.totalTax?.centAmount ?? 0) + major(shippingTax),
          },
        }
      : {}),
    total: major(cart.totalPrice.centAmount + (cart.shippingInfo ? 0 : (shippingCents ?? 0))),
  };
}
