/**
 * The demo catalog: a 5-level category tree (all-categories › department › category › product kind ›
 * compact/professional, plus industries and long-tail groups), products with every SPEC §3
 * attribute, prices for all 25 countries in their currencies, stock levels, sale discounts and the
 * extra-guarantee products. Product i is the same whatever the catalog size (its own seed).
 */
import type {
  Category,
  LocalizedString,
  Price,
  ProductProjection,
  Review,
} from "@commercetools/platform-sdk";
import {
  COUNTRIES,
  COUNTRY_CODES,
  LANGUAGES,
  type Language,
  LIMITS,
  LOCALE_CODES,
  OWN_BRANDS,
  SPECIAL_CATEGORY_GROUPS,
  VAT_RATES,
} from "../../../../config";
import { writeProduct } from "../catalog-writer";
import type { Db } from "../db";
import { fractionDigitsOf, money } from "../money";
import { ratingStatistics } from "../review-rules";
import type { LocalProductDiscount } from "../types";
import { Random } from "./random";
import { rateOf, TAX_CATEGORY_ID, volumeGroup } from "./reference";
import { ean13, fill, slugify } from "./text";
import { DEPARTMENTS, INDUSTRIES } from "./vocabulary/categories";
import { TEXTS } from "./vocabulary/texts";
import type { CategoryNode, ProductKind, Text } from "./vocabulary/types";

/** Ten own brands (SPEC §2 footer "Our brands"). */
/** Author names of the imported demo reviews. */
const AUTHORS = [
  "Martin K.",
  "Anna S.",
  "Jakub P.",
  "Lucia M.",
  "Thomas B.",
  "Sofia R.",
  "Péter N.",
  "Ingrid L.",
  "Marco V.",
  "Eva H.",
];

export const BRANDS = OWN_BRANDS;
/** The catalog's "today": release dates and the "new" tag count from here, so the catalog is reproducible. */
export const CATALOG_DATE = new Date("2026-11-01T00:00:00.000Z");
const NEW_DAYS = 60;
export const PRODUCT_TYPE_ID = "pt-equipment";
export const GUARANTEE_TYPE_ID = "pt-extra-guarantee";

const localized = (make: (language: Language) => string): Text =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Text;

interface Leaf {
  department: CategoryNode;
  level2: CategoryNode;
  kind: CategoryNode & { product: ProductKind };
}

function leaves(): Leaf[] {
  return DEPARTMENTS.flatMap((department) =>
    (department.children ?? []).flatMap((level2) =>
      (level2.children ?? []).flatMap((kind) =>
        kind.product ? [{ department, level2, kind: kind as Leaf["kind"] }] : [],
      ),
    ),
  );
}

/** Prices end like shop prices: 249.99 €, 5 999 Kč, 123 490 Ft. */
function shopPrice(amount: number, currency: string): number {
  if (fractionDigitsOf(currency) === 0) return Math.max(90, Math.round(amount / 100) * 100 - 10);
  if (amount >= 1000 && ["CZK", "SEK", "NOK", "DKK"].includes(currency))
    return Math.round(amount / 10) * 10 - 1;
  return Math.max(0.99, Math.round(amount) - 0.01);
}

export interface CatalogResult {
  productCount: number;
  giftProductId: string;
}

export function seedCatalog(db: Db, productCount: number): CatalogResult {
  const now = CATALOG_DATE.toISOString();
  const insertCategory = db.prepare(
    "INSERT INTO categories (id, key, parent_id, order_hint, data) VALUES (?, ?, ?, ?, ?)",
  );
  const insertCategorySlug = db.prepare(
    "INSERT INTO category_slugs (language, slug, category_id) VALUES (?, ?, ?)",
  );
  const categories = new Map<string, Category>();
  const usedSlugs = new Set<string>();

  function addCategory(
    key: string,
    name: Text,
    parent: Category | undefined,
    orderHint: string,
    extra: Record<string, unknown> = {},
  ) {
    const slug = localized((language) => {
      let value = slugify(name[language]) || key;
      if (usedSlugs.has(`${language}|${value}`)) value = `${value}-${slugify(key)}`;
      usedSlugs.add(`${language}|${value}`);
      return value;
    });
    const category: Category = {
      id: `cat-${key}`,
      version: 1,
      key,
      name,
      slug,
      orderHint,
      parent: parent ? { typeId: "category", id: parent.id } : undefined,
      ancestors: parent ? [...parent.ancestors, { typeId: "category", id: parent.id }] : [],
      assets: [],
      createdAt: now,
      lastModifiedAt: now,
      custom: {
        type: { typeId: "type", id: "category-fields" },
        fields: {
          CategoryImageURL: `/images/categories/${key}.svg`,
          hasProducts: "{}",
          CategoryContentHTML: localized((language) => `<p>${name[language]}</p>`),
          categoryPosts: "[]",
          ...extra,
        },
      },
    };
    categories.set(key, category);
    return category;
  }

  const [allKey, industriesKey, longtailKey] = SPECIAL_CATEGORY_GROUPS;
  const all = addCategory(allKey, TEXTS.groups.allCategories, undefined, "0.1");
  const industriesRoot = addCategory(industriesKey, TEXTS.groups.industryCategories, undefined, "0.2");
  const longtail = addCategory(longtailKey, TEXTS.groups.longtailCategories, undefined, "0.3");
  const accessories = addCategory("accessories", TEXTS.groups.accessories, longtail, "0.31");
  addCategory("spare-parts", TEXTS.groups.spareParts, longtail, "0.32");
  DEPARTMENTS.forEach((department, d) => {
    const dep = addCategory(department.key, department.name, all, `0.1${d}`);
    department.children?.forEach((level2, c) => {
      const cat = addCategory(level2.key, level2.name, dep, `0.1${d}${c}`);
      level2.children?.forEach((kind, k) => {
        const kindCategory = addCategory(kind.key, kind.name, cat, `0.1${d}${c}${k}`);
        for (const [q, qualifier] of (["compact", "professional"] as const).entries()) {
          addCategory(
            `${kind.key}-${qualifier}`,
            localized((l) => `${kind.name[l]} – ${TEXTS.qualifiers[qualifier][l]}`),
            kindCategory,
            `0.1${d}${c}${k}${q}`,
          );
        }
      });
    });
  });
  const industryOf = new Map<string, string[]>();
  INDUSTRIES.forEach((industry, i) => {
    addCategory(industry.key, industry.name, industriesRoot, `0.2${i}`);
    for (const key of industry.categories)
      industryOf.set(key, [...(industryOf.get(key) ?? []), industry.key]);
  });

  // ---------------------------------------------------------------- products
  const kinds = leaves();
  const withProducts = new Set<string>();
  const skusByDepartment = new Map<string, string[]>();
  const accessoryParents = new Map<string, string[]>();
  const drafts: ProductProjection[] = [];
  const stockOf: Record<string, number> = {};
  const reviews: { sku: string; review: Review }[] = [];
  let cheapest: { id: string; price: number } | undefined;

  for (let i = 0; i < productCount; i++) {
    const rng = new Random(0x5eed + i * 7919);
    const leaf = kinds[(i * 7) % kinds.length] as Leaf;
    const product = leaf.kind.product;
    const kindRoll = rng.next();
    const isBware = kindRoll < 0.05;
    const isSet = !isBware && kindRoll < 0.08;
    const sku = `${isBware ? "EX20" : isSet ? "EX18" : "EX10"}${String(i + 1).padStart(6, "0")}`;
    const brand = rng.pick(BRANDS);
    const model = `${brand.slice(0, 2).toUpperCase()}-${rng.int(100, 9999)}${isSet ? " Set" : ""}`;
    const [minPrice, maxPrice] = product.priceEur;
    const eurGross = Math.round(rng.between(minPrice, maxPrice) * (isBware ? 0.8 : 1) * (isSet ? 1.35 : 1));
    const qualifier = eurGross >= (minPrice + maxPrice) / 2 ? "professional" : "compact";
    const id = `prod-${sku.toLowerCase()}`;
    const name = localized((l) => `${brand} ${leaf.kind.product.noun[l]} ${model}`);
    const slug = localized((l) => `${slugify(name[l])}-${String(10_000_000 + i + 1)}`);
    const description = localized((l) => fill(TEXTS.description[l], { noun: product.noun[l], brand, model }));

    // Gross prices per country: the same net price, each country's VAT, its currency, shop rounding.
    const net = eurGross / (1 + (VAT_RATES.de ?? 19) / 100);
    const groupPrice = rng.chance(0.1);
    const prices: Price[] = COUNTRY_CODES.flatMap((cc) => {
      const currency = COUNTRIES[cc].currencyCode;
      const gross = shopPrice(net * (1 + VAT_RATES[cc] / 100) * rateOf(currency), currency);
      const cents = Math.round(gross * 10 ** fractionDigitsOf(currency));
      const list: Price[] = [
        { id: `${sku}-${cc}`, value: money(currency, cents), country: cc.toUpperCase() },
      ];
      if (groupPrice) {
        list.push({
          id: `${sku}-${cc}-tier-1`,
          value: money(currency, Math.round(cents * 0.97)),
          country: cc.toUpperCase(),
          customerGroup: { typeId: "customer-group", id: "group-tier-1" },
        });
      }
      return list;
    });
    if (!cheapest || eurGross < cheapest.price) cheapest = { id, price: eurGross };

    const released = new Date(CATALOG_DATE.getTime() - rng.int(0, 900) * 86_400_000);
    const saleCampaign = rng.chance(0.1) ? rng.pick(["sale-10", "sale-20", "sale-30"]) : undefined;
    // Imported reviews (SPEC §3 Review custom field `source`), mostly good, written in the shop languages.
    const ratings = rng.chance(0.35)
      ? Array.from({ length: rng.int(1, 12) }, () => rng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]))
      : [];
    const stats = ratingStatistics(ratings);
    for (const [n, rating] of ratings.entries()) {
      const language = rng.pick(LANGUAGES);
      const pick = rating >= 4 ? rng.int(0, 5) : rng.int(6, 7);
      const created = new Date(released.getTime() + rng.int(1, 200) * 86_400_000).toISOString();
      reviews.push({
        sku,
        review: {
          id: `rev-${sku.toLowerCase()}-${n + 1}`,
          version: 1,
          createdAt: created,
          lastModifiedAt: created,
          locale: language,
          authorName: rng.pick(AUTHORS),
          title: TEXTS.reviewTitles[pick]?.[language],
          text: TEXTS.reviewTexts[pick]?.[language],
          rating,
          target: { typeId: "product", id: `prod-${sku.toLowerCase()}` },
          includedInStatistics: true,
          custom: {
            type: { typeId: "type", id: "review-fields" },
            fields: { reviewCreatedAt: created, source: "import" },
          },
        },
      });
    }
    const tags = [
      ...(CATALOG_DATE.getTime() - released.getTime() < NEW_DAYS * 86_400_000 ? ["new"] : []),
      ...(rng.chance(0.1) ? ["bestseller"] : []),
      ...(saleCampaign ? ["on-sale"] : []),
      ...(isBware ? ["bware"] : []),
      ...(stats && stats.averageRating >= 4.5 && stats.count >= 3 ? ["topRated"] : []),
      ...(rng.chance(0.03) ? ["campaign:black_friday"] : rng.chance(0.02) ? ["campaign:cyber_week"] : []),
    ];
    const weight = Math.round(rng.between(...product.weightKg) * 10) / 10;
    const side = Math.round(Math.cbrt(weight / 0.25) * 10);
    const [w, h, l] = [
      side,
      Math.round(side * rng.between(0.7, 1.4)),
      Math.round(side * rng.between(0.9, 1.8)),
    ];
    const power = product.powerW ? Math.round(rng.between(...product.powerW) / 50) * 50 : undefined;
    const energyClass = power && rng.chance(0.3) ? rng.pick(["A", "B", "C", "D", "E", "F", "G"]) : undefined;
    const stockRoll = rng.next();
    const stock = isBware
      ? rng.int(0, 3)
      : stockRoll < 0.08
        ? 0
        : stockRoll < 0.23
          ? rng.int(1, 5)
          : rng.int(6, 400);
    const categoryKeys = [
      `${leaf.kind.key}-${qualifier}`,
      ...(industryOf.get(leaf.level2.key) ?? []),
      ...(i % 25 === 0 ? [accessories.key ?? "accessories"] : []),
    ];

    const attributes = [
      { name: "brand", value: brand },
      { name: "family", value: leaf.kind.key },
      { name: "model", value: model },
      { name: "isBware", value: isBware },
      { name: "tags", value: tags },
      {
        name: "highlights",
        value: [0, 1, 2, 3, 4].filter(() => rng.chance(0.8)).map((n) => `highlight-${n + 1}`),
      },
      { name: "faq", value: ["faq-1", "faq-2", "faq-3"] },
      { name: "faqAnswers", value: ["faq-1", "faq-2", "faq-3"] },
      {
        name: "deliveryPackage",
        value: [0, 1, 2, 3].filter((n) => n === 0 || rng.chance(0.6)).map((n) => `package-${n + 1}`),
      },
      {
        name: "techdetails",
        value: [
          ...(power ? [{ name: "power", value: `${power} W` }] : []),
          { name: "weight", value: `${weight} kg` },
          { name: "dimensions", value: `${l} × ${w} × ${h} cm` },
          { name: "warranty", value: "24" },
        ],
      },
      { name: "isPackageTypeFreight", value: product.freight },
      { name: "eligibleForSelling", value: rng.chance(0.97) },
      { name: "manualUrl", value: `/manuals/${sku}.pdf` },
      { name: "numberOf360Images", value: 0 },
      { name: "releaseDate", value: released.toISOString().slice(0, 10) },
      { name: "ean", value: ean13(`40${String(i + 1).padStart(10, "0")}`) },
      { name: "referencedResourceSet", value: [] },
      ...(rng.chance(0.4) ? [{ name: "volumeDiscountGroup", value: volumeGroup(leaf.department.key) }] : []),
      ...(saleCampaign ? [{ name: "saleCampaign", value: saleCampaign }] : []),
      ...(energyClass
        ? [
            { name: "energyClass", value: energyClass },
            { name: "energyLabel", value: `/images/energy/${energyClass}.svg` },
            { name: "energyFiche", value: `/manuals/${sku}-fiche.pdf` },
          ]
        : []),
      ...(power ? [{ name: "power", value: power }] : []),
      { name: "netWeight", value: weight },
      { name: "grossWeight", value: Math.round((weight * 1.1 + 0.5) * 10) / 10 },
      { name: "netLength", value: l },
      { name: "netWidth", value: w },
      { name: "netHeight", value: h },
      { name: "grossLength", value: l + 6 },
      { name: "grossWidth", value: w + 6 },
      { name: "grossHeight", value: h + 6 },
    ];
    const images = Array.from({ length: rng.int(2, 4) }, (_, n) => ({
      url: `/images/products/${sku}/${n + 1}.svg`,
      label: name.en,
      dimensions: { w: 800, h: 800 },
    }));
    const draft: ProductProjection = {
      id,
      version: 1,
      key: sku.toLowerCase(),
      createdAt: released.toISOString(),
      lastModifiedAt: now,
      productType: { typeId: "product-type", id: PRODUCT_TYPE_ID },
      name,
      description,
      slug,
      categories: categoryKeys.map((key) => ({ typeId: "category", id: `cat-${key}` })),
      published: true,
      masterVariant: { id: 1, sku, key: sku.toLowerCase(), prices, images, attributes },
      variants: [],
      taxCategory: { typeId: "tax-category", id: TAX_CATEGORY_ID },
      reviewRatingStatistics: stats,
      attributes: [],
    };
    drafts.push(draft);
    // Related accessories: earlier products of the same department, so product i never depends on the
    // catalog size; each accessory lists its parents back.
    const departmentSkus = skusByDepartment.get(leaf.department.key) ?? [];
    const related = departmentSkus.length
      ? [
          ...new Set(
            [1, 2, 3].map((n) => departmentSkus[(i * 13 + n * 31) % departmentSkus.length] as string),
          ),
        ]
      : [];
    draft.masterVariant.attributes?.push({ name: "relatedAccessories", value: related });
    for (const accessory of related) {
      const parents = accessoryParents.get(accessory) ?? [];
      parents.push(sku);
      accessoryParents.set(accessory, parents);
    }
    departmentSkus.push(sku);
    skusByDepartment.set(leaf.department.key, departmentSkus);
    for (const key of categoryKeys) withProducts.add(key);
    stockOf[sku] = stock;
  }

  // Categories: hasProducts per market for those holding products and their ancestors.
  const filled = new Set<string>();
  for (const key of withProducts) {
    const category = categories.get(key);
    if (!category) continue;
    filled.add(category.id);
    for (const ancestor of category.ancestors) filled.add(ancestor.id);
  }
  const markets = JSON.stringify(Object.fromEntries(COUNTRY_CODES.map((cc) => [cc, "true"])));
  for (const category of categories.values()) {
    const fields = category.custom?.fields ?? {};
    if (filled.has(category.id)) fields.hasProducts = markets;
    insertCategory.run(
      category.id,
      category.key,
      category.parent?.id ?? null,
      category.orderHint,
      JSON.stringify(category),
    );
    for (const language of LANGUAGES) insertCategorySlug.run(language, category.slug[language], category.id);
  }

  for (const draft of drafts) {
    draft.masterVariant.attributes?.push({
      name: "parentProductsForAccessory",
      value: (accessoryParents.get(draft.masterVariant.sku ?? "") ?? []).slice(0, 5),
    });
    writeProduct(db, draft, stockOf);
  }
  const insertReview = db.prepare(
    "INSERT INTO reviews (id, product_id, sku, customer_id, rating, included_in_statistics, created_at, data) VALUES (?, ?, ?, NULL, ?, 1, ?, ?)",
  );
  for (const { sku, review } of reviews) {
    insertReview.run(
      review.id,
      review.target?.id,
      sku,
      review.rating,
      review.createdAt,
      JSON.stringify(review),
    );
  }

  // Extra-guarantee products (SPEC §3): virtual, priced by the shop from the product price × rate.
  LIMITS.knownGuaranteeSkus.forEach((sku, n) => {
    const years = n + 1;
    const name = localized((l) => {
      const forms = TEXTS.guaranteeName[l];
      return fill(forms[new Intl.PluralRules(l).select(years)] ?? forms.other, { years });
    });
    const draft: ProductProjection = {
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
    writeProduct(db, draft);
  });

  // Product types: texts shared by every product are lenum values, expanded by the engine on read.
  const lenum = (name: string, values: { key: string; label: LocalizedString }[]) => ({
    name,
    label: { en: name },
    isRequired: false,
    attributeConstraint: "None",
    inputHint: "SingleLine",
    isSearchable: false,
    type: { name: "set", elementType: { name: "lenum", values } },
  });
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
  const insertType = db.prepare("INSERT INTO product_types (id, key, data) VALUES (?, ?, ?)");
  insertType.run(equipmentType.id, equipmentType.key, JSON.stringify(equipmentType));
  insertType.run(guaranteeType.id, guaranteeType.key, JSON.stringify(guaranteeType));

  // Sale campaigns as product discounts (fill price.discounted).
  const insertDiscount = db.prepare("INSERT INTO product_discounts (id, key, data) VALUES (?, ?, ?)");
  for (const percent of [10, 20, 30]) {
    const discount: LocalProductDiscount = {
      id: `pd-sale-${percent}`,
      key: `sale-${percent}`,
      name: { en: `Sale ${percent} %` },
      value: { type: "relative", permyriad: percent * 100 },
      predicate: `attributes.saleCampaign = "sale-${percent}"`,
      sortOrder: `0.${percent}`,
      isActive: true,
    };
    insertDiscount.run(discount.id, discount.key, JSON.stringify(discount));
  }

  if (!cheapest) throw new Error("The catalog needs at least one product");
  return { productCount, giftProductId: cheapest.id };
}
