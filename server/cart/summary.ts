/**
 * The money summary of a cart or an order, as every page and mail shows it (cart, sidebar, payment
 * step, thank-you page, confirmation mail): lines at their prices before cart discounts, the
 * subtotal of those, each cart discount as a deduction (volume, personal, a discount code), fees
 * (the cash-on-delivery fee), shipping and the total, so that
 *
 *   subtotal − discounts + fees + shipping = total, to the cent,
 *
 * and the VAT the total includes. Pure: the caller passes the discounts it knows and, for a cart
 * without a shipping method yet, the market's shipping rate to estimate with.
 */
import type { Cart, CartDiscount, LineItem, Order, ShippingRate } from "@commercetools/platform-sdk";
import type { CurrencyCode } from "../../config";
import { toMajor } from "../../config";
import { percentOf, volumeThreshold } from "../catalog/volume-discounts";
import { roundHalfEven } from "../commerce/money";
import { missingForFreeShipping, shippingPriceCents } from "../commerce/shipping";
import { isReverseCharge } from "./reverse-charge";
import { netCents, netOfLines } from "./summary-net";

export type DiscountKind = "volume" | "personal" | "code" | "other";

export interface SummaryDiscount {
  kind: DiscountKind;
  /** The discount code's text, for a discount that came with one. */
  code?: string;
  percent?: number;
  amount: number;
}

export interface Summary {
  currency: CurrencyCode;
  /** The lines at their prices before cart discounts, in major units. */
  subtotal: number;
  discounts: SummaryDiscount[];
  /** Fees of the cart (custom line items: the cash-on-delivery fee), in major units. */
  fees: { key?: string; name: string; amount: number }[];
  /** Shipping of the parcel or freight method: `cost` 0 shows 'Free'; `missing` is what lacks for free shipping. */
  shipping?: { cost: number; missing: number };
  /** `reverseCharge`: the cart is invoiced net under reverse charge, its VAT 0 % (decision 0029). */
  vat?: { rate: number; amount: number; reverseCharge?: true };
  total: number;
  /**
   * The same amounts without VAT, for company buyers (summary-net.ts): net lines (by line id) before
   * cart discounts, and subtotal, discounts and fees (parallel to the lists above), shipping and total
   * that add up as the gross ones do. Absent while the platform has not taxed every item.
   */
  net?: {
    lines: Record<string, { unit: number; regularUnit?: number; total: number }>;
    subtotal: number;
    discounts: number[];
    fees: number[];
    shipping?: number;
    total: number;
  };
}

/** What a cart and an order have in common for their summary. */
export type Priced = Pick<
  Cart | Order,
  "lineItems" | "customLineItems" | "totalPrice" | "taxedPrice" | "shippingInfo" | "discountCodes"
>;

export interface SummaryContext {
  /** Names of fees in this language. */
  language: string;
  /**
   * Discounts the shop knows the kind of (the volume discounts of the cart's groups); without it, an
   * expanded discount whose predicate counts items is a volume discount (an order's lines carry them).
   */
  known?: ReadonlyMap<string, { kind: DiscountKind; discount: CartDiscount }>;
  /** Where personalised discounts run (SPEC §1: LT), a discount limited to a customer cohort is one. */
  personalDiscounts: boolean;
  /** Before a shipping method is set: the market's rate for the cart's method, to estimate with. */
  shippingRate?: Pick<ShippingRate, "price" | "freeAbove">;
}

/** A line's total before cart discounts: its (product-discounted) unit price × quantity, in cents. */
export const lineTotalBeforeCartDiscounts = (line: LineItem) =>
  (line.price.discounted?.value ?? line.price.value).centAmount * line.quantity;

const localized = (text: Record<string, string>, language: string) =>
  text[language] ?? text.en ?? Object.values(text)[0] ?? "";

/** What each cart discount took off one line, in cents; what no discount names is kept under "". */
function savedOnLine(line: LineItem, expanded?: Map<string, CartDiscount>) {
  const saved = new Map<string, number>();
  const add = (id: string, cents: number) => saved.set(id, (saved.get(id) ?? 0) + cents);
  let named = 0;
  for (const entry of line.discountedPricePerQuantity) {
    for (const portion of entry.discountedPrice.includedDiscounts) {
      const cents = portion.discountedAmount.centAmount * entry.quantity;
      add(portion.discount.id, cents);
      named += cents;
      const obj = (portion.discount as { obj?: CartDiscount }).obj;
      if (obj) expanded?.set(obj.id, obj);
    }
  }
  // The line's own total decides: any cent the portions do not explain is still a deduction.
  const rest = lineTotalBeforeCartDiscounts(line) - line.totalPrice.centAmount - named;
  if (rest !== 0) add("", rest);
  return saved;
}

/** What each cart discount took off the lines, in cents; what no discount names is kept under "". */
function savedByDiscount(lines: readonly LineItem[]) {
  const saved = new Map<string, number>();
  const expanded = new Map<string, CartDiscount>();
  for (const line of lines)
    for (const [id, cents] of savedOnLine(line, expanded)) saved.set(id, (saved.get(id) ?? 0) + cents);
  return { saved, expanded };
}

/** Cart discount id → the text of the discount code that brought it. */
function codesOf(doc: Priced) {
  const codes = new Map<string, string>();
  for (const info of doc.discountCodes ?? [])
    for (const ref of info.discountCode.obj?.cartDiscounts ?? [])
      codes.set(ref.id, info.discountCode.obj?.code ?? "");
  return codes;
}

/** Each cart discount that took something off the lines, as a deduction of its kind. */
function discountsOf(
  doc: Priced,
  context: SummaryContext,
  { saved, expanded }: ReturnType<typeof savedByDiscount>,
  major: (cents: number) => number,
): SummaryDiscount[] {
  const codes = codesOf(doc);
  return [...saved]
    .filter(([, cents]) => cents !== 0)
    .map(([id, cents]): SummaryDiscount => {
      const found = context.known?.get(id);
      const discount = found?.discount ?? expanded.get(id);
      const code = codes.get(id);
      const kind: DiscountKind =
        found?.kind ??
        (code !== undefined
          ? "code"
          : discount && volumeThreshold(discount) !== undefined
            ? "volume"
            : context.personalDiscounts && discount && /customerGroup\.key/.test(discount.cartPredicate)
              ? "personal"
              : "other");
      const percent = percentOf(discount);
      return {
        kind,
        ...(code ? { code } : {}),
        ...(percent !== undefined ? { percent } : {}),
        amount: major(cents),
      };
    });
}

/** The shipping in cents (`estimated` when from the market's rate) and the threshold above which it is free. */
function shippingOf(doc: Priced, rate: SummaryContext["shippingRate"], goodsCents: number) {
  const estimated = !doc.shippingInfo && rate ? shippingPriceCents(rate, goodsCents) : undefined;
  return {
    estimated,
    cents: doc.shippingInfo?.price.centAmount ?? estimated,
    freeAbove: doc.shippingInfo?.shippingRate.freeAbove ?? rate?.freeAbove,
  };
}

export function summaryOf(doc: Priced, context: SummaryContext): Summary {
  const currency = doc.totalPrice.currencyCode as CurrencyCode;
  const major = (cents: number) => toMajor(cents, doc.totalPrice.currencyCode);
  const subtotalCents = doc.lineItems.reduce((sum, l) => sum + lineTotalBeforeCartDiscounts(l), 0);
  // What the goods cost after cart discounts: the free-shipping threshold applies to it (SPEC §5).
  const goodsCents = doc.lineItems.reduce((sum, l) => sum + l.totalPrice.centAmount, 0);

  const byDiscount = savedByDiscount(doc.lineItems);
  const { saved } = byDiscount;
  const discounts = discountsOf(doc, context, byDiscount, major);

  // Before an address is chosen the cart has no shipping info: the market's rate is shown instead.
  const { estimated, cents: shippingCents, freeAbove } = shippingOf(doc, context.shippingRate, goodsCents);
  const taxRate = doc.taxedPrice?.taxPortions[0]?.rate;
  const estimatedTax =
    estimated && taxRate !== undefined ? estimated - roundHalfEven(estimated / (1 + taxRate)) : 0;
  const totalCents = doc.totalPrice.centAmount + (estimated ?? 0);
  const net =
    doc.taxedPrice &&
    netSummary(
      doc,
      [...saved.keys()].filter((id) => saved.get(id) !== 0),
      {
        major,
        shippingCents: doc.shippingInfo
          ? doc.shippingInfo.taxedPrice?.totalNet.centAmount
          : estimated !== undefined && taxRate !== undefined
            ? netCents(estimated, taxRate)
            : undefined,
      },
    );
  return {
    currency,
    subtotal: major(subtotalCents),
    discounts,
    fees: doc.customLineItems.map((fee) => ({
      ...(fee.key ? { key: fee.key } : {}),
      name: localized(fee.name, context.language),
      amount: major(fee.totalPrice.centAmount),
    })),
    ...(shippingCents !== undefined
      ? {
          shipping: {
            cost: major(shippingCents),
            missing: major(missingForFreeShipping(freeAbove, goodsCents)),
          },
        }
      : {}),
    ...(doc.taxedPrice && taxRate !== undefined
      ? {
          vat: {
            rate: Math.round(taxRate * 1000) / 10,
            amount: major((doc.taxedPrice.totalTax?.centAmount ?? 0) + estimatedTax),
            ...(isReverseCharge(doc) ? { reverseCharge: true as const } : {}),
          },
        }
      : {}),
    total: major(totalCents),
    ...(net ? { net } : {}),
  };
}

/** The net amounts of a summary (summary-net.ts); undefined while an item has no tax from the platform. */
function netSummary(
  doc: Priced,
  discountIds: string[],
  { major, shippingCents }: { major: (cents: number) => number; shippingCents: number | undefined },
): Summary["net"] {
  const lines = netOfLines(doc.lineItems, (line) => savedOnLine(line), lineTotalBeforeCartDiscounts);
  const fees = doc.customLineItems.map((fee) => fee.taxedPrice?.totalNet.centAmount);
  const hasShipping = doc.shippingInfo !== undefined || shippingCents !== undefined;
  if (!lines || fees.some((fee) => fee === undefined) || (hasShipping && shippingCents === undefined))
    return undefined;
  const subtotal = [...lines.lines.values()].reduce((sum, line) => sum + line.total, 0);
  const discounts = discountIds.map((id) => lines.saved.get(id) ?? 0);
  const feeCents = fees as number[];
  const total =
    subtotal -
    discounts.reduce((a, b) => a + b, 0) +
    feeCents.reduce((a, b) => a + b, 0) +
    (shippingCents ?? 0);
  return {
    lines: Object.fromEntries(
      [...lines.lines].map(([id, line]) => [
        id,
        {
          unit: major(line.unit),
          ...(line.regularUnit !== undefined ? { regularUnit: major(line.regularUnit) } : {}),
          total: major(line.total),
        },
      ]),
    ),
    subtotal: major(subtotal),
    discounts: discounts.map(major),
    fees: feeCents.map(major),
    ...(shippingCents !== undefined ? { shipping: major(shippingCents) } : {}),
    total: major(total),
  };
}
