/**
 * The demo product types and the extra-guarantee products (SPEC §3). Texts every product shares
 * (highlights, FAQ, delivery package, tech-detail labels) are lenum values of the equipment type,
 * expanded by the engine on read.
 */
import type { LocalizedString, ProductProjection } from "@commercetools/platform-sdk";
import { COUNTRIES, COUNTRY_CODES, LIMITS, LOCALE_CODES } from "../../../../config";
import { money } from "../money";
import { BRANDS, CATALOG_DATE, GUARANTEE_TYPE_ID, localized, PRODUCT_TYPE_ID } from "./demo";
import { TAX_CATEGORY_ID } from "./reference";
import { fill, slugify } from "./text";
import { TEXTS } from "./vocabulary/texts";

/** Extra-guarantee products: virtual, priced by the shop from the product price × rate. */
export function guaranteeProducts(): ProductProjection[] {
  const now = CATALOG_DATE.toISOString();
  return LIMITS.knownGuaranteeSkus.map((sku, n) => {
    const years = n + 1;
    const name = localized((l) => {
      const forms = TEXTS.guaranteeName[l];
      return fill(forms[new Intl.PluralRules(l).select(years)] ?? forms.other, { years });
    });
    return {
      id: `prod-${sku}`,
      version: 1,
      key: `guarantee-${sku}`,
      createdAt: now,
      lastModifiedAt: now,
      productType: { typeId: "product-type", id: GUARANTEE_TYPE_ID },
      name,
      slug: localized((l) => `${slugify(name[l])}-${sku.padStart(8, "0")}`),
      categories: [],
      published: true,
      masterVariant: {
        id: 1,
        sku,
        prices: COUNTRY_CODES.map((cc) => ({
          id: `${sku}-${cc}`,
          value: money(COUNTRIES[cc].currencyCode, 0),
          country: cc.toUpperCase(),
        })),
        images: [{ url: `/images/guarantee/${years}.svg`, label: name.en, dimensions: { w: 400, h: 400 } }],
        attributes: [
          { name: "extraGuaranteeRate", value: [5, 8, 11, 14][n] },
          // Not offered where the statutory guarantee already differs (GB, CH, NO).
          { name: "enabledOnMarket", value: LOCALE_CODES.filter((code) => !/-(GB|CH|NO)$/.test(code)) },
          { name: "excludedSkus", value: [] },
          { name: "excludedBrands", value: [BRANDS[9]] },
          { name: "excludedRelations", value: ["bware"] },
          { name: "eligibleForSelling", value: true },
        ],
      },
      variants: [],
      taxCategory: { typeId: "tax-category", id: TAX_CATEGORY_ID },
      attributes: [],
    };
  });
}

const lenum = (name: string, values: { key: string; label: LocalizedString }[]) => ({
  name,
  label: { en: name },
  isRequired: false,
  attributeConstraint: "None",
  inputHint: "SingleLine",
  isSearchable: false,
  type: { name: "set", elementType: { name: "lenum", values } },
});

/** The equipment type with the shared texts as lenum attributes, and the extra-guarantee type. */
export function productTypes() {
  const now = CATALOG_DATE.toISOString();
  const equipmentType = {
    id: PRODUCT_TYPE_ID,
    version: 1,
    key: "equipment",
    name: "Equipment",
    description: "Professional equipment",
    createdAt: now,
    lastModifiedAt: now,
    attributes: [
      lenum(
        "highlights",
        TEXTS.highlights.map((label, n) => ({ key: `highlight-${n + 1}`, label })),
      ),
      lenum(
        "faq",
        TEXTS.faq.map((qa, n) => ({ key: `faq-${n + 1}`, label: qa.question })),
      ),
      lenum(
        "faqAnswers",
        TEXTS.faq.map((qa, n) => ({ key: `faq-${n + 1}`, label: qa.answer })),
      ),
      lenum(
        "deliveryPackage",
        TEXTS.deliveryPackage.map((label, n) => ({ key: `package-${n + 1}`, label })),
      ),
      lenum(
        "techLabels",
        Object.entries(TEXTS.techLabels).map(([key, label]) => ({ key, label })),
      ),
    ],
  };
  const guaranteeType = {
    ...equipmentType,
    id: GUARANTEE_TYPE_ID,
    key: "extra-guarantee",
    name: "Extra guarantee",
    attributes: [],
  };
  return [equipmentType, guaranteeType];
}
