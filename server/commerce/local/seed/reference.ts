/**
 * Reference data of the demo platform: one tax category with each country's VAT rate, a zone and a
 * store per country, parcel and freight shipping methods with SPEC §9 fees, the customer groups of
 * the tiers, volume and personalised cart discounts and a few discount codes (discounts.ts), and
 * the SEO redirect table.
 */
import type { ShippingMethod, TaxCategory } from "@commercetools/platform-sdk";
import { COUNTRIES, COUNTRY_CODES, CUSTOMER_TIERS, shippingFees, VAT_RATES } from "../../../../config";
import { SEO_REDIRECTS_OBJECT, type SeoRedirect } from "../../port";
import type { Db } from "../db";
import { fromMajor } from "../money";
import { discountCodes, personalisedDiscounts, volumeDiscounts } from "./discounts";
import { demoStore } from "./stores";

const iso = (cc: (typeof COUNTRY_CODES)[number]) => COUNTRIES[cc].isoCode;
const stamp = "2025-01-01T00:00:00.000Z";
const base = (id: string) => ({ id, version: 1, createdAt: stamp, lastModifiedAt: stamp });

export const TAX_CATEGORY_ID = "tax-standard";
export const FREIGHT_PREDICATE = "lineItemExists(attributes.isPackageTypeFreight = true) = true";

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

  insert("tax_categories", "standard", taxCategory());
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
  for (const kind of ["parcel", "freight"] as const) insert("shipping_methods", kind, shippingMethod(kind));
  for (const cc of COUNTRY_CODES) {
    const store = demoStore(cc);
    insert("stores", store.key, store);
  }

  const codes = discountCodes(input.brands, input.giftProductId);
  const discounts = [
    ...volumeDiscounts(input.departmentKeys),
    ...personalisedDiscounts(),
    ...codes.discounts,
  ];
  db.prepare(
    "INSERT INTO custom_objects (container, key, version, value, created_at, last_modified_at) VALUES (?, ?, 1, ?, ?, ?)",
  ).run(
    SEO_REDIRECTS_OBJECT.container,
    SEO_REDIRECTS_OBJECT.key,
    JSON.stringify(seoRedirects(input.brands)),
    stamp,
    stamp,
  );
  for (const d of discounts) insert("cart_discounts", d.key ?? d.id, d);
  for (const c of codes.codes)
    db.prepare("INSERT INTO discount_codes (id, code, data) VALUES (?, ?, ?)").run(
      c.id,
      c.code,
      JSON.stringify(c),
    );
}

function taxCategory(): TaxCategory {
  return {
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
}

/** SPEC §3 Shipping method: DeliveryTime as a range per language; freight takes longer. */
function shippingMethod(kind: "parcel" | "freight"): ShippingMethod {
  return {
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
}

/** SPEC §2 guard 12: example rows of the SEO redirect table (old campaign and landing pages). */
function seoRedirects(brands: readonly string[]): SeoRedirect[] {
  return [
    { path: "/black-friday/", target: "/search?tags=campaign%3Ablack_friday" },
    { path: "/cyber-week/", target: "/search?tags=campaign%3Acyber_week" },
    { path: "/sale/", target: "/search?tags=on-sale" },
    { path: "/bestsellers/", target: "/search?tags=bestseller", code: 302 },
    { path: "/about-us/", target: "/our-history/" },
    // The footer's own-brand links "/{brand}/" (SPEC §2) lead to the brand listing.
    ...brands.map((brand) => ({
      path: `/${brand.toLowerCase()}/`,
      target: `/search?${new URLSearchParams({ brand })}`,
      code: 302 as const,
    })),
  ];
}
