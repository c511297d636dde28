import type { ProductProjection, Review } from "@commercetools/platform-sdk";
import { z } from "zod";
import {
  buyInMonth,
  type CurrencyCode,
  deliveryDate,
  LIMITS,
  LISTING,
  type LocaleCode,
  lowStockThreshold,
  SHIPPING_METHOD_KEYS,
  TIMINGS,
  toMajor,
  VAT_RATES,
} from "../../config";
import { cachedValue } from "../cache";
import type { CommercePort } from "../commerce/port";
import { attributesOf, localizedText } from "../commerce/projection";
import { LOCALE_MARKETS, type Market, priceScope } from "../market";
import { productPath } from "../routing/paths";
import type { Categories, CategoryLink } from "./category";
import { comparisonProducts } from "./comparison";
import {
  type GuaranteeOffer,
  type GuaranteeTarget,
  guaranteeOffers,
  guaranteeTarget,
  isVirtualSku,
} from "./guarantee";
import type { Catalog } from "./listing";
import { paginationWindow } from "./pagination";
import { type ReviewView, reviewView } from "./reviews";
import { parseTechValue, type Quantity, quantity, type TechValue } from "./tech-details";
import { type VolumeTier, volumeTiers } from "./volume-discounts";

type Localized = Record<string, string>;

export const REVIEW_SORTS = LISTING.reviews.sorts as readonly ("top" | "recent")[];
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * The review list's query parameters (SPEC §9: 10 per page, sorts 'top' and 'most recent'); invalid
 * values fall back to the first page of top reviews, like the listing parameters.
 */
const reviewQuery = z.object({
  reviewSort: z.enum(REVIEW_SORTS as [ReviewSort, ...ReviewSort[]]).catch("top"),
  reviewPage: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export const parseReviewQuery = (params: URLSearchParams) =>
  reviewQuery.parse({
    reviewSort: params.get("reviewSort") ?? undefined,
    reviewPage: params.get("reviewPage") ?? undefined,
  });

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
  price?: { amount: number; regular?: number; currency: CurrencyCode; vatRate: number };
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

const SAFE_URL = /^(\/(?!\/)|https:\/\/)/;

/** SPEC §8: a failed recommendation or product list is logged and shows nothing. */
const orNothing = <T>(what: string, promise: Promise<T[]>): Promise<T[]> =>
  promise.catch((error: unknown) => {
    console.error(`Product lists: ${what} failed`, error);
    return [];
  });

/** Extra guarantees are virtual products sold with a product (SPEC §5): no page, link or sitemap entry. */
const isPage = (product: ProductProjection) => !isVirtualSku(product.masterVariant.sku ?? "");

/** What the shopper's cart changes on a product page (SPEC §5): quantity left to add, guarantee offered. */
export type ProductCartContext = (sku: string) => { inCart: number; hasGuaranteeInCart: boolean };

export function createProducts(commerce: CommercePort, categories: Categories, catalog: Catalog) {
  // Stores and guarantee products change rarely: read once per period, not on every product view.
  const referenceTtl = TIMINGS.seconds.referenceDataCache * 1000;
  const stores = cachedValue(() => commerce.stores(), referenceTtl);
  // Their own prices do not matter (the offer is priced from the product), so any scope will do.
  const guaranteeProducts = cachedValue(
    async () =>
      (
        await commerce.queryProducts(
          { skus: LIMITS.knownGuaranteeSkus, limit: LIMITS.knownGuaranteeSkus.length },
          { country: "DE", currency: "EUR" },
        )
      ).results,
    referenceTtl,
  );

  /** The market's store (SPEC §3 "Store": switches, bank data, COD fee title), read through the cache. */
  const storeOf = async (market: Market) => (await stores()).find((s) => s.key === market.storeKey);

  /** A switch of the market's store (custom fields): guarantees, complementary products, VAT checks. */
  async function storeSwitch(
    market: Market,
    name:
      | "sale_of_additional_guarantee_enabled"
      | "complementary_products_enabled"
      | "vat_validation_enabled",
  ): Promise<boolean> {
    return (await storeOf(market))?.custom?.fields[name] === true;
  }

  /** SPEC §9: up to 4 complementary products (the product's related accessories), in stock (SPEC §5). */
  const complementary = (market: Market, accessorySkus: string[]) =>
    orNothing(
      "complementary",
      catalog.inStockBySkus(market, accessorySkus, LISTING.complementaryProductsLimit),
    );

  /** SPEC §5 "Extra guarantee": the offers for a product in a market, priced from its price. */
  async function guaranteesFor(
    market: Market,
    target: GuaranteeTarget | undefined,
    context: { hasGuaranteeInCart?: boolean } = {},
  ): Promise<GuaranteeOffer[]> {
    if (!target || isVirtualSku(target.sku)) return [];
    const [guarantees, sellsGuarantees] = await Promise.all([
      guaranteeProducts(),
      storeSwitch(market, "sale_of_additional_guarantee_enabled"),
    ]);
    return guaranteeOffers(target, guarantees, {
      locale: market.locale.code,
      language: market.language,
      storeSellsGuarantees: sellsGuarantees,
      ...context,
    });
  }

  async function restockMonth(sku: string): Promise<string | undefined> {
    const [entry] = await commerce.inventory([sku]);
    return entry ? buyInMonth(new Date(entry.lastModifiedAt), new Date()) : undefined;
  }

  /** The products of SKUs in the market's price scope, by SKU, in one query. */
  async function bySkus(market: Market, skus: string[]): Promise<Map<string, ProductProjection>> {
    if (skus.length === 0) return new Map();
    const { results } = await commerce.queryProducts({ skus, limit: skus.length }, priceScope(market));
    return new Map(results.map((p) => [p.masterVariant.sku ?? "", p]));
  }

  return {
    guaranteesFor,
    bySkus,
    store: storeOf,
    storeSwitch,
    /** Name and page of products by id, in the market's language (for lists such as a customer's reviews). */
    async linksByIds(market: Market, ids: string[]): Promise<Map<string, { name: string; href: string }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const { results } = await commerce.queryProducts(
        { ids: unique, limit: unique.length },
        priceScope(market),
      );
      return new Map(
        results.map((p) => [
          p.id,
          {
            name: localizedText(p.name, market.language),
            href: productPath(localizedText(p.slug, market.language), market),
          },
        ]),
      );
    },
    /**
     * SPEC §4 "Sidebars": the complementary products shown after adding a SKU, when the store has
     * them enabled; none otherwise.
     */
    complementaryFor: (market: Market, sku: string) =>
      // Optional like the lists it feeds (SPEC §8): the store switch and the product read may fail too.
      orNothing(
        "complementary",
        (async () => {
          if (!(await storeSwitch(market, "complementary_products_enabled"))) return [];
          const product = (await bySkus(market, [sku])).get(sku);
          const accessories = product
            ? attributesOf(product.masterVariant).get("relatedAccessories")
            : undefined;
          return Array.isArray(accessories) ? complementary(market, accessories.map(String)) : [];
        })(),
      ),
    /**
     * The slugs by language of the product that `slug` names in one of `languages`, for the routing
     * hop (SPEC §2 guards 8 and 9, decision 0018): the first language is asked alone, since a link
     * usually names its page in the shopper's language; the others together. Extra guarantees are
     * no pages. Undefined when no product has the slug.
     */
    async slugsOf(market: Market, slug: string, languages: readonly string[]) {
      const find = async (language: string) => {
        const product = await commerce.productBySlug({ language, value: slug }, priceScope(market));
        return product && isPage(product) ? (product.slug as Partial<Record<string, string>>) : undefined;
      };
      const [first, ...others] = languages;
      const own = first === undefined ? undefined : await find(first);
      return own ?? (await Promise.all(others.map(find))).find((slugs) => slugs !== undefined);
    },
    /**
     * The product of a slug in the market's language, or null (the route answers 404). Extra
     * guarantees are sold with a product only (SPEC §5): they have no page. `params` are the page's
     * query parameters (the review list's sort and page).
     */
    async bySlug(
      market: Market,
      slug: string,
      params = new URLSearchParams(),
      cartOf: ProductCartContext = () => ({ inCart: 0, hasGuaranteeInCart: false }),
    ): Promise<ProductView | null> {
      const { language } = market;
      const scope = priceScope(market);
      const product = await commerce.productBySlug({ language, value: slug }, scope);
      if (!product || !isPage(product)) return null;
      const text = (value: Localized | undefined) => localizedText(value, language);
      const variant = product.masterVariant;
      const sku = variant.sku ?? "";
      const attributes = attributesOf(variant);
      const labels = (name: string) =>
        ((attributes.get(name) ?? []) as { key: string; label: Localized }[]).map((v) => ({
          key: v.key,
          text: text(v.label),
        }));
      const string = (name: string) => {
        const value = attributes.get(name);
        return typeof value === "string" && value !== "" ? value : undefined;
      };
      const url = (name: string) => {
        const value = string(name);
        return value && SAFE_URL.test(value) ? value : undefined;
      };
      const answers = new Map(labels("faqAnswers").map((a) => [a.key, a.text]));
      const price = variant.price;
      const currency = (price?.value.currencyCode ?? market.currency.code) as CurrencyCode;
      const major = (cents: number) => toMajor(cents, currency);
      const gross = price ? major(price.discounted?.value.centAmount ?? price.value.centAmount) : undefined;
      const vatRate = VAT_RATES[market.country.countryCode];
      const number = (name: string) => attributes.get(name) as number | undefined;
      const sizes = (kind: "net" | "gross") =>
        (["Length", "Width", "Height"] as const).map((side) => number(`${kind}${side}`) ?? 0);
      const brand = String(attributes.get("brand") ?? "");
      const isBware = attributes.get("isBware") === true;
      const virtual = isVirtualSku(sku);
      const group = string("volumeDiscountGroup");
      const first = product.categories[0];
      const reviewParams = parseReviewQuery(params);
      const context = cartOf(sku);
      const perPage = LISTING.reviews.perPage;
      const [path, reviews, methods, discounts, guarantees] = await Promise.all([
        first ? categories.path(market, first.id) : Promise.resolve([]),
        commerce.reviews({
          productId: product.id,
          limit: perPage,
          offset: (reviewParams.reviewPage - 1) * perPage,
          sort: reviewParams.reviewSort,
          language,
        }),
        commerce.shippingMethods(market.country.isoCode),
        group && gross !== undefined ? commerce.volumeDiscounts(group, market.storeKey) : Promise.resolve([]),
        guaranteesFor(market, guaranteeTarget(product), { hasGuaranteeInCart: context.hasGuaranteeInCart }),
      ]);
      const methodKey =
        attributes.get("isPackageTypeFreight") === true
          ? SHIPPING_METHOD_KEYS.freight
          : SHIPPING_METHOD_KEYS.parcel;
      const deliveryTime = (
        methods.find((m) => m.key === methodKey)?.custom?.fields.DeliveryTime as
          | Record<string, string>
          | undefined
      )?.[market.locale.code];
      const available = variant.availability?.availableQuantity ?? 0;
      const deliveryBy =
        available > 0 && deliveryTime
          ? deliveryDate(new Date(), deliveryTime)?.toISOString().slice(0, 10)
          : undefined;
      const restock = available > 0 ? undefined : await restockMonth(sku);
      const stats = product.reviewRatingStatistics;
      const name = text(product.name);
      const energyClass = string("energyClass");
      return {
        id: product.id,
        sku,
        name,
        href: productPath(text(product.slug), market),
        paths: Object.fromEntries(
          LOCALE_MARKETS.flatMap((m) => {
            const localSlug = product.slug[m.language];
            return localSlug ? [[m.locale.code, productPath(localSlug, m)]] : [];
          }),
        ),
        brand,
        description: text(product.description),
        images: (variant.images ?? []).map((image) => ({ url: image.url })),
        ...(price && gross !== undefined
          ? {
              price: {
                amount: gross,
                ...(price.discounted ? { regular: major(price.value.centAmount) } : {}),
                currency,
                vatRate,
              },
            }
          : {}),
        ...(deliveryBy ? { deliveryBy } : {}),
        ...(restock ? { buyInMonth: restock } : {}),
        stock: {
          available,
          lowFrom: gross !== undefined ? lowStockThreshold(gross, market.currency.code) : 0,
        },
        inCart: context.inCart,
        virtual,
        isBware,
        highlights: labels("highlights").map((h) => h.text),
        techDetails: (
          (attributes.get("techdetails") ?? []) as { name: string; value: string; label: Localized }[]
        ).map((d) => ({ label: text(d.label), value: parseTechValue(d.name, d.value) })),
        faq: labels("faq").map((q) => ({ question: q.text, answer: answers.get(q.key) ?? "" })),
        deliveryPackage: labels("deliveryPackage").map((p) => p.text),
        ...(number("netLength") !== undefined
          ? {
              dimensions: {
                net: quantity(sizes("net"), "centimeter"),
                gross: quantity(sizes("gross"), "centimeter"),
                netWeight: quantity([number("netWeight") ?? 0], "kilogram"),
                grossWeight: quantity([number("grossWeight") ?? 0], "kilogram"),
              },
            }
          : {}),
        ...(energyClass
          ? {
              energy: {
                class: energyClass,
                ...(url("energyLabel") ? { label: url("energyLabel") } : {}),
                ...(url("energyFiche") ? { fiche: url("energyFiche") } : {}),
              },
            }
          : {}),
        ...(url("manualUrl") ? { manualUrl: url("manualUrl") } : {}),
        ...(url("video") ? { videoUrl: url("video") } : {}),
        volumeDiscounts: gross !== undefined ? volumeTiers(discounts, gross, currency) : [],
        guarantees,
        ...(attributes.has("ean") ? { ean: String(attributes.get("ean")) } : {}),
        breadcrumbs: path,
        ...(first ? { categoryId: first.id } : {}),
        ...(string("family") ? { family: string("family") } : {}),
        accessorySkus: ((attributes.get("relatedAccessories") ?? []) as unknown[]).map(String),
        reviews: {
          average: stats?.averageRating ?? 0,
          count: stats?.count ?? 0,
          distribution: [5, 4, 3, 2, 1].map((stars) => ({
            stars,
            count: Number((stats?.ratingsDistribution as Record<string, number> | undefined)?.[stars] ?? 0),
          })),
          sort: reviewParams.reviewSort,
          page: reviewParams.reviewPage,
          pagination: paginationWindow(
            reviewParams.reviewPage,
            reviews.total,
            perPage,
            LISTING.reviews.pageWindow,
          ),
          list: reviews.results.map((r: Review) => reviewView(r, language)),
        },
      };
    },

    /**
     * The product page's lists: complementary products (its accessories, SPEC §9 limit 4), related
     * products (in stock, same category, limit 8; none when the visitor switched recommendations off)
     * and comparison (same family). Each is a promise the
     * route awaits or defers; a failure gives an empty list.
     */
    lists(market: Market, product: ProductView, { recommendations = true } = {}) {
      return {
        complementary: complementary(market, product.accessorySkus),
        related: orNothing(
          "related",
          recommendations && product.categoryId
            ? catalog.related(market, product.categoryId, product.sku)
            : Promise.resolve([]),
        ),
        comparison: orNothing(
          "comparison",
          product.family
            ? comparisonProducts(commerce, market, {
                sku: product.sku,
                family: product.family,
                isBware: product.isBware,
              })
            : Promise.resolve([]),
        ),
      };
    },
  };
}
export type Products = ReturnType<typeof createProducts>;
