import type { LISTING_SCHEMA } from "./schemas/listing";
import type * as z from "./zod-mini";

/** SPEC §9 "Search and listing". */
export const LISTING: z.output<typeof LISTING_SCHEMA> = {
  pageSizes: [12, 24, 36, 48],
  defaultPageSize: 24,
  sorts: ["relevance", "name-asc", "name-desc", "price-up", "price-down", "latest"],
  facets: ["tags", "price", "avgRating", "brand"],
  categoryLevels: 5,
  filterTags: ["new", "bestseller", "bware", "on-sale", "topRated"],
  productTags: [
    "new",
    "bestseller",
    "on-sale",
    "bware",
    "topRated",
    "campaign:black_friday",
    "campaign:cyber_week",
  ],
  campaignIndicator: "campaign",
  defaultBrand: "",
  paginationWindow: 5,
  firstPage: 1,
  reviews: {
    perPage: 10,
    offset: 0,
    pageWindow: 5,
    sorts: ["top", "recent"],
    // Not in SPEC: a memory bound. How many (page locale, review language) pairs' language names the
    // server keeps (decision 0082); a review's language is any 2–3-letter code its locale gives, so
    // the pairs are not bounded by the shop's languages. Names past the bound are still shown, just
    // not kept.
    languageNamesKept: 1000,
    // Not in SPEC: a memory bound. How many pages of reviews (product, page, sort, language) the
    // embedded platform keeps per database version (decision 0086), each review with its
    // translations into the page's language alone. Measured (heapUsed after a gc, seeded catalog):
    // 2,000 pages holding 12,681 reviews took 23 MB, 31.5 MB with their views (~2.5 kB a review),
    // so ~50 MB for 2,000 full pages of 10, whatever the catalog's size; with every translation
    // kept, as first built, the same pages took 40.5 MB before their views.
    pagesKept: 2000,
  },
  // Not in SPEC: a memory bound. How many product pages' projections (slug, language, price scope)
  // the embedded platform keeps per database version (decision 0086). Each holds its stored
  // document, parsed (~26 kB in the heap for ~15 kB of JSON), whether or not the shared documents'
  // own 500 still do. Measured (heapUsed after a gc, seeded catalog): 1,000 distinct products add
  // 14.8 MB to the 28.2 MB of those 500 documents; 200 products in 5 scopes each add 2.3 MB.
  projectionsKept: 1000,
  relatedProductsLimit: 8,
  complementaryProductsLimit: 4,
  comparison: {
    fetched: 30,
    shown: 5,
    defaultAttributes: 5,
    details: ["power", "weight"],
    score: { inStock: 3, popular: 2, sale: 1 },
  },
  trustRatingLanguages: ["de", "en", "es", "fi", "fr", "it", "nl", "pt", "pl", "nb", "da", "sv"],
  // Not in SPEC: how many popular searches the home page shows (derived from the catalog).
  popularSearches: 6,
};

/**
 * SPEC §3 "Category": the special groups, shown even without products and never part of a
 * category path shoppers see (breadcrumbs, search hierarchies). The first holds the departments.
 */
export const SPECIAL_CATEGORY_GROUPS = [
  "all-categories",
  "industry-categories",
  "longtail-categories",
] as const;
export const isSpecialCategoryGroup = (key: string | undefined) =>
  (SPECIAL_CATEGORY_GROUPS as readonly string[]).includes(key ?? "");

/** Pages = total / page size rounded up (SPEC §9). */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** The shop's ten own brands (SPEC §2 footer "Our brands"); the demo catalog sells these. */
export const OWN_BRANDS = [
  "Ferrox",
  "Kaltmann",
  "Vestra",
  "Nordhal",
  "Torvik",
  "Galvano",
  "Brennar",
  "Askford",
  "Mirota",
  "Saxby",
] as const;
