import type { Attribute, Review } from "@commercetools/platform-sdk";
import { deliveryDate, LISTING, lowStockThreshold, SHIPPING_METHOD_KEYS, VAT_RATES } from "../../config";
import type { CommercePort } from "../commerce/port";
import type { Market } from "../market";
import type { Categories, CategoryLink } from "./category";

type Localized = Record<string, string>;

/** What the product page shows, in the market's language; amounts in major units of `currency`. */
export interface ProductView {
  id: string;
  sku: string;
  name: string;
  brand: string;
  description: string;
  images: { url: string }[];
  price?: { amount: number; regular?: number; net: number; currency: string; vatRate: number };
  stock: { available: number; lowFrom: number };
  /** ISO date of delivery when ordered today (in stock only), SPEC §4 in working days. */
  deliveryBy?: string;
  isBware: boolean;
  highlights: string[];
  techDetails: { label: string; value: string }[];
  faq: { question: string; answer: string }[];
  deliveryPackage: string[];
  dimensions?: { net: string; gross: string; netWeight: number; grossWeight: number };
  energyClass?: string;
  breadcrumbs: CategoryLink[];
  ean?: string;
  reviews: {
    average: number;
    count: number;
    distribution: { stars: number; count: number }[];
    first: { id: string; title: string; text: string; author: string; rating: number; createdAt: string }[];
  };
}

export function createProducts(commerce: CommercePort, categories: Categories) {
  return {
    /** The product of a slug in the market's language, or null (the route answers 404). */
    async bySlug(market: Market, slug: string): Promise<ProductView | null> {
      const { language } = market;
      const product = await commerce.productBySlug(
        { language, value: slug },
        { country: market.country.isoCode, currency: market.currency.code },
      );
      if (!product) return null;
      const text = (value: Localized | undefined) => value?.[language] ?? value?.en ?? "";
      const variant = product.masterVariant;
      const attributes = new Map((variant.attributes ?? []).map((a: Attribute) => [a.name, a.value]));
      const labels = (name: string) =>
        ((attributes.get(name) ?? []) as { key: string; label: Localized }[]).map((v) => ({
          key: v.key,
          text: text(v.label),
        }));
      const answers = new Map(labels("faqAnswers").map((a) => [a.key, a.text]));
      const price = variant.price;
      const digits = price?.value.fractionDigits ?? 2;
      const major = (cents: number) => cents / 10 ** digits;
      const gross = price ? major(price.discounted?.value.centAmount ?? price.value.centAmount) : undefined;
      const vatRate = VAT_RATES[market.country.countryCode];
      const number = (name: string) => attributes.get(name) as number | undefined;
      const first = product.categories[0];
      const [path, reviews, methods] = await Promise.all([
        first ? categories.path(market, first.id) : Promise.resolve([]),
        commerce.reviews({ productId: product.id, limit: LISTING.reviews.perPage, sort: "top" }),
        commerce.shippingMethods(market.country.isoCode),
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
      const stats = product.reviewRatingStatistics;
      return {
        id: product.id,
        sku: variant.sku ?? "",
        name: text(product.name),
        brand: String(attributes.get("brand") ?? ""),
        description: text(product.description),
        images: (variant.images ?? []).map((image) => ({ url: image.url })),
        ...(price && gross !== undefined
          ? {
              price: {
                amount: gross,
                ...(price.discounted ? { regular: major(price.value.centAmount) } : {}),
                net: Math.round((gross / (1 + vatRate / 100)) * 10 ** digits) / 10 ** digits,
                currency: price.value.currencyCode,
                vatRate,
              },
            }
          : {}),
        ...(deliveryBy ? { deliveryBy } : {}),
        stock: {
          available,
          lowFrom: gross !== undefined ? lowStockThreshold(gross, market.currency.code) : 0,
        },
        isBware: attributes.get("isBware") === true,
        highlights: labels("highlights").map((h) => h.text),
        techDetails: ((attributes.get("techdetails") ?? []) as { value: string; label: Localized }[]).map(
          (d) => ({ label: text(d.label), value: d.value }),
        ),
        faq: labels("faq").map((q) => ({ question: q.text, answer: answers.get(q.key) ?? "" })),
        deliveryPackage: labels("deliveryPackage").map((p) => p.text),
        ...(number("netLength") !== undefined
          ? {
              dimensions: {
                net: `${number("netLength")} × ${number("netWidth")} × ${number("netHeight")} cm`,
                gross: `${number("grossLength")} × ${number("grossWidth")} × ${number("grossHeight")} cm`,
                netWeight: number("netWeight") ?? 0,
                grossWeight: number("grossWeight") ?? 0,
              },
            }
          : {}),
        ...(attributes.has("energyClass") ? { energyClass: String(attributes.get("energyClass")) } : {}),
        ...(attributes.has("ean") ? { ean: String(attributes.get("ean")) } : {}),
        breadcrumbs: path,
        reviews: {
          average: stats?.averageRating ?? 0,
          count: stats?.count ?? 0,
          distribution: [5, 4, 3, 2, 1].map((stars) => ({
            stars,
            count: Number((stats?.ratingsDistribution as Record<string, number> | undefined)?.[stars] ?? 0),
          })),
          first: reviews.results.map((r: Review) => ({
            id: r.id,
            title: r.title ?? "",
            text: r.text ?? "",
            author: r.authorName ?? "",
            rating: r.rating ?? 0,
            createdAt: r.createdAt,
          })),
        },
      };
    },
  };
}
export type Products = ReturnType<typeof createProducts>;
