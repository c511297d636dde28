import type { Cart, CartDiscount, LineItem, ShippingRate } from "@commercetools/platform-sdk";
import { isSwitchOn, toMajor } from "../../config";
import type { GuaranteeOffer } from "../catalog/guarantee";
import { groupTiers } from "../catalog/volume-discounts";
import { attributesOf, localizedText } from "../commerce/projection";
import type { Market } from "../market";
import { productPath } from "../routing/paths";
import { type DiscountKind, lineTotalBeforeCartDiscounts, type Summary, summaryOf } from "./summary";

/** The custom type of an extra-guarantee line: its first field is the parent SKU (SPEC §3). */
export const GUARANTEE_LINE_TYPE = { key: "extra-guarantee-line", parentField: "parentSku" } as const;

/** The parent SKU of an extra-guarantee line, or undefined for any other line. */
export const guaranteeParent = (line: LineItem): string | undefined => {
  const value = line.custom?.fields[GUARANTEE_LINE_TYPE.parentField];
  return typeof value === "string" ? value : undefined;
};

/**
 * The one way to tell the shopper's own product lines from the rest: an extra guarantee is a line
 * whose custom field names its parent (never told by its SKU), a gift is a GiftLineItem.
 */
export const isProductLine = (line: LineItem) => line.lineItemMode === "Standard" && !guaranteeParent(line);

/** Units of a SKU in the cart's own lines (extra guarantees and gifts not counted). */
export const quantityInCart = (cart: Cart | null, sku: string) =>
  (cart?.lineItems ?? [])
    .filter((l) => l.variant.sku === sku && isProductLine(l))
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
  /**
   * Gross unit price (a sale's price when the product is on sale, then `regularUnitPrice` is the
   * price before it), major units. Cart discounts are deductions of the summary, not of the line.
   */
  unitPrice: number;
  regularUnitPrice?: number;
  /** unitPrice × quantity: the lines add up to the summary's subtotal. */
  lineTotal: number;
  gift: boolean;
  /** Set on an extra-guarantee line: the SKU it covers. */
  guaranteeFor?: string;
  /** Extra guarantees the shopper may still add for this line (none once it has one). */
  guaranteeOffers: GuaranteeOffer[];
  /** SPEC §5 volume discount: the tier reached and the next threshold, for lines of a volume group. */
  volume?: { percent?: number; next?: { minItems: number; percent: number; missing: number } };
}

export interface CartView extends Summary {
  id: string;
  version: number;
  /** Items for the header badge (extra guarantees not counted). */
  count: number;
  lines: CartLineView[];
  coupons: { code: string; state: string }[];
  /** SPEC §5: a volume discount and a discount code conflict when both are in the cart. */
  discountConflict: boolean;
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

const groupOf = (line: LineItem) => {
  const group = attributesOf(line.variant).get("volumeDiscountGroup");
  return typeof group === "string" ? group : undefined;
};

/** The volume tiers of a line's group (SPEC §9: 3, 5, 10 items), lowest first. */
function tiersOf(line: LineItem, volumeDiscounts: Map<string, CartDiscount[]>) {
  const group = groupOf(line);
  return groupTiers(group ? (volumeDiscounts.get(group) ?? []) : []).map(({ minItems, percent }) => ({
    minItems,
    percent,
  }));
}

/** The cart as the cart page, the sidebar and the header show it, in major units of its currency. */
export function cartView(cart: Cart, input: CartViewInput): CartView {
  const { market } = input;
  const major = (cents: number) => toMajor(cents, cart.totalPrice.currencyCode);
  const groupCounts = new Map<string, number>();
  for (const line of cart.lineItems) {
    const group = groupOf(line);
    if (group) groupCounts.set(group, (groupCounts.get(group) ?? 0) + line.quantity);
  }
  const lines = cart.lineItems.map((line): CartLineView => {
    const sku = line.variant.sku ?? "";
    const unit = (line.price.discounted?.value ?? line.price.value).centAmount;
    const parent = guaranteeParent(line);
    const slug = localizedText(line.productSlug, market.language);
    const group = groupOf(line);
    const tiers = tiersOf(line, input.volumeDiscounts);
    const count = group ? (groupCounts.get(group) ?? 0) : 0;
    const reached = tiers.filter((t) => t.minItems <= count).at(-1);
    const next = tiers.find((t) => t.minItems > count);
    return {
      id: line.id,
      sku,
      name: localizedText(line.name, market.language),
      href: parent || !slug ? "" : productPath(slug, market),
      ...(line.variant.images?.[0] ? { image: line.variant.images[0].url } : {}),
      quantity: line.quantity,
      stock: input.stock.get(sku) ?? 0,
      unitPrice: major(unit),
      ...(line.price.discounted ? { regularUnitPrice: major(line.price.value.centAmount) } : {}),
      lineTotal: major(lineTotalBeforeCartDiscounts(line)),
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
  const known = new Map<string, { kind: DiscountKind; discount: CartDiscount }>(
    [...input.volumeDiscounts.values()].flat().map((d) => [d.id, { kind: "volume", discount: d }]),
  );
  return {
    id: cart.id,
    version: cart.version,
    count: itemCount(cart),
    lines,
    coupons: cart.discountCodes.map((d) => ({
      code: d.discountCode.obj?.code ?? d.discountCode.id,
      state: d.state ?? "MatchesCart",
    })),
    discountConflict: cart.discountCodes.length > 0 && lines.some((l) => l.volume?.percent !== undefined),
    ...summaryOf(cart, {
      language: market.language,
      known,
      personalDiscounts: isSwitchOn("personalisedDiscounts", market.country.countryCode),
      ...(input.shippingRate ? { shippingRate: input.shippingRate } : {}),
    }),
  };
}
