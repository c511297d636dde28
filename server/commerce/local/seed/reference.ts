/**
 * Reference data of the demo platform: one tax category with each country's VAT rate, a zone and a
 * store per country, parcel and freight shipping methods with SPEC §9 fees, the customer groups of
 * the tiers, volume and personalised cart discounts and a few discount codes.
 */
import type {
  CartDiscount,
  CartDiscountValue,
  DiscountCode,
  ShippingMethod,
  Store,
  TaxCategory,
} from "@commercetools/platform-sdk";
import {
  COUNTRIES,
  COUNTRY_CODES,
  CUSTOMER_TIERS,
  getLocale,
  isSwitchOn,
  LIMITS,
  LOW_STOCK_BOUNDARIES,
  shippingFees,
  VAT_RATES,
} from "../../../../config";
import { SEO_REDIRECTS_OBJECT, type SeoRedirect } from "../../port";
import type { Db } from "../db";
import { fromMajor } from "../money";
import { iban } from "./text";

const iso = (cc: (typeof COUNTRY_CODES)[number]) => COUNTRIES[cc].isoCode;
const stamp = "2025-01-01T00:00:00.000Z";
const base = (id: string) => ({ id, version: 1, createdAt: stamp, lastModifiedAt: stamp });

export const TAX_CATEGORY_ID = "tax-standard";
export const FREIGHT_PREDICATE = "lineItemExists(attributes.isPackageTypeFreight = true) = true";

/** Group keys of the volume discounts, one per department. */
export const volumeGroup = (departmentKey: string) => `vd-${departmentKey}`;

export interface ReferenceInput {
  departmentKeys: string[];
  /** SKU and variant of the product a gift code gives away. */
  giftProductId: string;
  brands: readonly string[];
}

export function seedReference(db: Db, input: ReferenceInput) {
  const insert = (table: string, key: string, data: unknown, extra: Record<string, unknown> = {}) => {
    const columns = ["id", "key", ...Object.keys(extra), "data"];
    db.prepare(
      `INSERT INTO ${table} (${columns.join(",")}) VALUES (${columns.map(() => "?").join(",")})`,
    ).run((data as { id: string }).id, key, ...Object.values(extra), JSON.stringify(data));
  };

  const tax: TaxCategory = {
    ...base(TAX_CATEGORY_ID),
    key: "standard",
    name: "Standard VAT",
    rates: COUNTRY_CODES.map((cc) => ({
      id: `vat-${cc}`,
      name: `${VAT_RATES[cc]}% ${iso(cc)}`,
      amount: VAT_RATES[cc] / 100,
      includedInPrice: true,
      country: iso(cc),
      subRates: [],
    })),
  };
  insert("tax_categories", "standard", tax);

  for (const cc of COUNTRY_CODES) {
    insert(
      "zones",
      `zone-${cc}`,
      {
        ...base(`zone-${cc}`),
        key: `zone-${cc}`,
        name: COUNTRIES[cc].label,
        locations: [{ country: iso(cc) }],
      },
      { country: iso(cc) },
    );
  }

  for (const [i, tier] of CUSTOMER_TIERS.filter((t) => t !== "not-logged-in" && t !== "no-tier").entries()) {
    insert("customer_groups", tier, {
      ...base(`group-${tier}`),
      key: tier,
      name: tier,
      groupName: tier,
      order: i,
    });
  }

  // SPEC §3 Shipping method: DeliveryTime as a range per language; freight takes longer.
  for (const kind of ["parcel", "freight"] as const) {
    const method: ShippingMethod = {
      ...base(`shipping-${kind}`),
      key: kind,
      name: kind === "parcel" ? "Parcel" : "Freight",
      taxCategory: { typeId: "tax-category", id: TAX_CATEGORY_ID },
      active: true,
      isDefault: kind === "parcel",
      predicate: kind === "parcel" ? `not (${FREIGHT_PREDICATE})` : FREIGHT_PREDICATE,
      stores: [],
      zoneRates: COUNTRY_CODES.map((cc) => {
        const currency = COUNTRIES[cc].currencyCode;
        const fees = shippingFees(cc, currency);
        return {
          zone: { typeId: "zone", id: `zone-${cc}` },
          shippingRates: [
            {
              price: fromMajor(currency, kind === "parcel" ? fees.parcelFee : fees.freightFee),
              freeAbove: fromMajor(currency, fees.freeAbove),
              tiers: [],
            },
          ],
        };
      }),
      custom: {
        type: { typeId: "type", id: "shipping-method-fields" },
        fields: {
          DeliveryTime: Object.fromEntries(
            COUNTRY_CODES.flatMap((cc) =>
              COUNTRIES[cc].locales.map((l) => [l, kind === "parcel" ? "2-4" : "5-8"]),
            ),
          ),
        },
      },
    };
    insert("shipping_methods", kind, method);
  }

  for (const cc of COUNTRY_CODES) {
    const country = COUNTRIES[cc];
    const store: Store = {
      ...base(`store-${cc}`),
      key: country.storeKey,
      name: Object.fromEntries(
        country.locales.map((l) => [getLocale(l).language, `ProEquip ${country.label}`]),
      ),
      languages: [...country.locales],
      countries: [{ code: iso(cc) }],
      distributionChannels: [],
      supplyChannels: [],
      productSelections: [],
      custom: {
        type: { typeId: "type", id: "store-fields" },
        fields: {
          bankBic: `PREQ${iso(cc)}XX`,
          bankAccountOwner: `ProEquip ${country.label} s.r.o.`,
          bankInstitute: `${country.label} Commerce Bank`,
          bankIban: iban(
            iso(cc),
            String(1000_0000_0000_0000 + COUNTRY_CODES.indexOf(cc) * 7919).padStart(16, "0"),
          ),
          codFeeTitle: "Cash on delivery fee",
          ex_store_campaigns: JSON.stringify([
            {
              campaignName: "black_friday",
              startDate: "2026-11-20T00:00:00.000Z",
              endDate: "2026-11-30T00:00:00.000Z",
            },
            {
              campaignName: "cyber_week",
              startDate: "2026-11-30T00:00:00.000Z",
              endDate: "2026-12-07T00:00:00.000Z",
            },
          ]),
          sale_of_additional_guarantee_enabled: true,
          vat_validation_enabled: true,
          change_tax_rate_enabled: !["no", "ch", "gb"].includes(cc),
          google_autocomplete_enabled: false,
          trustpilot_in_header_enabled: isSwitchOn("newTrustFeatures", cc),
          complementary_products_enabled: true,
          google_reviews_enabled: false,
        },
      },
    };
    insert("stores", store.key, store);
  }

  const discount = (
    key: string,
    value: CartDiscountValue,
    extra: Partial<CartDiscount> & Pick<CartDiscount, "cartPredicate" | "sortOrder">,
  ): CartDiscount => ({
    ...base(`cd-${key}`),
    key,
    name: { en: key },
    value,
    target: { type: "lineItems", predicate: "1 = 1" },
    stores: [],
    isActive: true,
    requiresDiscountCode: false,
    references: [],
    stackingMode: "Stacking",
    recurringOrderScope: { type: "AnyOrder" } as CartDiscount["recurringOrderScope"],
    ...extra,
  });
  const discounts: CartDiscount[] = [];

  // SPEC §9 volume discounts (3 items 5 %, 5 items 10 %, 10 items 15 %): one tier applies at a time.
  for (const [d, department] of input.departmentKeys.entries()) {
    const group = volumeGroup(department);
    const count = `lineItemCount(attributes.volumeDiscountGroup = "${group}")`;
    LIMITS.volumeDiscountTiers.forEach((tier, t) => {
      const next = LIMITS.volumeDiscountTiers[t + 1];
      discounts.push(
        discount(
          `volume-${group}-${tier.minItems}`,
          { type: "relative", permyriad: tier.percent * 100 },
          {
            name: { en: `Volume discount ${tier.percent} %` },
            cartPredicate: `${count} >= ${tier.minItems}${next ? ` and ${count} < ${next.minItems}` : ""}`,
            target: { type: "lineItems", predicate: `attributes.volumeDiscountGroup = "${group}"` },
            sortOrder: `0.6${d}${t}`,
            // SPEC §5: a volume discount and a discount code conflict; the volume discount wins.
            stackingMode: "StopAfterThisDiscount",
            custom: {
              type: { typeId: "type", id: "cart-discount-fields" },
              fields: { volumeDiscountGroup: group, minItems: tier.minItems },
            },
          },
        ),
      );
    });
  }

  // SPEC §1: personalised discounts by cohort tier, active only in LT.
  [2, 3, 4, 5].forEach((percent, i) => {
    const tier = `tier-${i + 1}`;
    discounts.push(
      discount(
        `personalized-${tier}`,
        { type: "relative", permyriad: percent * 100 },
        {
          name: { en: `Personal discount ${percent} %`, lt: `Asmeninė nuolaida ${percent} %` },
          cartPredicate: `customer.customerGroup.key = "${tier}"`,
          stores: [{ typeId: "store", key: COUNTRIES.lt.storeKey }],
          sortOrder: `0.5${i}`,
        },
      ),
    );
  });

  // Discount codes of every value kind, plus an expired and a single-use one.
  const eur = (amount: number) =>
    COUNTRY_CODES.map((cc) => COUNTRIES[cc].currencyCode)
      .filter((c, i, all) => all.indexOf(c) === i)
      .map((c) => fromMajor(c, amount * rateOf(c)));
  const codeDiscounts: [string, CartDiscountValue, Partial<CartDiscount>][] = [
    ["WELCOME10", { type: "relative", permyriad: 1000 }, {}],
    [
      "BRAND15",
      { type: "absolute", money: eur(15) },
      { target: { type: "lineItems", predicate: `attributes.brand = "${input.brands[0]}"` } },
    ],
    [
      "FIXED99",
      { type: "fixed", money: eur(99) },
      { target: { type: "lineItems", predicate: `attributes.brand = "${input.brands[1]}"` } },
    ],
    [
      "GIFT",
      { type: "giftLineItem", product: { typeId: "product", id: input.giftProductId }, variantId: 1 },
      {},
    ],
    ["EXPIRED5", { type: "relative", permyriad: 500 }, {}],
    ["ONCE20", { type: "relative", permyriad: 2000 }, {}],
  ];
  const codes: DiscountCode[] = [];
  codeDiscounts.forEach(([code, value, extra], i) => {
    discounts.push(
      discount(`code-${code.toLowerCase()}`, value, {
        name: { en: code },
        cartPredicate: "1 = 1",
        requiresDiscountCode: true,
        sortOrder: `0.3${i}`,
        ...extra,
      }),
    );
    codes.push({
      ...base(`dc-${code.toLowerCase()}`),
      code,
      name: { en: code },
      cartDiscounts: [{ typeId: "cart-discount", id: `cd-code-${code.toLowerCase()}` }],
      stores: [],
      isActive: true,
      references: [],
      groups: [],
      ...(code === "EXPIRED5" ? { validUntil: "2025-06-30T00:00:00.000Z" } : {}),
      ...(code === "ONCE20" ? { maxApplications: 1 } : {}),
    });
  });
  // SPEC §2 guard 12: example rows of the SEO redirect table (old campaign and landing pages).
  const redirects: SeoRedirect[] = [
    { path: "/black-friday/", target: "/search?tags=campaign%3Ablack_friday" },
    { path: "/cyber-week/", target: "/search?tags=campaign%3Acyber_week" },
    { path: "/sale/", target: "/search?tags=on-sale" },
    { path: "/bestsellers/", target: "/search?tags=bestseller", code: 302 },
    { path: "/about-us/", target: "/our-history/" },
    // The footer's own-brand links "/{brand}/" (SPEC §2) lead to the brand listing.
    ...input.brands.map((brand) => ({
      path: `/${brand.toLowerCase()}/`,
      target: `/search?${new URLSearchParams({ brand })}`,
      code: 302 as const,
    })),
  ];
  db.prepare(
    "INSERT INTO custom_objects (container, key, version, value, created_at, last_modified_at) VALUES (?, ?, 1, ?, ?, ?)",
  ).run(SEO_REDIRECTS_OBJECT.container, SEO_REDIRECTS_OBJECT.key, JSON.stringify(redirects), stamp, stamp);
  for (const d of discounts) insert("cart_discounts", d.key ?? d.id, d);
  for (const c of codes)
    db.prepare("INSERT INTO discount_codes (id, code, data) VALUES (?, ?, ?)").run(
      c.id,
      c.code,
      JSON.stringify(c),
    );
}

/** EUR → currency, from the ratios SPEC's low-stock boundaries use (EUR 1000 ↔ HUF 375000 …). */
export function rateOf(currency: string): number {
  const eur = LOW_STOCK_BOUNDARIES.EUR?.high ?? 1000;
  const other = LOW_STOCK_BOUNDARIES[currency as keyof typeof LOW_STOCK_BOUNDARIES]?.high;
  return other ? other / eur : 1;
}
