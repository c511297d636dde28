import * as z from "./zod-mini";

/** SPEC §9 "Search and listing". */
export const LISTING = z
  .object({
    pageSizes: z.array(z.number().check(z.int(), z.positive())),
    defaultPageSize: z.number().check(z.int(), z.positive()),
    sorts: z.array(z.enum(["relevance", "name-asc", "name-desc", "price-up", "price-down", "latest"])),
    facets: z.array(z.string()),
    categoryLevels: z.number().check(z.int()),
    filterTags: z.array(z.string()),
    productTags: z.array(z.string()),
    campaignIndicator: z.string(),
    defaultBrand: z.string(),
    paginationWindow: z.number().check(z.int()),
    firstPage: z.number().check(z.int()),
    reviews: z.object({
      perPage: z.number().check(z.int()),
      offset: z.number().check(z.int()),
      pageWindow: z.number().check(z.int()),
      sorts: z.array(z.enum(["top", "recent"])),
      /**
       * Not in SPEC: a memory bound. How many (page locale, review language) pairs' language names
       * the server keeps (decision 0082); a review's language is any 2–3-letter code its locale
       * gives, so the pairs are not bounded by the shop's languages. Names past the bound are still
       * shown, just not kept.
       */
      languageNamesKept: z.number().check(z.int(), z.positive()),
    }),
    relatedProductsLimit: z.number().check(z.int()),
    complementaryProductsLimit: z.number().check(z.int()),
    comparison: z.object({
      fetched: z.number().check(z.int()),
      shown: z.number().check(z.int()),
      defaultAttributes: z.number().check(z.int()),
      /** Price, brand and rating, plus these tech details, make the default attributes. */
      details: z.array(z.string()),
      score: z.object({ inStock: z.number(), popular: z.number(), sale: z.number() }),
    }),
    trustRatingLanguages: z.array(z.string()),
    popularSearches: z.number().check(z.int(), z.positive()),
  })
  .check(
    z.refine(
      (l) => l.pageSizes.includes(l.defaultPageSize),
      "default page size must be one of the page sizes",
    ),
    z.refine(
      (l) => l.comparison.details.length + 3 === l.comparison.defaultAttributes,
      "price, brand, rating and the compared details make the default attributes",
    ),
  )
  .parse({
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
    reviews: { perPage: 10, offset: 0, pageWindow: 5, sorts: ["top", "recent"], languageNamesKept: 1000 },
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
  });

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
