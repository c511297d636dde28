import { describe, expect, it } from "vitest";
import { COUNTRIES, COUNTRY_CODES } from "../../config";
import { countryFromHost, resolveMarket } from ".";

describe("countryFromHost", () => {
  it.each(COUNTRY_CODES)("resolves %s from its production domain, www. and <cc>.localhost", (cc) => {
    const { domain } = COUNTRIES[cc];
    expect(countryFromHost(domain)).toBe(cc);
    expect(countryFromHost(`www.${domain}:443`)).toBe(cc);
    expect(countryFromHost(`${cc}.localhost:3000`)).toBe(cc);
  });

  it("falls back to Slovakia for plain localhost, IPs and unknown hosts", () => {
    expect(countryFromHost("localhost:3000")).toBe("sk");
    expect(countryFromHost("127.0.0.1:3000")).toBe("sk");
    expect(countryFromHost("xx.localhost")).toBe("sk");
    expect(countryFromHost("example.com")).toBe("sk");
    expect(countryFromHost(undefined)).toBe("sk");
  });
});

describe("resolveMarket", () => {
  it.each(COUNTRY_CODES)("gives %s its default language, currency and store", (cc) => {
    const market = resolveMarket({ host: `${cc}.localhost`, pathname: "/" });
    const country = COUNTRIES[cc];
    expect(market.country.countryCode).toBe(cc);
    expect(market.language).toBe(country.languages[0]);
    expect(market.locale.code).toBe(country.locales[0]);
    expect(market.currency.code).toBe(country.currencyCode);
    expect(market.storeKey).toBe(country.storeKey);
    expect(market.pathPrefix).toBe("");
    expect(market.isDefaultLocale).toBe(true);
  });

  it("serves Belgium in French by default and in Dutch under /nl", () => {
    expect(resolveMarket({ host: "be.localhost", pathname: "/" }).locale.code).toBe("fr-BE");
    const nl = resolveMarket({ host: "proequip.be", pathname: "/nl/some-page/" });
    expect(nl.locale.code).toBe("nl-BE");
    expect(nl.pathPrefix).toBe("/nl");
    expect(nl.isDefaultLocale).toBe(false);
    expect(nl.currency.code).toBe("EUR");
  });

  it("serves Switzerland in German, French and Italian with CHF", () => {
    expect(resolveMarket({ host: "ch.localhost", pathname: "/" }).locale.code).toBe("de-CH");
    expect(resolveMarket({ host: "ch.localhost", pathname: "/fr" }).locale.code).toBe("fr-CH");
    expect(resolveMarket({ host: "ch.localhost", pathname: "/it/" }).locale.code).toBe("it-CH");
    expect(resolveMarket({ host: "ch.localhost", pathname: "/it/" }).currency.code).toBe("CHF");
  });

  it("uses the locale cookie only when it is a locale of this country", () => {
    expect(resolveMarket({ host: "be.localhost", pathname: "/", localeCookie: "nl-BE" }).locale.code).toBe(
      "nl-BE",
    );
    expect(resolveMarket({ host: "be.localhost", pathname: "/", localeCookie: "nl-NL" }).locale.code).toBe(
      "fr-BE",
    );
    expect(resolveMarket({ host: "be.localhost", pathname: "/", localeCookie: "xx-YY" }).locale.code).toBe(
      "fr-BE",
    );
    expect(resolveMarket({ host: "be.localhost", pathname: "/", localeCookie: 42 }).locale.code).toBe(
      "fr-BE",
    );
    // The URL prefix wins over the cookie.
    expect(resolveMarket({ host: "be.localhost", pathname: "/fr/", localeCookie: "nl-BE" }).locale.code).toBe(
      "fr-BE",
    );
  });

  it("ignores a prefix that is not a language of the country", () => {
    const market = resolveMarket({ host: "de.localhost", pathname: "/fr/" });
    expect(market.locale.code).toBe("de-DE");
    expect(market.pathPrefix).toBe("");
  });
});
