import { COUNTRY_CODES, type CountryCode } from "./countries";
import type { CurrencyCode } from "./currencies";
import type {
  feeRow,
  LOW_STOCK_BOUNDARIES_SCHEMA,
  SHIPPING_BY_COUNTRY_SCHEMA,
  SHIPPING_BY_CURRENCY_SCHEMA,
} from "./schemas/shipping";
import type * as z from "./zod-mini";

export type ShippingFees = z.output<typeof feeRow>;

/** SPEC §9 "Shipping" per currency (major units of that currency). */
export const SHIPPING_BY_CURRENCY: z.output<typeof SHIPPING_BY_CURRENCY_SCHEMA> = {
  EUR: { freeAbove: 59, parcelFee: 1.95, freightFee: 9.95 },
  GBP: { freeAbove: 52, parcelFee: 1.95, freightFee: 9.95 },
  DKK: { freeAbove: 439, parcelFee: 15, freightFee: 74 },
  SEK: { freeAbove: 659, parcelFee: 22, freightFee: 111 },
  NOK: { freeAbove: 689, parcelFee: 23, freightFee: 116 },
  CHF: { freeAbove: 59, parcelFee: 1.95, freightFee: 9.95 },
  CZK: { freeAbove: 1399, parcelFee: 46, freightFee: 235 },
  PLN: { freeAbove: 269, parcelFee: 9, freightFee: 45 },
  HUF: { freeAbove: 22099, parcelFee: 730, freightFee: 3731 },
  RON: { freeAbove: 289, parcelFee: 10, freightFee: 49 },
  BGN: { freeAbove: 115, parcelFee: 3.95, freightFee: 19.95 },
};

/**
 * Country rows of the SPEC table that override the currency row. Only France: its "FR" row keeps the
 * EUR threshold with higher carrier fees, and applies to France alone (not to fr-BE or fr-CH).
 * The table's "HU entry" row is not used: see docs/decisions/0003-shipping-table-oddities.md.
 */
export const SHIPPING_BY_COUNTRY: z.output<typeof SHIPPING_BY_COUNTRY_SCHEMA> = {
  fr: { freeAbove: 59, parcelFee: 6.95, freightFee: 39.95 },
};

/** The countries whose fees are their own, not their currency's row (SPEC §9: FR). */
export const OWN_SHIPPING_COUNTRIES = COUNTRY_CODES.filter((cc) => SHIPPING_BY_COUNTRY[cc] !== undefined);

export function shippingFees(country: CountryCode, currency: CurrencyCode): ShippingFees {
  const fees = SHIPPING_BY_COUNTRY[country] ?? SHIPPING_BY_CURRENCY[currency];
  if (!fees) throw new Error(`No shipping fees for ${country}/${currency}`);
  return fees;
}

/** Low-stock boundaries (high, low) per currency, SPEC §9. */
export const LOW_STOCK_BOUNDARIES: z.output<typeof LOW_STOCK_BOUNDARIES_SCHEMA> = {
  EUR: { high: 1000, low: 250 },
  GBP: { high: 870, low: 217.5 },
  DKK: { high: 7450, low: 1862.5 },
  SEK: { high: 11200, low: 2800 },
  NOK: { high: 11700, low: 2925 },
  CHF: { high: 980, low: 245 },
  CZK: { high: 23600, low: 5900 },
  PLN: { high: 4550, low: 1137.5 },
  HUF: { high: 375000, low: 93750 },
  RON: { high: 4940, low: 1235 },
  BGN: { high: 1950, low: 487.5 },
};

/**
 * Stock left at or below which a product shows "only N left". SPEC §9 gives the low-stock boundaries
 * per currency as prices (high, low) without the counts: we read them as price tiers, so expensive
 * products warn later than cheap ones (docs/decisions/0009-low-stock-boundaries.md).
 */
export const LOW_STOCK_QUANTITIES = { expensive: 2, middle: 5, cheap: 10 } as const;

export function lowStockThreshold(price: number, currency: CurrencyCode): number {
  const boundaries = LOW_STOCK_BOUNDARIES[currency];
  if (!boundaries) return LOW_STOCK_QUANTITIES.middle;
  if (price >= boundaries.high) return LOW_STOCK_QUANTITIES.expensive;
  return price >= boundaries.low ? LOW_STOCK_QUANTITIES.middle : LOW_STOCK_QUANTITIES.cheap;
}

/** Keys of the two shipping methods every zone offers (SPEC §3 "Keys differ for parcel and freight"). */
export const SHIPPING_METHOD_KEYS = { parcel: "parcel", freight: "freight" } as const;

/**
 * SPEC §4 delivery date: the upper bound of the method's DeliveryTime range ("2-4") added to today.
 * SPEC gives two readings (calendar or working days); we count working days, skipping Saturday and
 * Sunday, because that is the date a carrier can keep.
 */
export function deliveryDate(today: Date, deliveryTime: string): Date | undefined {
  const upper = Number(deliveryTime.split("-").pop());
  if (!Number.isInteger(upper) || upper < 0 || upper > 60) return undefined;
  const date = new Date(today);
  for (let added = 0; added < upper; ) {
    date.setDate(date.getDate() + 1);
    const day = date.getDay();
    if (day !== 0 && day !== 6) added++;
  }
  return date;
}

/** SPEC §4 "Buy in {month}": a sold-out product can be bought again three months after a date. */
export const RESTOCK_MONTHS = 3;

/**
 * The month ("2027-02") a product sold out on `soldOut` can be bought again, or undefined once that
 * month has passed.
 */
export function buyInMonth(soldOut: Date, today: Date): string | undefined {
  const month = new Date(Date.UTC(soldOut.getUTCFullYear(), soldOut.getUTCMonth() + RESTOCK_MONTHS, 1));
  const thisMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  return month >= thisMonth ? month.toISOString().slice(0, 7) : undefined;
}
