import { describe, expect, it } from "vitest";
import type { ListingView } from "../../../server/catalog/listing";
import { listingFilters, listingHref } from "./listing-filters";

const listing = {
  query: { q: "drill", page: 2, hitsPerPage: 24, sort: "relevance", inStock: true, priceMin: 10 },
  canonical: "q=drill&brand=Ferrox&page=2",
  facets: {
    brands: [{ value: "Ferrox", count: 3, selected: true }],
    tags: [],
    prices: [
      { min: 0, max: 50, count: 2 },
      { min: 100, count: 5 },
    ],
    ratings: [{ stars: 4, count: 1 }],
  },
} as unknown as ListingView;

describe("listingHref", () => {
  it("keeps the canonical query and drops the page unless the change sets it", () => {
    expect(listingHref(listing, "/search", () => {})).toBe("/search?q=drill&brand=Ferrox");
    expect(listingHref(listing, "/search", (p) => p.set("page", "3"))).toBe(
      "/search?q=drill&brand=Ferrox&page=3",
    );
  });

  it("is the bare path when no parameter is left", () => {
    expect(listingHref({ ...listing, canonical: "page=4" }, "/tools/", () => {})).toBe("/tools/");
  });
});

describe("listingFilters", () => {
  it("carries the facets and the query's choices, with the price ranges as money", () => {
    const filters = listingFilters(listing, "EUR");
    expect(filters).toMatchObject({ q: "drill", brands: listing.facets.brands, priceMin: 10, inStock: true });
    expect(filters.prices[0]).toMatchObject({
      min: 0,
      max: 50,
      count: 2,
      from: { centAmount: 0, currencyCode: "EUR" },
      to: { centAmount: 5000, currencyCode: "EUR" },
    });
    expect(filters.prices[1]).not.toHaveProperty("to");
  });
});
