/** The schemas of config/listing.ts, applied to its tables in tables.test.ts (decision 0081). */
import * as z from "../zod-mini";

export const LISTING_SCHEMA = z
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
      languageNamesKept: z.number().check(z.int(), z.positive()),
      pagesKept: z.number().check(z.int(), z.positive()),
    }),
    projectionsKept: z.number().check(z.int(), z.positive()),
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
  );
