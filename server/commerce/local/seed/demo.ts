/** What the demo catalog's generators share: the brands, the catalog's date, the product types and texts in every language. */
import { LANGUAGES, type Language, OWN_BRANDS } from "../../../../config";
import type { CategoryNode, ProductKind, Text } from "./vocabulary/types";

/** Ten own brands (SPEC §2 footer "Our brands"). */
export const BRANDS = OWN_BRANDS;
/** The catalog's "today": release dates and the "new" tag count from here, so the catalog is reproducible. */
export const CATALOG_DATE = new Date("2026-11-01T00:00:00.000Z");
export const PRODUCT_TYPE_ID = "pt-equipment";
export const GUARANTEE_TYPE_ID = "pt-extra-guarantee";

export const localized = (make: (language: Language) => string): Text =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Text;

/** A product kind of the vocabulary with its department and level-2 category. */
export interface Leaf {
  department: CategoryNode;
  level2: CategoryNode;
  kind: CategoryNode & { product: ProductKind };
}
