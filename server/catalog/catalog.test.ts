import { describe, expect, it } from "vitest";
import { rankComparison } from "./comparison";
import { type ListingView, pageResetUrl } from "./listing";
import { listingSearchParams, parseListingQuery, toSearchParams } from "./listing-query";
import { listingSubject } from "./listing-subject";
import { paginationWindow } from "./pagination";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("listing query parameters (SPEC §2)", () => {
  it("reads valid values", () => {
    expect(
      parse(
        "q=drill&page=3&hitsPerPage=48&sort=price-up&brand=Ferrox&brand=Vestra&tags=on-sale,campaign:black_friday&priceMin=10&priceMax=99.5&rating=4&inStock=1",
      ),
    ).toEqual({
      q: "drill",
      page: 3,
      hitsPerPage: 48,
      sort: "price-up",
      brands: ["Ferrox", "Vestra"],
      tags: ["on-sale", "campaign:black_friday"],
      priceMin: 10,
      priceMax: 99.5,
      ratingMin: 4,
      inStock: true,
    });
  });

  it("resets invalid values to defaults", () => {
    expect(
      parse("page=0&hitsPerPage=25&sort=cheapest&tags=<script>&rating=9&priceMin=-5&priceMax=abc"),
    ).toEqual({
      q: "",
      page: 1,
      hitsPerPage: 24,
      sort: "relevance",
      brands: [],
      tags: [],
      priceMin: undefined,
      priceMax: undefined,
      ratingMin: undefined,
      inStock: false,
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999").page).toBe(1);
    expect(parse(`q=${"x".repeat(101)}`).q).toBe("");
    expect(parse("brand=``&brand=Ferrox").brands).toEqual(["Ferrox"]);
  });

  it("reads a reversed price range as meant", () => {
    expect(parse("priceMin=500&priceMax=100")).toMatchObject({ priceMin: 100, priceMax: 500 });
  });

  it("writes the canonical query without defaults and without page=1", () => {
    expect(listingSearchParams(parse("page=1&q=drill&hitsPerPage=24&sort=relevance")).toString()).toBe(
      "q=drill",
    );
    expect(listingSearchParams(parse("sort=latest&page=2&brand=Ferrox&q=a")).toString()).toBe(
      "q=a&brand=Ferrox&sort=latest&page=2",
    );
  });

  it("builds the search request with visibility rules, refinements, sort and facets", () => {
    const params = toSearchParams(
      parse(
        "q=drill&brand=Royal, Catering&tags=bestseller&priceMin=10&rating=4&inStock=1&sort=price-down&page=2",
      ),
      {
        categoryId: "cat-welding",
        currencyScale: 1000,
      },
    );
    expect(params).toMatchObject({ q: "drill", sort_by: "price:desc", page: 2, per_page: 24 });
    expect(params.filter_by).toBe(
      "published:=true && eligibleForSelling:=true && categoryIds:=[cat-welding] && brand:=[`Royal, Catering`] && tags:=[bestseller] && price:[10..100000000] && avgRating:>=4 && inStock:=true",
    );
    expect(params.facet_by).toContain(
      "price(0:[0, 100], 1:[100, 250], 2:[250, 500], 3:[500, 1000], 4:[1000, ])",
    );
    expect(toSearchParams(parse(""), { currencyScale: 375000 }).q).toBe("*");
  });
});

describe("what a listing lists (SPEC §2 brand pages, sale and bestseller listings)", () => {
  it("names the words searched for, one brand, one product tag, else products", () => {
    expect(listingSubject(parse("q=drill&brand=Ferrox"))).toEqual({ kind: "search", q: "drill" });
    expect(listingSubject(parse("brand=Ferrox&tags=on-sale"))).toEqual({ kind: "brand", brand: "Ferrox" });
    expect(listingSubject(parse("tags=on-sale&inStock=1"))).toEqual({ kind: "tag", tag: "on-sale" });
    expect(listingSubject(parse("tags=campaign:black_friday"))).toEqual({
      kind: "tag",
      tag: "campaign:black_friday",
    });
    expect(listingSubject(parse("tags=campaign:spring"))).toEqual({ kind: "all" });
    expect(listingSubject(parse("brand=Ferrox&brand=Saxby"))).toEqual({ kind: "all" });
    expect(listingSubject(parse("tags=on-sale,bestseller"))).toEqual({ kind: "all" });
  });
});

describe("a page beyond the last (SPEC §2 invalid values reset, §9 pagination)", () => {
  const view = (query: string, pages: number) =>
    ({ query: parse(query), pagination: { pages, window: [] } }) as unknown as ListingView;
  const url = (search: string) => new URL(`http://shop.invalid/werkstatt/${search}`);

  it("resets to the listing without page, keeping the rest of the query", () => {
    expect(pageResetUrl(url("?tags=on-sale&sort=price-up&page=4"), view("page=4", 3))).toBe(
      "/werkstatt/?tags=on-sale&sort=price-up",
    );
    expect(pageResetUrl(url("?q=x&page=2"), view("page=2", 0))).toBe("/werkstatt/?q=x");
  });

  it("keeps pages that exist", () => {
    expect(pageResetUrl(url("?page=3"), view("page=3", 3))).toBeNull();
    expect(pageResetUrl(url(""), view("", 0))).toBeNull();
  });
});

describe("pagination window (SPEC §9)", () => {
  it("shows at most 5 pages around the current one", () => {
    expect(paginationWindow(1, 100, 24)).toEqual({ pages: 5, window: [1, 2, 3, 4, 5] });
    expect(paginationWindow(6, 1000, 24)).toEqual({ pages: 42, window: [4, 5, 6, 7, 8] });
    expect(paginationWindow(42, 1000, 24).window).toEqual([38, 39, 40, 41, 42]);
    expect(paginationWindow(2, 49, 24)).toEqual({ pages: 3, window: [1, 2, 3] });
    expect(paginationWindow(1, 24, 24)).toEqual({ pages: 1, window: [] });
  });
});

describe("comparison scoring (SPEC §7)", () => {
  it("scores in stock 3, Popular 2, Sale 1, keeps the order on ties and shows 5", () => {
    const c = (sku: string, inStock: boolean, tags: string[] = []) => ({ sku, inStock, tags });
    const ranked = rankComparison(
      [
        c("A", false, ["bestseller", "on-sale"]), // 3
        c("B", true), // 3
        c("OWN", true, ["bestseller"]),
        c("C", true, ["bestseller", "on-sale"]), // 6
        c("D", false), // 0
        c("E", true, ["on-sale"]), // 4
        c("F", true, ["bestseller"]), // 5
        c("G", false, ["on-sale"]), // 1
      ],
      "OWN",
    );
    expect(ranked.map((r) => r.sku)).toEqual(["C", "F", "E", "A", "B"]);
  });
});

describe("category content HTML", () => {
  it("keeps text formatting and links, drops scripts, handlers and javascript: URLs", async () => {
    const { sanitizeContent } = await import("./category-view");
    expect(
      sanitizeContent('<p onclick="x()">Hello <strong>world</strong></p><script>alert(1)</script>'),
    ).toBe("<p>Hello <strong>world</strong></p>");
    expect(sanitizeContent('<a href="javascript:alert(1)">x</a><a href="/c/x/" title="t">y</a>')).toBe(
      '<a href>x</a><a href="/c/x/" title="t">y</a>',
    );
    expect(
      sanitizeContent('<img src=x onerror="alert(1)"><iframe src="//evil"></iframe><h2>Title</h2>'),
    ).toBe("<h2>Title</h2>");
  });
});
