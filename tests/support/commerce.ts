import type { Address, ProductProjection } from "@commercetools/platform-sdk";
import { writeProduct } from "../../server/commerce/local/catalog-writer";
import { type Db, openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { fromMajor } from "../../server/commerce/local/money";
import { seedReference, TAX_CATEGORY_ID } from "../../server/commerce/local/seed/reference";

export const NOW = new Date("2026-11-22T10:00:00.000Z");

interface FixtureProduct {
  sku: string;
  /** Gross prices in major units: [country, currency, amount]. */
  prices: [string, string, number][];
  attributes?: Record<string, unknown>;
  stock?: number;
}

export function fixtureProduct({ sku, prices, attributes = {} }: FixtureProduct): ProductProjection {
  return {
    id: `prod-${sku}`,
    version: 1,
    key: sku.toLowerCase(),
    createdAt: NOW.toISOString(),
    lastModifiedAt: NOW.toISOString(),
    productType: { typeId: "product-type", id: "pt-equipment" },
    name: { en: `Product ${sku}`, de: `Produkt ${sku}` },
    slug: { en: `product-${sku.toLowerCase()}-10000001`, de: `produkt-${sku.toLowerCase()}-10000001` },
    categories: [],
    published: true,
    masterVariant: {
      id: 1,
      sku,
      prices: prices.map(([country, currency, amount], i) => ({
        id: `${sku}-${i}`,
        value: fromMajor(currency, amount),
        country,
      })),
      attributes: Object.entries({ brand: "Ferrox", isPackageTypeFreight: false, ...attributes }).map(
        ([name, value]) => ({ name, value }),
      ),
      images: [],
    },
    variants: [],
    taxCategory: { typeId: "tax-category", id: TAX_CATEGORY_ID },
    attributes: [],
  };
}

/** The embedded platform with the real reference data (VAT, zones, shipping, discounts) and the given products. */
export function fixtureCommerce(
  products: FixtureProduct[],
  file = ":memory:",
): { commerce: LocalCommerce; db: Db } {
  const db = openDatabase(file);
  db.transaction(() => {
    writeProduct(db, fixtureProduct({ sku: "GIFT1", prices: [["DE", "EUR", 9.99]] }), { GIFT1: 100 });
    for (const p of products) writeProduct(db, fixtureProduct(p), { [p.sku]: p.stock ?? 100 });
    seedReference(db, {
      departmentKeys: ["workshop"],
      giftProductId: "prod-GIFT1",
      brands: ["Ferrox", "Kaltmann"],
    });
  })();
  return { commerce: new LocalCommerce(db, { now: () => NOW }), db };
}

export const address = (country: string, extra: Partial<Address> = {}): Address => ({
  country,
  firstName: "Eva",
  lastName: "Novak",
  streetName: "Hauptstraße",
  streetNumber: "1",
  postalCode: "10115",
  city: "Berlin",
  email: "eva@example.com",
  ...extra,
});
