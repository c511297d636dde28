/**
 * One demo product: every SPEC §3 attribute, prices for all 25 countries in their currencies, a
 * stock level, imported reviews and tags. Product i draws from its own seed, so it is the same
 * whatever the catalog size. The draws happen in a fixed order: changing it changes the catalog.
 */
import type { Attribute, Price, ProductProjection, Review } from "@commercetools/platform-sdk";
import { COUNTRIES, COUNTRY_CODES, LANGUAGES, type Language, LISTING, VAT_RATES } from "../../../../config";
import { fractionDigitsOf, money } from "../money";
import { ratingStatistics } from "../review-rules";
import { BRANDS, CATALOG_DATE, type Leaf, localized, PRODUCT_TYPE_ID } from "./demo";
import { volumeGroup } from "./discounts";
import { rateOf, shopPrice } from "./prices";
import { Random } from "./random";
import { TAX_CATEGORY_ID } from "./reference";
import { ean13, fill, slugify } from "./text";
import { TEXTS } from "./vocabulary/texts";

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
const NEW_DAYS = 60;
const DAY_MS = 86_400_000;

export interface DemoProduct {
  draft: ProductProjection;
  sku: string;
  stock: number;
  /** The gross EUR price, to find the cheapest product (the gift). */
  eurGross: number;
  categoryKeys: string[];
  reviews: { sku: string; review: Review }[];
}

/** Where a product belongs beyond its kind: the industries of its level-2 category, the accessories. */
export interface Placement {
  industryOf: Map<string, string[]>;
  accessoriesKey: string;
}

export function demoProduct(i: number, leaf: Leaf, placement: Placement, reviewedBy: number): DemoProduct {
  const rng = new Random(0x5eed + i * 7919);
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
  const name = localized((l) => `${brand} ${leaf.kind.product.noun[l]} ${model}`);
  const prices = pricesOf(sku, eurGross, rng);
  const released = new Date(CATALOG_DATE.getTime() - rng.int(0, 900) * DAY_MS);
  const saleCampaign = rng.chance(0.1) ? rng.pick(["sale-10", "sale-20", "sale-30"]) : undefined;
  const reviews = reviewsOf(sku, released, rng, reviewedBy);
  const stats = ratingStatistics(reviews.map((r) => r.review.rating ?? 0));
  const tags = [
    ...(CATALOG_DATE.getTime() - released.getTime() < NEW_DAYS * DAY_MS ? ["new"] : []),
    ...(rng.chance(0.1) ? ["bestseller"] : []),
    ...(saleCampaign ? ["on-sale"] : []),
    ...(isBware ? ["bware"] : []),
    ...(stats && stats.averageRating >= 4.5 && stats.count >= 3 ? ["topRated"] : []),
    ...(rng.chance(0.03) ? ["campaign:black_friday"] : rng.chance(0.02) ? ["campaign:cyber_week"] : []),
  ];
  const body = bodyOf(leaf, rng);
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
    ...(placement.industryOf.get(leaf.level2.key) ?? []),
    ...(i % 25 === 0 ? [placement.accessoriesKey] : []),
  ];
  const attributes = attributesOf(
    { i, sku, brand, model, isBware, tags, saleCampaign, released, leaf, body },
    rng,
  );
  const images = Array.from({ length: rng.int(2, 4) }, (_, n) => ({
    url: `/images/products/${sku}/${n + 1}.svg`,
    label: name.en,
    dimensions: { w: 800, h: 800 },
  }));
  const draft: ProductProjection = {
    id: `prod-${sku.toLowerCase()}`,
    version: 1,
    key: sku.toLowerCase(),
    createdAt: released.toISOString(),
    lastModifiedAt: CATALOG_DATE.toISOString(),
    productType: { typeId: "product-type", id: PRODUCT_TYPE_ID },
    name,
    description: localized((l) => fill(TEXTS.description[l], { noun: product.noun[l], brand, model })),
    slug: localized((l) => `${slugify(name[l])}-${String(10_000_000 + i + 1)}`),
    categories: categoryKeys.map((key) => ({ typeId: "category", id: `cat-${key}` })),
    published: true,
    masterVariant: { id: 1, sku, key: sku.toLowerCase(), prices, images, attributes },
    variants: [],
    taxCategory: { typeId: "tax-category", id: TAX_CATEGORY_ID },
    reviewRatingStatistics: stats,
    attributes: [],
  };
  return { draft, sku, stock, eurGross, categoryKeys, reviews };
}

/** Gross prices per country: the same net price, each country's VAT, its currency, shop rounding. */
function pricesOf(sku: string, eurGross: number, rng: Random): Price[] {
  const net = eurGross / (1 + (VAT_RATES.de ?? 19) / 100);
  const groupPrice = rng.chance(0.1);
  return COUNTRY_CODES.flatMap((cc) => {
    const currency = COUNTRIES[cc].currencyCode;
    const gross = shopPrice(net * (1 + VAT_RATES[cc] / 100) * rateOf(currency), currency);
    const cents = Math.round(gross * 10 ** fractionDigitsOf(currency));
    const list: Price[] = [{ id: `${sku}-${cc}`, value: money(currency, cents), country: cc.toUpperCase() }];
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
}

/**
 * An imported review's translations (SPEC §3 Review `titleTranslations`, `textTranslations`): the
 * text in each language of the trust-rating service (SPEC §9) but the one it was written in.
 */
function translationsOf(
  text: Record<Language, string> | undefined,
  written: Language,
): Partial<Record<Language, string>> {
  if (!text) return {};
  return Object.fromEntries(
    LISTING.trustRatingLanguages.filter((l) => l !== written).map((l) => [l, text[l as Language]]),
  );
}

/**
 * Imported reviews (SPEC §3 Review custom field `source`), mostly good, written in the shop languages,
 * dated from the product's release to `reviewedBy` at the latest.
 */
function reviewsOf(
  sku: string,
  released: Date,
  rng: Random,
  reviewedBy: number,
): { sku: string; review: Review }[] {
  const ratings = rng.chance(0.35)
    ? Array.from({ length: rng.int(1, 12) }, () => rng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]))
    : [];
  // Whole days from the release to the last day a review can carry (one draw each, as before, so the
  // rest of product i stays the same).
  const reviewDays = Math.max(0, Math.floor((reviewedBy - released.getTime()) / DAY_MS));
  return ratings.map((rating, n) => {
    const language = rng.pick(LANGUAGES);
    const pick = rating >= 4 ? rng.int(0, 5) : rng.int(6, 7);
    const created = new Date(
      Math.min(released.getTime() + rng.int(0, reviewDays) * DAY_MS, reviewedBy),
    ).toISOString();
    return {
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
          fields: {
            reviewCreatedAt: created,
            source: "import",
            // The trust-rating service translates what it imports into its languages (SPEC §9).
            titleTranslations: translationsOf(TEXTS.reviewTitles[pick], language),
            textTranslations: translationsOf(TEXTS.reviewTexts[pick], language),
          },
        },
      },
    };
  });
}

interface Body {
  weight: number;
  /** Net length, width and height in cm. */
  l: number;
  w: number;
  h: number;
  power?: number;
  energyClass?: string;
}

/** Weight, dimensions, power and energy class, believable for the product kind. */
function bodyOf(leaf: Leaf, rng: Random): Body {
  const product = leaf.kind.product;
  const weight = Math.round(rng.between(...product.weightKg) * 10) / 10;
  const side = Math.round(Math.cbrt(weight / 0.25) * 10);
  const [w, h, l] = [
    side,
    Math.round(side * rng.between(0.7, 1.4)),
    Math.round(side * rng.between(0.9, 1.8)),
  ];
  const power = product.powerW ? Math.round(rng.between(...product.powerW) / 50) * 50 : undefined;
  const energyClass = power && rng.chance(0.3) ? rng.pick(["A", "B", "C", "D", "E", "F", "G"]) : undefined;
  return { weight, l, w, h, power, energyClass };
}

interface AttributeInput {
  i: number;
  sku: string;
  brand: string;
  model: string;
  isBware: boolean;
  tags: string[];
  saleCampaign: string | undefined;
  released: Date;
  leaf: Leaf;
  body: Body;
}

/** The product's SPEC §3 attributes; shared texts as lenum keys the engine expands on read. */
function attributesOf(p: AttributeInput, rng: Random): Attribute[] {
  const { sku, body } = p;
  const { weight, l, w, h, power, energyClass } = body;
  return [
    { name: "brand", value: p.brand },
    { name: "family", value: p.leaf.kind.key },
    { name: "model", value: p.model },
    { name: "isBware", value: p.isBware },
    { name: "tags", value: p.tags },
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
    { name: "isPackageTypeFreight", value: p.leaf.kind.product.freight },
    { name: "eligibleForSelling", value: rng.chance(0.97) },
    { name: "manualUrl", value: `/manuals/${sku}.pdf` },
    { name: "numberOf360Images", value: 0 },
    { name: "releaseDate", value: p.released.toISOString().slice(0, 10) },
    { name: "ean", value: ean13(`40${String(p.i + 1).padStart(10, "0")}`) },
    { name: "referencedResourceSet", value: [] },
    ...(rng.chance(0.4) ? [{ name: "volumeDiscountGroup", value: volumeGroup(p.leaf.department.key) }] : []),
    ...(p.saleCampaign ? [{ name: "saleCampaign", value: p.saleCampaign }] : []),
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
}
