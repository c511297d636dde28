import type { CartDiscount, ShippingMethod } from "@commercetools/platform-sdk";
import {
  type CurrencyCode,
  deliveryDate,
  LISTING,
  type LocaleCode,
  lowStockThreshold,
  SHIPPING_METHOD_KEYS,
  toMajor,
  VAT_RATES,
} from "../../config";
import type { SharedProduct, SharedReview } from "../commerce/port";
import { attributesOf, localizedText } from "../commerce/projection";
import { LOCALE_MARKETS, type Market } from "../market";
import { manualTranslation } from "../market/country-switches";
import { productPath } from "../routing/paths";
import type { CategoryLink } from "./category-view";
import { type GuaranteeOffer, isVirtualSku } from "./guarantee";
import { paginationWindow } from "./pagination";
import { keptReviewView, type ReviewSort, type ReviewView } from "./reviews";
import { parseTechValue, type Quantity, quantity, type TechValue } from "./tech-details";
import { type VolumeTier, volumeTiers } from "./volume-discounts";

type Localized = Record<string, string>;

/** What the product page shows, in the market's language; amounts in major units of `currency`. */
export interface ProductView {
  id: string;
  sku: string;
  name: string;
  /** Path of the page without the language prefix. */
  href: string;
  /** Its path in every locale (for hreflang links). */
  paths: Partial<Record<LocaleCode, string>>;
  brand: string;
  description: string;
  images: { url: string }[];
  /** Gross (with VAT) prices; the app derives net prices for company buyers from `vatRate`. */
  price?: {
    amount: number;
    regular?: number;
    currency: CurrencyCode;
    vatRate: number;
    /** The signed-in customer's group price (SPEC §3 price selection by customer group; server/tiers). */
    group?: true;
  };
  stock: { available: number; lowFrom: number };
  /** Units already in the shopper's cart: the page may add possibleQuantity() more (SPEC §5). */
  inCart: number;
  virtual: boolean;
  /** ISO date of delivery when ordered today (in stock only), SPEC §4 in working days. */
  deliveryBy?: string;
  /**
   * Out of stock: the month ("2027-02") it can be bought again, SPEC §4 "Buy in {month}", three
   * months after the stock last changed (the date it sold out); absent once that month has passed.
   */
  buyInMonth?: string;
  isBware: boolean;
  /** Shipped as freight rather than as a parcel (SPEC §3 analytics item `shipping_type`). */
  freight: boolean;
  highlights: string[];
  /** Numbers with their units, formatted in the shopper's locale by the page (issue 15.9). */
  techDetails: { label: string; value: TechValue }[];
  faq: { question: string; answer: string }[];
  deliveryPackage: string[];
  dimensions?: { net: Quantity; gross: Quantity; netWeight: Quantity; grossWeight: Quantity };
  energy?: { class: string; label?: string; fiche?: string };
  manualUrl?: string;
  videoUrl?: string;
  volumeDiscounts: VolumeTier[];
  guarantees: GuaranteeOffer[];
  breadcrumbs: CategoryLink[];
  ean?: string;
  /** For the deferred lists: the product's own category, its family and its accessories. */
  categoryId?: string;
  family?: string;
  accessorySkus: string[];
  reviews: {
    average: number;
    count: number;
    distribution: { stars: number; count: number }[];
    sort: ReviewSort;
    page: number;
    pagination: { pages: number; window: number[] };
    /** The page's language first; other languages translated where a translation exists (reviews.ts). */
    list: ReviewView[];
  };
}

/** What the product page needs besides the product itself, read by `createProducts().bySlug`. */
export interface ProductPageParts {
  breadcrumbs: CategoryLink[];
  reviews: { results: readonly SharedReview[]; total: number };
  reviewQuery: { reviewSort: ReviewSort; reviewPage: number };
  shippingMethods: ShippingMethod[];
  volumeDiscounts: CartDiscount[];
  guarantees: GuaranteeOffer[];
  /** Read only when the product is out of stock. */
  buyInMonth: string | undefined;
  inCart: number;
}

const SAFE_URL = /^(\/(?!\/)|https:\/\/)/;

/** Typed reads of a variant's attributes, texts in the page's language. */
function attributeReader(variant: SharedProduct["masterVariant"], language: string) {
  const attributes = attributesOf(variant);
  const text = (value: Localized | undefined) => localizedText(value, language);
  const string = (name: string) => {
    const value = attributes.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  return {
    has: (name: string) => attributes.has(name),
    get: (name: string) => attributes.get(name),
    flag: (name: string) => attributes.get(name) === true,
    number: (name: string) => attributes.get(name) as number | undefined,
    string,
    /** A link the page may render: same-site paths or https only. */
    url: (name: string) => {
      const value = string(name);
      return value && SAFE_URL.test(value) ? value : undefined;
    },
    labels: (name: string) =>
      ((attributes.get(name) ?? []) as { key: string; label: Localized }[]).map((v) => ({
        key: v.key,
        text: text(v.label),
      })),
    techDetails: () =>
      ((attributes.get("techdetails") ?? []) as { name: string; value: string; label: Localized }[]).map(
        (d) => ({ label: text(d.label), value: parseTechValue(d.name, d.value) }),
      ),
    list: (name: string) => ((attributes.get(name) ?? []) as unknown[]).map(String),
  };
}
type Attributes = ReturnType<typeof attributeReader>;

/** The delivery date when ordered today, from the product's shipping method's delivery time (SPEC §4). */
function deliveryBy(attributes: Attributes, methods: ShippingMethod[], market: Market, available: number) {
  const methodKey = attributes.flag("isPackageTypeFreight")
    ? SHIPPING_METHOD_KEYS.freight
    : SHIPPING_METHOD_KEYS.parcel;
  const deliveryTime = (
    methods.find((m) => m.key === methodKey)?.custom?.fields.DeliveryTime as
      | Record<string, string>
      | undefined
  )?.[market.locale.code];
  return available > 0 && deliveryTime
    ? deliveryDate(new Date(), deliveryTime)?.toISOString().slice(0, 10)
    : undefined;
}

/** Texts, facts and documents of the product (highlights, tech details, FAQ, sizes, energy, links). */
function details(attributes: Attributes) {
  const answers = new Map(attributes.labels("faqAnswers").map((a) => [a.key, a.text]));
  const sizes = (kind: "net" | "gross") =>
    (["Length", "Width", "Height"] as const).map((side) => attributes.number(`${kind}${side}`) ?? 0);
  const energyClass = attributes.string("energyClass");
  const optional = <T>(value: T | undefined, view: (value: T) => object) =>
    value === undefined ? {} : view(value);
  return {
    highlights: attributes.labels("highlights").map((h) => h.text),
    techDetails: attributes.techDetails(),
    faq: attributes.labels("faq").map((q) => ({ question: q.text, answer: answers.get(q.key) ?? "" })),
    deliveryPackage: attributes.labels("deliveryPackage").map((p) => p.text),
    ...optional(attributes.number("netLength"), () => ({
      dimensions: {
        net: quantity(sizes("net"), "centimeter"),
        gross: quantity(sizes("gross"), "centimeter"),
        netWeight: quantity([attributes.number("netWeight") ?? 0], "kilogram"),
        grossWeight: quantity([attributes.number("grossWeight") ?? 0], "kilogram"),
      },
    })),
    ...optional(energyClass, (energyClass) => ({
      energy: {
        class: energyClass,
        ...optional(attributes.url("energyLabel"), (label) => ({ label })),
        ...optional(attributes.url("energyFiche"), (fiche) => ({ fiche })),
      },
    })),
    ...optional(attributes.url("manualUrl"), (manualUrl) => ({ manualUrl })),
    ...optional(attributes.url("video"), (videoUrl) => ({ videoUrl })),
  };
}

/** The rating summary and the requested page of reviews (SPEC §9: 10 per page). */
function reviewsView(product: SharedProduct, parts: ProductPageParts, market: Market) {
  const options = { manualTranslation: manualTranslation(market) };
  const stats = product.reviewRatingStatistics;
  const distribution = stats?.ratingsDistribution as Record<string, number> | undefined;
  const { reviewSort, reviewPage } = parts.reviewQuery;
  return {
    average: stats?.averageRating ?? 0,
    count: stats?.count ?? 0,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: Number(distribution?.[stars] ?? 0) })),
    sort: reviewSort,
    page: reviewPage,
    pagination: paginationWindow(
      reviewPage,
      parts.reviews.total,
      LISTING.reviews.perPage,
      LISTING.reviews.pageWindow,
    ),
    list: parts.reviews.results.map((r) => keptReviewView(r, market.language, options)),
  };
}

/** The product page's view of a product projection and the parts read for it, in the market's language. */
export function productView(product: SharedProduct, market: Market, parts: ProductPageParts): ProductView {
  const { language } = market;
  const text = (value: Localized | undefined) => localizedText(value, language);
  const variant = product.masterVariant;
  const sku = variant.sku ?? "";
  const attributes = attributeReader(variant, language);
  const price = variant.price;
  const currency = (price?.value.currencyCode ?? market.currency.code) as CurrencyCode;
  const gross = price
    ? toMajor(price.discounted?.value.centAmount ?? price.value.centAmount, currency)
    : undefined;
  const available = variant.availability?.availableQuantity ?? 0;
  const delivery = deliveryBy(attributes, parts.shippingMethods, market, available);
  const first = product.categories[0];
  const family = attributes.string("family");
  return {
    id: product.id,
    sku,
    name: text(product.name),
    href: productPath(text(product.slug), market),
    paths: Object.fromEntries(
      LOCALE_MARKETS.flatMap((m) => {
        const localSlug = product.slug[m.language];
        return localSlug ? [[m.locale.code, productPath(localSlug, m)]] : [];
      }),
    ),
    brand: String(attributes.get("brand") ?? ""),
    description: text(product.description),
    images: (variant.images ?? []).map((image) => ({ url: image.url })),
    ...(price && gross !== undefined
      ? {
          price: {
            amount: gross,
            ...(price.discounted ? { regular: toMajor(price.value.centAmount, currency) } : {}),
            currency,
            vatRate: VAT_RATES[market.country.countryCode],
            ...(price.customerGroup ? { group: true as const } : {}),
          },
        }
      : {}),
    ...(delivery ? { deliveryBy: delivery } : {}),
    ...(parts.buyInMonth ? { buyInMonth: parts.buyInMonth } : {}),
    stock: { available, lowFrom: gross !== undefined ? lowStockThreshold(gross, market.currency.code) : 0 },
    inCart: parts.inCart,
    virtual: isVirtualSku(sku),
    isBware: attributes.flag("isBware"),
    freight: attributes.flag("isPackageTypeFreight"),
    ...details(attributes),
    volumeDiscounts: gross !== undefined ? volumeTiers(parts.volumeDiscounts, gross, currency) : [],
    guarantees: parts.guarantees,
    ...(attributes.has("ean") ? { ean: String(attributes.get("ean")) } : {}),
    breadcrumbs: parts.breadcrumbs,
    ...(first ? { categoryId: first.id } : {}),
    ...(family ? { family } : {}),
    accessorySkus: attributes.list("relatedAccessories"),
    reviews: reviewsView(product, parts, market),
  };
}
