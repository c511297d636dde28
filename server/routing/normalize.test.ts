import { describe, expect, it } from "vitest";
import { COUNTRIES, type LocaleCode } from "../../config";
import { canonicalRedirect } from "./normalize";

const CATEGORIES = new Set(["lt:irankiai", "de:werkstatt"]);
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
    // the one-time contact-form flag leaves the URL in the same hop as the other rules
    ["de", "/Werkstatt?contact_form=1&page=1", "/werkstatt/", 308],
    ["de", "/faq/?contact_form=1", "/faq/", 308],
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
});
