import { describe, expect, it } from "vitest";
import type { LocaleCode } from "../../config";
import type { Services } from "../context";
import { type Market, resolveMarket } from "../market";
import type { RequestState } from "../pipeline/types";
import { routingStep } from "./index";

const SPRAYER = {
  de: "ferrox-druckspruher-fe-8642-10000504",
  fr: "ferrox-pulverisateur-a-pression-fe-8642-10000504",
};
/** A product whose texts are in German only so far. */
const GERMAN_ONLY = { de: "saxby-werkbank-sa-7-10000777" };

/** The catalog as the routing hop reads it: two products, no categories, no SEO table. */
const services = {
  commerce: { seoRedirects: async () => [] },
  categories: { isShown: async () => false, slugsOf: async () => undefined },
  products: {
    slugsOf: async (_market: Market, slug: string, languages: string[]) =>
      [SPRAYER, GERMAN_ONLY].find((slugs) =>
        languages.some((l) => (slugs as Partial<Record<string, string>>)[l] === slug),
      ),
  },
} as unknown as Services;

/** One GET through the routing step as the shop pipeline runs it, after the market step. */
async function route(host: string, path: string, cookieLocale?: LocaleCode) {
  const market = resolveMarket({ host, pathname: path, localeCookie: cookieLocale });
  const request = new Request(`http://${host}${path}`);
  const state: RequestState = { market, ...(cookieLocale ? { cookieLocale } : {}) };
  const answer = await routingStep(services)({
    request,
    url: new URL(request.url),
    path,
    search: "",
    host: { https: false, hostname: host, clientIp: "" },
    state,
    headers: new Headers(),
  });
  const redirect: [number, string] | undefined = answer
    ? [answer.status, answer.headers.get("location") ?? ""]
    : undefined;
  return { redirect, passed: !answer, market: state.market as Market };
}

describe("routing step: a page's link in another language of the country (decision 0018)", () => {
  it("redirects to the page's slug in the cookie's language", async () => {
    const { redirect, passed } = await route("ch.localhost", `/${SPRAYER.de}`, "fr-CH");
    expect(redirect).toEqual([308, `/fr/${SPRAYER.fr}`]);
    expect(passed).toBe(false);
  });

  it("opens an unprefixed link in its own language when no cookie names one", async () => {
    expect((await route("ch.localhost", `/${SPRAYER.fr}`)).redirect).toEqual([308, `/fr/${SPRAYER.fr}`]);
    const german = await route("ch.localhost", `/${SPRAYER.de}`);
    expect([german.redirect, german.passed, german.market.language]).toEqual([undefined, true, "de"]);
  });

  it("serves a page without a slug in the cookie's language in its own language, at its own URL", async () => {
    const { redirect, passed, market } = await route("ch.localhost", `/${GERMAN_ONLY.de}`, "fr-CH");
    expect(redirect).toBeUndefined();
    expect(passed).toBe(true);
    expect([market.locale.code, market.isDefaultLocale, market.pathPrefix]).toEqual(["de-CH", true, ""]);
    expect(market.currency.code).toBe("CHF");
  });
});
