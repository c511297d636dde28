import { beforeEach, describe, expect, it } from "vitest";
import { COUNTRIES, type LocaleCode } from "../../config";
import { canonicalRedirect } from "./normalize";

const CATEGORIES = new Set(["lt:irankiai", "de:werkstatt", "fr:atelier", "it:officina", "nl:werkplaats"]);
const SPRAYER = {
  de: "ferrox-druckspruher-fe-8642-10000504",
  fr: "ferrox-pulverisateur-a-pression-fe-8642-10000504",
  it: "ferrox-nebulizzatore-a-pressione-fe-8642-10000504",
  nl: "ferrox-drukspuit-fe-8642-10000504",
};
/** A product whose texts are in German only so far. */
const GERMAN_ONLY = "saxby-werkbank-sa-7-10000777";
/** Pages by their slugs in each language, as the catalog answers the routing hop. */
const PAGES: { kind: "product" | "category"; slugs: Partial<Record<string, string>> }[] = [
  { kind: "product", slugs: SPRAYER },
  { kind: "category", slugs: { de: "werkstatt", fr: "atelier", it: "officina", nl: "werkplaats" } },
  { kind: "product", slugs: { de: GERMAN_ONLY } },
];
/** The page lookups the routing hop asked for: kind, slug and languages in the order asked. */
const asked: string[] = [];
const SEO: Record<string, { location: string; status: number }> = {
  "/alte-aktion/": { location: "/search?tags=on-sale", status: 301 },
  "/gone-brand/": { location: "https://example.com/", status: 302 },
};

const redirect = (country: keyof typeof COUNTRIES, url: string, cookieLocale?: LocaleCode) => {
  const [pathname = "/", query] = url.split("?");
  return canonicalRedirect({
    country: COUNTRIES[country],
    pathname,
    search: query !== undefined ? `?${query}` : "",
    ...(cookieLocale ? { cookieLocale } : {}),
    isCategorySlug: async (language, slug) => CATEGORIES.has(`${language}:${slug}`),
    pageSlugs: async (kind, slug, languages) => {
      asked.push(`${kind} ${slug} ${languages.join(",")}`);
      return PAGES.find((p) => p.kind === kind && languages.some((l) => p.slugs[l] === slug))?.slugs;
    },
    seoRedirect: (path) => SEO[path],
  });
};

describe("canonicalRedirect: every SPEC §2 routing rule in one hop", () => {
  it.each([
    // canonical already: no redirect
    ["de", "/", undefined],
    ["de", "/werkstatt/", undefined],
    ["de", "/search?q=Bohrer&page=2", undefined],
    ["de", "/ferrox-akkuschrauber-fe-1234-10000001", undefined],
    ["be", "/nl/", undefined],
    ["be", "/nl/search?q=boor", undefined],
    ["lt", "/p/ferrox-grezimo-masina-fe-1-10000001", undefined],
    ["lt", "/c/irankiai/", undefined],
    ["de", "/checkout/cart", undefined],
    ["de", "/api/quick-search?q=ab", undefined],
    ["de", "/__manifest", undefined],
    ["de", "/font/x.woff2", undefined],
    ["de", "/exConsents/confirm?hash=abc", undefined],
    ["de", "/it's-a-trap/", undefined],
    ["de", "/%ff", undefined],
    // Remix data requests are normalised by the listing loaders, which update the browser's URL
    ["de", "/search?q=a&sort=relevance&_data=routes%2F(%24lang).search", undefined],
    ["de", "/faq/?sort=relevance", undefined],
  ] as const)("%s %s is canonical", async (country, url, expected) => {
    expect(await redirect(country, url)).toBe(expected ?? null);
  });

  it.each([
    // guard 5: lower case (percent escapes stay upper case)
    ["de", "/Werkstatt/", "/werkstatt/", 308],
    ["de", "/SEARCH?q=Bohrer", "/search?q=Bohrer", 308],
    ["de", "/Schwei%c3%9F/", "/schwei%C3%9F/", 308],
    // trailing slash rules
    ["de", "/werkstatt", "/werkstatt/", 308],
    ["de", "/search/", "/search", 308],
    ["de", "/login/", "/login", 308],
    ["de", "/checkout/cart/", "/checkout/cart", 308],
    ["de", "/my-account/my-profile/", "/my-account/my-profile", 308],
    ["de", "/faq", "/faq/", 308],
    ["de", "/ferrox-akkuschrauber-fe-1234-10000001/", "/ferrox-akkuschrauber-fe-1234-10000001", 308],
    // guard 4: page=1 dropped, the rest of the query kept
    ["de", "/werkstatt/?page=1", "/werkstatt/", 308],
    ["de", "/search?q=Bohrer&page=1&sort=price-up", "/search?q=Bohrer&sort=price-up", 308],
    // guard 9: a listing's query in its normal form (defaults and empty fields dropped, fixed order)
    ["de", "/search?q=Bohrer&sort=relevance&hitsPerPage=24&priceMin=&rating=", "/search?q=Bohrer", 308],
    ["de", "/Werkstatt?sort=price-up&brand=Saxby&q=", "/werkstatt/?brand=Saxby&sort=price-up", 308],
    ["de", "/search?utm_campaign=x&q=a&hitsPerPage=999", "/search?q=a&utm_campaign=x", 308],
    // /home goes to the home slug
    ["de", "/home", "/", 308],
    ["be", "/nl/home/", "/nl/", 308],
    // guard 8: the default language and foreign languages go unprefixed; accepted ones keep theirs
    ["de", "/de/", "/", 308],
    ["de", "/de/werkstatt/", "/werkstatt/", 308],
    ["de", "/fr/werkstatt/", "/werkstatt/", 308],
    ["be", "/fr/search?q=x", "/search?q=x", 308],
    ["be", "/nl", "/nl/", 308],
    ["be", "/NL/Search/", "/nl/search", 308],
    // guard 7: the old URL structure (SEO code) and native prefixes where native routing is off
    ["de", "/category/werkstatt/", "/", 301],
    ["de", "/search/bohrer", "/", 301],
    ["be", "/nl/category/x/", "/nl/", 301],
    ["lt", "/category/irankiai/", "/c/irankiai/", 301],
    ["de", "/p/ferrox-akkuschrauber-fe-1234-10000001", "/ferrox-akkuschrauber-fe-1234-10000001", 301],
    ["de", "/c/werkstatt", "/werkstatt/", 301],
    // native routing (LT): products and categories move under /p/ and /c/
    ["lt", "/ferrox-grezimo-masina-fe-1-10000001", "/p/ferrox-grezimo-masina-fe-1-10000001", 308],
    ["lt", "/Irankiai", "/c/irankiai/", 308],
    ["lt", "/faq", "/faq/", 308],
    // guard 9 on a listing whose path holds a character URL would re-encode: only the query changes
    ["lt", "/c/a{b/?x=1&sort=price-up", "/c/a{b/?sort=price-up&x=1", 308],
    // guard 12: the SEO redirect table, after the other rules (still one hop)
    ["de", "/Alte-Aktion", "/search?tags=on-sale", 301],
    ["be", "/nl/gone-brand/", "https://example.com/", 302],
  ] as const)("%s %s → %s (%i)", async (country, url, location, status) => {
    expect(await redirect(country, url)).toEqual({ location, status });
  });

  it("reaches the final URL in one hop where rules combine", async () => {
    // A prefix the country does not speak, or an upper-case one, with a cookie of another language.
    expect(await redirect("be", "/de/x/", "nl-BE")).toEqual({ location: "/nl/x/", status: 308 });
    expect(await redirect("be", "/FR/x/", "nl-BE")).toEqual({ location: "/x/", status: 308 });
    expect(await redirect("ch", "/DE/search?q=x", "fr-CH")).toEqual({ location: "/search?q=x", status: 308 });
    // Old structure in LT pointing at a product or a file, stacked native prefixes elsewhere.
    expect(await redirect("lt", "/category/foo-12345678")).toEqual({ location: "/", status: 301 });
    expect(await redirect("lt", "/category/a.html")).toEqual({ location: "/", status: 301 });
    expect(await redirect("de", "/c/p/x/")).toEqual({ location: "/x/", status: 301 });
    // Repeated refinements that differ only in spaces.
    expect(await redirect("de", "/search?tags=new,%20new&brand=X&brand=%20X")).toEqual({
      location: "/search?brand=X&tags=new",
      status: 308,
    });
    // Reserved prefixes in any case.
    expect(await redirect("de", "/API/x")).toBeNull();
  });

  it("adds the prefix of the locale cookie to unprefixed URLs (guard 8)", async () => {
    expect(await redirect("be", "/search?q=boor", "nl-BE")).toEqual({
      location: "/nl/search?q=boor",
      status: 308,
    });
    expect(await redirect("be", "/search?q=boor", "fr-BE")).toBeNull();
    expect(await redirect("ch", "/", "it-CH")).toEqual({ location: "/it/", status: 308 });
    // An explicit prefix wins over the cookie.
    expect(await redirect("be", "/fr/", "nl-BE")).toEqual({ location: "/", status: 308 });
  });

  it("never moves a social sign-in callback: no language prefix from the cookie, no slash hop (decision 0064)", async () => {
    const back = "/social/google/callback/?code=abc&state=xyz";
    expect(await redirect("be", back, "nl-BE")).toBeNull();
    expect(await redirect("ch", back, "it-CH")).toBeNull();
    expect(await redirect("ch", "/social/facebook/callback?code=abc&state=xyz", "fr-CH")).toBeNull();
    expect(await redirect("de", back)).toBeNull();
    // The start takes the shopper's language prefix as every page does.
    expect(await redirect("be", "/social/google/", "nl-BE")).toEqual({
      location: "/nl/social/google/",
      status: 308,
    });
  });

  describe("a page's link in any language of its country (guards 8 and 9, decision 0018)", () => {
    beforeEach(() => {
      asked.length = 0;
    });

    it("leads to the page's slug in the cookie's language, in one hop with the other rules", async () => {
      expect(await redirect("ch", `/${SPRAYER.de}`, "fr-CH")).toEqual({
        location: `/fr/${SPRAYER.fr}`,
        status: 308,
      });
      expect(await redirect("ch", `/${SPRAYER.de}/`, "it-CH")).toEqual({
        location: `/it/${SPRAYER.it}`,
        status: 308,
      });
      expect(await redirect("ch", "/Werkstatt?page=1", "fr-CH")).toEqual({
        location: "/fr/atelier/",
        status: 308,
      });
      expect(await redirect("be", `/${SPRAYER.fr}`, "nl-BE")).toEqual({
        location: `/nl/${SPRAYER.nl}`,
        status: 308,
      });
      // the listing's query is normalised for the category in its new language
      expect(await redirect("be", "/atelier/?x=1&sort=price-up&hitsPerPage=24", "nl-BE")).toEqual({
        location: "/nl/werkplaats/?sort=price-up&x=1",
        status: 308,
      });
      expect(await redirect("be", "/werkplaats/", "fr-BE")).toEqual({ location: "/atelier/", status: 308 });
      // the shopper's language is asked first: one lookup when the link is in it
      expect(await redirect("ch", `/fr/${SPRAYER.fr}`, "fr-CH")).toBeNull();
      expect(asked.at(-1)).toBe(`product ${SPRAYER.fr} fr,de,it`);
    });

    it("follows a prefix over the cookie, and the link's own language without either", async () => {
      expect(await redirect("ch", `/fr/${SPRAYER.de}`, "de-CH")).toEqual({
        location: `/fr/${SPRAYER.fr}`,
        status: 308,
      });
      expect(await redirect("ch", "/de/atelier/", "it-CH")).toEqual({ location: "/werkstatt/", status: 308 });
      expect(await redirect("be", "/nl/atelier/")).toEqual({ location: "/nl/werkplaats/", status: 308 });
      expect(await redirect("ch", `/${SPRAYER.it}`)).toEqual({ location: `/it/${SPRAYER.it}`, status: 308 });
      expect(await redirect("be", "/werkplaats/")).toEqual({ location: "/nl/werkplaats/", status: 308 });
      expect(await redirect("ch", `/${SPRAYER.de}`)).toBeNull();
      expect(await redirect("ch", "/werkstatt/", "de-CH")).toBeNull();
    });

    it("keeps a page without a slug in the shopper's language in the link's language", async () => {
      expect(await redirect("ch", `/fr/${GERMAN_ONLY}`, "fr-CH")).toEqual({
        location: `/${GERMAN_ONLY}`,
        status: 308,
      });
      // The unprefixed German URL is canonical; its page is served in German despite the cookie.
      expect(await redirect("ch", `/${GERMAN_ONLY}`, "fr-CH")).toEqual({ serveIn: "de" });
      expect(await redirect("ch", `/${GERMAN_ONLY}`)).toBeNull();
    });

    it("leaves other paths and countries of one language as they were", async () => {
      expect(await redirect("ch", "/no-such-page/", "fr-CH")).toEqual({
        location: "/fr/no-such-page/",
        status: 308,
      });
      expect(await redirect("be", "/werkstatt/", "nl-BE")).toEqual({
        location: "/nl/werkstatt/",
        status: 308,
      });
      expect(await redirect("ch", "/checkout/cart", "fr-CH")).toEqual({
        location: "/fr/checkout/cart",
        status: 308,
      });
      asked.length = 0;
      expect(await redirect("de", `/${SPRAYER.fr}`)).toBeNull();
      expect(await redirect("at", "/atelier/")).toBeNull();
      expect(asked).toEqual([]);
    });
  });
});
