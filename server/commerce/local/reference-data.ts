/**
 * The platform's reference data the engine reads on every cart update (taxes, zones, shipping
 * methods, cart and product discounts, customer groups, lenum labels): small, so read once when
 * the engine starts and kept in memory.
 */
import type {
  CartDiscount,
  LocalizedString,
  ProductType,
  ShippingMethod,
  TaxCategory,
} from "@commercetools/platform-sdk";
import { type Db, doc } from "./db";
import type { LocalProductDiscount } from "./types";

export interface Reference {
  /** Labels of lenum attribute values by attribute name and key, from the product types. */
  lenumLabels: Map<string, Map<string, LocalizedString>>;
  taxCategories: TaxCategory[];
  zoneByCountry: Map<string, string>;
  shippingMethods: ShippingMethod[];
  cartDiscounts: CartDiscount[];
  productDiscounts: LocalProductDiscount[];
  customerGroupKeys: Map<string, string>;
}

export function loadReference(db: Db): Reference {
  const all = <T>(table: string) =>
    db
      .prepare(`SELECT data FROM ${table}`)
      .all()
      .map((row) => doc<T>(row));
  return {
    lenumLabels: lenumLabels(all<ProductType>("product_types")),
    taxCategories: all<TaxCategory>("tax_categories"),
    zoneByCountry: new Map(
      (db.prepare("SELECT id, country FROM zones").all() as { id: string; country: string }[]).map((z) => [
        z.country,
        z.id,
      ]),
    ),
    shippingMethods: all<ShippingMethod>("shipping_methods"),
    cartDiscounts: all<CartDiscount>("cart_discounts"),
    productDiscounts: all<LocalProductDiscount>("product_discounts"),
    customerGroupKeys: new Map(
      (db.prepare("SELECT id, key FROM customer_groups").all() as { id: string; key: string }[]).map((g) => [
        g.id,
        g.key,
      ]),
    ),
  };
}

function lenumLabels(types: ProductType[]): Reference["lenumLabels"] {
  const labels = new Map<string, Map<string, LocalizedString>>();
  for (const type of types) {
    for (const definition of type.attributes ?? []) {
      const element = definition.type.name === "set" ? definition.type.elementType : definition.type;
      if (element.name !== "lenum") continue;
      labels.set(definition.name, new Map(element.values.map((v) => [v.key, v.label])));
    }
  }
  return labels;
}
