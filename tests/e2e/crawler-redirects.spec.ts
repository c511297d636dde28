import { expect, test } from "@playwright/test";
import { COUNTRIES, isMultiLanguage } from "../../config";
import { BOT, links } from "../support/crawler";
import { rawRequest } from "../support/http";
import { shopUrl } from "../support/markets";
import { HttpShopper } from "../support/shopper";

// What a crawler sees of redirects and language switches: raw HTTP, no cookies, no redirects
// followed. Runs once (JavaScript project). Pages, links, sitemaps and HTML: crawler.spec.ts.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

const GRILL = "mirota-kontaktgrill-mi-1788-10000008";
const GRILL_LT = "mirota-kontaktinis-grilis-mi-1788-10000008";

const REDIRECTS: [country: string, from: string, status: number, to: string][] = [
  // guard 5 (lower case) and the trailing-slash rule, in one hop with anything else
  ["de", "/Werkstatt/", 308, "/werkstatt/"],
  ["de", "/werkstatt", 308, "/werkstatt/"],
  ["de", "/WERKSTATT?page=1&sort=price-up", 308, "/werkstatt/?sort=price-up"],
  ["de", "/search/?q=Grill", 308, "/search?q=Grill"],
  ["de", `/${GRILL}/`, 308, `/${GRILL}`],
  // guard 4: the first page has no page parameter
  ["de", "/search?q=Grill&page=1", 308, "/search?q=Grill"],
  // guard 9: listing queries in their normal form, in the same hop
  ["de", "/search?q=Grill&sort=relevance&hitsPerPage=24&priceMin=&priceMax=&rating=", 308, "/search?q=Grill"],
  ["de", "/Werkstatt?sort=price-up&page=1&hitsPerPage=24", 308, "/werkstatt/?sort=price-up"],
  // /home is the home slug
  ["de", "/home", 308, "/"],
  ["be", "/nl/home", 308, "/nl/"],
  // guard 8: default-language and foreign prefixes go; accepted ones stay
  ["de", "/de/werkstatt/", 308, "/werkstatt/"],
  ["de", "/fr/", 308, "/"],
  ["be", "/NL/Search?q=boor", 308, "/nl/search?q=boor"],
  ["ch", "/it", 308, "/it/"],
  // guard 7: the old URL structure (SEO code) and native prefixes
  ["de", "/category/werkstatt/", 301, "/"],
  ["de", "/search/grill/", 301, "/"],
  ["lt", "/category/dirbtuves/", 301, "/c/dirbtuves/"],
  ["de", `/p/${GRILL}`, 301, `/${GRILL}`],
  ["de", "/c/werkstatt/", 301, "/werkstatt/"],
  ["lt", `/${GRILL_LT}`, 308, `/p/${GRILL_LT}`],
  ["lt", "/Dirbtuves", 308, "/c/dirbtuves/"],
  // guard 12: the SEO redirect table of the platform (its code, 301 by default), also in one hop
  ["de", "/sale/", 301, "/search?tags=on-sale"],
  ["de", "/Sale", 301, "/search?tags=on-sale"],
  ["de", "/black-friday/", 301, "/search?tags=campaign%3Ablack_friday"],
  ["de", "/bestsellers/", 302, "/search?tags=bestseller"],
  ["be", "/nl/sale/", 301, "/nl/search?tags=on-sale"],
  // account pages carry no trailing slash (SPEC §2), in every language
  ["de", "/login/", 308, "/login"],
  ["be", "/NL/Create-Account/", 308, "/nl/create-account"],
  ["de", "/password-reset/check-email/", 308, "/password-reset/check-email"],
];

test("every redirect rule answers its code and the final URL in one hop", async () => {
  for (const [country, from, status, to] of REDIRECTS) {
    const response = await rawRequest(country, from, { headers: BOT });
    expect([response.status, response.headers.location], `${country} ${from}`).toEqual([status, to]);
    const landing = await rawRequest(country, to, { headers: BOT });
    expect(landing.status, `${country} ${from} → ${to}`).toBe(200);
  }
});

/** One product and one category by their slugs in the languages of the multi-language countries. */
const SPRAYER: Record<string, string> = {
  de: "ferrox-druckspruher-fe-8642-10000504",
  fr: "ferrox-pulverisateur-a-pression-fe-8642-10000504",
  it: "ferrox-nebulizzatore-a-pressione-fe-8642-10000504",
  nl: "ferrox-drukspuit-fe-8642-10000504",
};
const WORKSHOP: Record<string, string> = { de: "werkstatt", fr: "atelier", it: "officina", nl: "werkplaats" };

/**
 * A shopper of a country whose language selector last chose `language` (it links to `/{language}/`,
 * which stores the locale cookie), or one who never chose.
 */
async function shopperIn(country: string, language?: string) {
  const shopper = new HttpShopper(country);
  if (language) expect([200, 308], language).toContain((await shopper.get(`/${language}/`)).status);
  return shopper;
}

/**
 * SPEC §2 guards 8 and 9 (decision 0018): a product or category URL in any language of its country,
 * with the locale cookie of a language switch: the same page, in one hop, in the language of the
 * prefix, else of the cookie, else of the slug.
 */
const LANGUAGE_SWITCH: [
  country: string,
  cookie: string | undefined,
  from: string,
  status: number,
  to: string,
][] = [
  // Switzerland, switched to French (or Italian), opens the German link again
  ["ch", "fr", `/${SPRAYER.de}`, 308, `/fr/${SPRAYER.fr}`],
  ["ch", "it", `/${SPRAYER.de}`, 308, `/it/${SPRAYER.it}`],
  ["ch", "fr", "/werkstatt/", 308, "/fr/atelier/"],
  // in the same hop as the other rules
  ["ch", "fr", "/Werkstatt", 308, "/fr/atelier/"],
  ["ch", "fr", `/${SPRAYER.de}/`, 308, `/fr/${SPRAYER.fr}`],
  // a prefix names the language, whatever the cookie says; the slug follows it
  ["ch", "de", `/fr/${SPRAYER.de}`, 308, `/fr/${SPRAYER.fr}`],
  ["ch", "it", "/de/atelier/", 308, "/werkstatt/"],
  // without a cookie, a link opens in its own language
  ["ch", undefined, `/${SPRAYER.fr}`, 308, `/fr/${SPRAYER.fr}`],
  ["ch", undefined, `/${SPRAYER.de}`, 200, `/${SPRAYER.de}`],
  // Belgium, switched to Dutch, opens the French links (and back)
  ["be", "nl", `/${SPRAYER.fr}`, 308, `/nl/${SPRAYER.nl}`],
  ["be", "nl", "/atelier/", 308, "/nl/werkplaats/"],
  ["be", "nl", "/atelier/?sort=price-up&page=1", 308, "/nl/werkplaats/?sort=price-up"],
  ["be", "fr", "/werkplaats/", 308, "/atelier/"],
  ["be", undefined, "/nl/atelier/", 308, "/nl/werkplaats/"],
  ["be", undefined, "/werkplaats/", 308, "/nl/werkplaats/"],
];

test("a language switch never turns a product or category link into a 404", async () => {
  for (const [country, cookie, from, status, to] of LANGUAGE_SWITCH) {
    const shopper = await shopperIn(country, cookie);
    const response = await shopper.get(from);
    const what = `${country} ${cookie ?? "no cookie"} ${from}`;
    expect([response.status, response.headers.location], what).toEqual([
      status,
      status === 200 ? undefined : to,
    ]);
    const landing = status === 200 ? response : await shopper.get(to);
    expect(landing.status, `${what} → ${to}`).toBe(200);
  }
});

test("in every multi-language country, each language's URL of a page opens it with every cookie, with its links", async () => {
  const countries = Object.values(COUNTRIES).filter(isMultiLanguage);
  expect(countries.map((c) => c.countryCode).sort()).toEqual(["be", "ch"]);
  for (const country of countries) {
    const cc = country.countryCode;
    const [fallback] = country.languages;
    const url = (language: string, path: string) => `${language === fallback ? "" : `/${language}`}${path}`;
    for (const [pages, slash] of [
      [SPRAYER, ""],
      [WORKSHOP, "/"],
    ] as const) {
      const path = (language: string) => {
        const slug = pages[language];
        if (!slug) throw new Error(`no ${language} slug in the test's table`);
        return `/${slug}${slash}`;
      };
      for (const cookie of [undefined, ...country.languages]) {
        for (const language of country.languages) {
          for (const prefixed of [false, true]) {
            const shopper = await shopperIn(cc, cookie);
            const from = `${prefixed ? `/${language}` : ""}${path(language)}`;
            // A prefix names the language; an unprefixed URL follows the cookie, else its own language.
            const wanted = prefixed ? language : (cookie ?? language);
            const to = url(wanted, path(wanted));
            const what = `${cc} ${cookie ?? "no cookie"} ${from}`;
            const response = await shopper.get(from);
            if (from === to) expect(response.status, what).toBe(200);
            else {
              expect([response.status, response.headers.location], what).toEqual([308, to]);
              expect((await shopper.get(to)).status, `${what} → ${to}`).toBe(200);
            }
          }
        }
      }
      // What a crawler reads there: the page's own URL as canonical and one URL per language.
      for (const language of country.languages) {
        const page = await links(cc, url(language, path(language)));
        expect(page.canonical, `${cc} ${language}`).toEqual([shopUrl(cc, url(language, path(language)))]);
        for (const other of country.languages)
          expect(page.alternates[`${other}-${country.isoCode}`], `${cc} ${language} → ${other}`).toBe(
            shopUrl(cc, url(other, path(other))),
          );
      }
    }
  }
});

test("a path that is no URL (//[/) is not an error: one slash, then 404", async () => {
  const doubled = await rawRequest("de", "//[/", { headers: BOT });
  expect([doubled.status, doubled.headers.location]).toEqual([308, "/[/"]);
  expect((await rawRequest("de", "/[/", { headers: BOT })).status).toBe(404);
});
