import { resolveMarket } from "../../market";
import type { BlockContext } from ".";

/** A block context over plain values (the Slovak market, a fixed clock), for the resolvers' unit tests. */
export const sk = resolveMarket({ host: "localhost", pathname: "/" });
export const card = (sku: string, price: number) => ({
  sku,
  name: `Product ${sku}`,
  href: `/product-${sku}`,
  image: "/i.svg",
  imageAlt: "",
  brand: "ProEquip",
  freight: false,
  bware: false,
  price,
  currency: "EUR",
  avgRating: 4.5,
  reviewCount: 2,
  inStock: true,
});

export function context(overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    market: sk,
    now: new Date("2026-11-26T10:00:00Z"),
    productsByTag: async (_tag, limit) => [card("A1", 30.09), card("B2", 55.99)].slice(0, limit),
    productsBySkus: async (skus) => skus.filter((s) => s !== "GONE").map((s) => card(s, 10)),
    popularSearches: async () => ["pump"],
    testimonials: async () => [],
    bankDetails: async () => ({ owner: "ProEquip", institute: "Bank", iban: "SK00 1000", bic: "PREQSKXX" }),
    contactReasons: async () => [{ key: "order", label: "My order" }],
    freeShipping: () => ({ amount: 59, currency: "EUR" }),
    campaigns: async () => [],
    blogPosts: async () => [],
    blogTeasers: async () => [],
    ...overrides,
  };
}
