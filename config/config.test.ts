import { describe, expect, it } from "vitest";
import {
  buyInMonth,
  CLIENT_STATE_DEFAULTS,
  COD_PRICE_LIMITS,
  CONTACT_REASONS,
  COOKIES,
  COUNTRIES,
  COUNTRY_CODES,
  CURRENCIES,
  CURRENCY_CODES,
  clampQuantity,
  codItemLimit,
  customerCare,
  FIELD_RULES,
  fallbackCountry,
  isLocaleCode,
  isSwitchOn,
  isValidPostalCode,
  LANGUAGES,
  LIMITS,
  LISTING,
  LOCALES,
  LOW_STOCK_BOUNDARIES,
  localeChain,
  PHONE_EXAMPLES,
  PORTS,
  pageCount,
  possibleQuantity,
  shippingFees,
  TIMINGS,
  UI,
  VAT_NUMBER_FORMATS,
} from ".";

const countriesWith = (predicate: (cc: (typeof COUNTRY_CODES)[number]) => boolean) =>
  COUNTRY_CODES.filter(predicate).sort();

describe("SPEC §3 locales and currencies", () => {
  it("has 25 countries, 21 languages, 28 locales and 12 currencies", () => {
    expect(COUNTRY_CODES).toHaveLength(25);
    expect(new Set(LANGUAGES).size).toBe(21);
    expect(LOCALES).toHaveLength(28);
    expect(CURRENCY_CODES).toHaveLength(12);
  });

  it("makes Slovakia the only default country", () => {
    expect(
      Object.values(COUNTRIES)
        .filter((c) => c.isDefault)
        .map((c) => c.countryCode),
    ).toEqual(["sk"]);
  });

  it("maps countries to currencies", () => {
    expect(countriesWith((cc) => COUNTRIES[cc].currencyCode === "EUR")).toEqual(
      ["at", "be", "de", "es", "fi", "fr", "gr", "hr", "ie", "it", "lt", "nl", "pt", "sk", "si"].sort(),
    );
    const others = Object.fromEntries(
      COUNTRY_CODES.filter((cc) => COUNTRIES[cc].currencyCode !== "EUR").map((cc) => [
        cc,
        COUNTRIES[cc].currencyCode,
      ]),
    );
    expect(others).toEqual({
      ch: "CHF",
      gb: "GBP",
      cz: "CZK",
      dk: "DKK",
      hu: "HUF",
      no: "NOK",
      pl: "PLN",
      ro: "RON",
      se: "SEK",
      bg: "BGN",
    });
  });

  it("has the multi-language countries be (fr, nl) and ch (de, fr, it)", () => {
    expect(countriesWith((cc) => COUNTRIES[cc].languages.length > 1)).toEqual(["be", "ch"]);
    expect(COUNTRIES.be.locales).toEqual(["fr-BE", "nl-BE"]);
    expect(COUNTRIES.ch.locales).toEqual(["de-CH", "fr-CH", "it-CH"]);
  });

  it("names search indexes prod.{locale} and uses the co.uk ending for the UK", () => {
    expect(LOCALES.find((l) => l.code === "nl-BE")?.searchIndex).toBe("prod.nl-BE");
    expect(COUNTRIES.gb.domain).toBe("proequip.co.uk");
    expect(COUNTRIES.gr.locales).toEqual(["el-GR"]);
  });

  it("accepts only the 28 locales as a cookie value", () => {
    expect(isLocaleCode("de-AT")).toBe(true);
    expect(isLocaleCode("en-US")).toBe(false);
    expect(isLocaleCode("de")).toBe(false);
  });

  it("has both fallback chains", () => {
    expect(localeChain("de-AT")).toEqual(["de-AT", "de-DE"]);
    expect(localeChain("en-IE")).toEqual(["en-IE", "en-GB"]);
    expect(localeChain("it-CH")).toEqual(["it-CH", "it-IT"]);
    expect(localeChain("sk-SK")).toEqual(["sk-SK"]);
    expect({
      at: fallbackCountry("de-AT"),
      "ch(de)": fallbackCountry("de-CH"),
      "be(fr)": fallbackCountry("fr-BE"),
      "be(nl)": fallbackCountry("nl-BE"),
      "ch(fr)": fallbackCountry("fr-CH"),
      "ch(it)": fallbackCountry("it-CH"),
      "ie(en)": fallbackCountry("en-IE"),
    }).toEqual({
      at: "de",
      "ch(de)": "de",
      "be(fr)": "fr",
      "be(nl)": "nl",
      "ch(fr)": "fr",
      "ch(it)": "it",
      "ie(en)": "gb",
    });
  });

  it("shows CZK, DKK and SEK with the narrow symbol and HUF without cents", () => {
    expect(CURRENCY_CODES.filter((c) => CURRENCIES[c].display === "narrowSymbol")).toEqual([
      "CZK",
      "DKK",
      "SEK",
    ]);
    expect(CURRENCIES.HUF.fractionDigits).toBe(0);
    expect(CURRENCIES.EUR.fractionDigits).toBe(2);
  });
});

describe("SPEC §3 cookies, client state and contact reasons", () => {
  it("makes the auth cookie HTTP-only, secure and strict; the others lax", () => {
    expect(COOKIES.auth).toMatchObject({ httpOnly: true, secure: true, sameSite: "strict", signed: true });
    expect(
      Object.entries(COOKIES)
        .filter(([, c]) => c.sameSite === "strict")
        .map(([k]) => k),
    ).toEqual(["auth"]);
    expect(COOKIES.locale?.maxAge).toBe(365 * 86400);
    expect(COOKIES.customerGroup?.maxAge).toBe(31536000);
    expect(COOKIES.cart).toMatchObject({ httpOnly: true, signed: true });
  });

  it("has the client-state defaults", () => {
    expect(CLIENT_STATE_DEFAULTS).toEqual({
      shippingAddressType: "SAME_AS_BILLING",
      selectedPayment: "card",
      currentPage: 1,
      reviewConsent: true,
      clientType: "private",
    });
  });

  it("has 11 contact reasons and the subreason requirements SPEC names", () => {
    const sub = (key: string) =>
      CONTACT_REASONS.flatMap((r) => r.subreasons).find((s) => s.key === key)?.requires;
    expect(CONTACT_REASONS.map((r) => r.key)).toHaveLength(11);
    expect(sub("offer-discount-request")?.sort()).toEqual(["phone", "productNumber", "quantity", "vatId"]);
    expect(sub("change-order")?.sort()).toEqual(["invoiceNumber", "orderNumber", "productNumber"]);
    expect(sub("cancellation-request")?.sort()).toEqual(["invoiceNumber", "orderNumber", "productNumber"]);
    expect(sub("payment-proof")).toEqual(["orderNumber"]);
    expect(sub("double-payment")).toEqual(["orderNumber"]);
    for (const key of ["login-issue", "data-removal", "webpage-down", "unsubscribe", "info-iban"])
      expect(sub(key)).toEqual([]);
  });

  it("has each country's customer care: a phone with its own calling code, an e-mail on its domain", () => {
    for (const cc of COUNTRY_CODES) {
      const care = customerCare(cc);
      // The same calling code as the country's phone example (its own, not Slovakia's).
      expect(care.phone.split(" ")[0]).toBe(PHONE_EXAMPLES[cc].split(" ")[0]);
      expect(care.tel).toMatch(/^\+\d{8,15}$/);
      expect(care.email).toBe(`service@${COUNTRIES[cc].domain}`);
    }
    expect(customerCare("ie")).toMatchObject({ email: "service@proequip.ie", tel: "+35316994120" });
    expect(customerCare("gb").email).toBe("service@proequip.co.uk");
  });
});

describe("SPEC §9 constants", () => {
  it("has the quantity limits and volume discounts", () => {
    expect(LIMITS.maxQuantityPerProduct).toBe(1000);
    expect(LIMITS.cashAndBankMaxItems).toBe(20);
    expect(LIMITS.volumeDiscountTiers).toEqual([
      { minItems: 3, percent: 5 },
      { minItems: 5, percent: 10 },
      { minItems: 10, percent: 15 },
    ]);
    expect(LIMITS.defaultGuaranteeSku).toBe("4100010");
  });

  it("names the month a sold-out product can be bought again (SPEC §4), until it has passed", () => {
    const soldOut = new Date("2026-11-01T00:00:00Z");
    expect(buyInMonth(soldOut, new Date("2026-11-22T12:00:00Z"))).toBe("2027-02");
    expect(buyInMonth(new Date("2026-12-31T23:00:00Z"), new Date("2026-12-31T23:30:00Z"))).toBe("2027-03");
    expect(buyInMonth(soldOut, new Date("2027-02-28T12:00:00Z"))).toBe("2027-02");
    expect(buyInMonth(soldOut, new Date("2027-03-01T00:00:00Z"))).toBeUndefined();
  });

  it("computes the possible quantity of SPEC §5 and clamps the selector as SPEC §4 says", () => {
    expect(possibleQuantity({ stock: 7 })).toBe(7);
    expect(possibleQuantity({ stock: 7, inCart: 5 })).toBe(2);
    expect(possibleQuantity({ stock: 5000, inCart: 10 })).toBe(990);
    expect(possibleQuantity({ stock: 3, inCart: 4 })).toBe(0);
    expect(possibleQuantity({ stock: 0, virtual: true, inCart: 1 })).toBe(999);
    expect(clampQuantity("abc", 10)).toEqual({ quantity: 1, capped: false });
    expect(clampQuantity("-4", 10)).toEqual({ quantity: 1, capped: false });
    expect(clampQuantity("", 10)).toEqual({ quantity: 1, capped: false });
    expect(clampQuantity("3.7", 10)).toEqual({ quantity: 3, capped: false });
    expect(clampQuantity(12, 10)).toEqual({ quantity: 10, capped: true });
    expect(clampQuantity("99999999999", 1000)).toEqual({ quantity: 1000, capped: true });
    expect(clampQuantity(10, 10)).toEqual({ quantity: 10, capped: false });
  });

  it("has the COD price limits", () => {
    expect(COD_PRICE_LIMITS.it).toBe(999.99);
    expect(COD_PRICE_LIMITS.hu).toBe(499999);
    expect(COD_PRICE_LIMITS.gr).toBe(499);
    expect(COD_PRICE_LIMITS.cz).toBe(60000);
    expect(Object.keys(COD_PRICE_LIMITS)).toHaveLength(25);
  });

  it("has the country switches", () => {
    expect(codItemLimit("sk")).toBe(1);
    expect(codItemLimit("hr")).toBe(1);
    expect(codItemLimit("de")).toBe(0);
    expect(isSwitchOn("bankTransfer", "hu")).toBe(true);
    expect(isSwitchOn("bankTransfer", "gb")).toBe(false);
    expect(countriesWith((cc) => isSwitchOn("bankTransfer", cc))).toHaveLength(15);
    expect(countriesWith((cc) => isSwitchOn("checkoutDisabled", cc))).toEqual([
      "bg",
      "gr",
      "ie",
      "lt",
      "ro",
      "si",
    ]);
    expect(countriesWith((cc) => isSwitchOn("nativeRouting", cc))).toEqual(["lt"]);
    expect(countriesWith((cc) => isSwitchOn("personalisedDiscounts", cc))).toEqual(["lt"]);
    expect(countriesWith((cc) => isSwitchOn("codForFreight", cc))).toEqual(["cz", "hu", "pl", "sk"]);
    expect(countriesWith((cc) => isSwitchOn("websockets", cc))).toHaveLength(25);
    expect(countriesWith((cc) => isSwitchOn("reviewConsent", cc))).toEqual(["cz"]);
    expect(countriesWith((cc) => isSwitchOn("priceDisclaimer", cc))).not.toContain("gb");
    expect(countriesWith((cc) => isSwitchOn("priceDisclaimer", cc))).toHaveLength(22);
  });

  it("has the shipping table, with France's own fees", () => {
    expect(shippingFees("de", "EUR")).toEqual({ freeAbove: 59, parcelFee: 1.95, freightFee: 9.95 });
    expect(shippingFees("fr", "EUR")).toEqual({ freeAbove: 59, parcelFee: 6.95, freightFee: 39.95 });
    expect(shippingFees("be", "EUR").parcelFee).toBe(1.95);
    expect(shippingFees("hu", "HUF")).toEqual({ freeAbove: 22099, parcelFee: 730, freightFee: 3731 });
    expect(shippingFees("cz", "CZK")).toEqual({ freeAbove: 1399, parcelFee: 46, freightFee: 235 });
    expect(shippingFees("gb", "GBP").freeAbove).toBe(52);
  });

  it("has the low-stock boundaries", () => {
    expect(LOW_STOCK_BOUNDARIES.EUR).toEqual({ high: 1000, low: 250 });
    expect(LOW_STOCK_BOUNDARIES.PLN).toEqual({ high: 4550, low: 1137.5 });
  });

  it("has the search and listing constants", () => {
    expect(LISTING.pageSizes).toEqual([12, 24, 36, 48]);
    expect(LISTING.defaultPageSize).toBe(24);
    expect(LISTING.sorts).toHaveLength(6);
    expect(LISTING.paginationWindow).toBe(5);
    expect(LISTING.reviews).toMatchObject({ perPage: 10, pageWindow: 5 });
    expect(LISTING.comparison).toMatchObject({
      fetched: 30,
      shown: 5,
      score: { inStock: 3, popular: 2, sale: 1 },
    });
    expect(pageCount(49, 24)).toBe(3);
    expect(pageCount(48, 24)).toBe(2);
  });

  it("has the timings, UI constants and ports", () => {
    expect(TIMINGS.debounce).toEqual({
      numberInput: 600,
      stringInput: 800,
      cartApi: 300,
      search: 300,
      safariCartDelay: 400,
    });
    expect(TIMINGS.notification.default).toBe(3000);
    expect(TIMINGS.websocket.maxConnectionsPerCart).toBe(10);
    expect(TIMINGS.seconds.searchCache).toBe(120);
    expect(UI.copyrightFromYear).toBe(2007);
    expect(UI.checkoutSteps).toEqual({ cart: 1, shipping: 2, billing: 3, payment: 4, thankYou: 5 });
    expect(PORTS).toEqual({
      app: 3000,
      websocket: 2087,
      middleware: [8181, 4000],
      search: 443,
      services: 4400,
    });
  });
});

describe("SPEC §5 validation rules", () => {
  it.each([
    ["at", "1010", true],
    ["at", "0101", false],
    ["hu", "1051", true],
    ["ch", "8001", true],
    ["cz", "110 00", true],
    ["cz", "11000", true],
    ["sk", "811 01", true],
    ["de", "10115", true],
    ["de", "1011", false],
    ["nl", "1012 AB", true],
    ["nl", "1012AB", true],
    ["nl", "0123 AB", false],
    ["pl", "00-950", true],
    ["pl", "00950", false],
    ["pt", "1100-148", true],
    ["ro", "010011", true],
    ["gb", "SW1A 1AA", true],
    ["gb", "12345", false],
    ["ie", "D02 X285", true],
    ["ie", "D6W 1234", true],
    ["ie", "12345", false],
  ] as const)("postal code %s %s → %s", (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });

  it("has the VAT-number formats and result codes", () => {
    expect(VAT_NUMBER_FORMATS.allowed.de).toBe("digits");
    expect(VAT_NUMBER_FORMATS.allowed.nl).toBe("alphanumeric");
    expect(VAT_NUMBER_FORMATS.allowed.gb).toBe("alphanumericSpecial");
    expect(VAT_NUMBER_FORMATS.prefixOverrides).toEqual({ ch: "CHE", gr: "EL" });
    expect(VAT_NUMBER_FORMATS.truncate.hu).toBe(8);
    expect(VAT_NUMBER_FORMATS.resultCodes.valid).toEqual([200, 216, 218, 219, 223]);
    expect(VAT_NUMBER_FORMATS.resultCodes.couldNotValidate).toEqual([205, 208, 999]);
  });

  it("has the phone and password rules", () => {
    expect(FIELD_RULES.phone.test("+421 901 234 567")).toBe(true);
    expect(FIELD_RULES.phone.test("0901234567")).toBe(true);
    expect(FIELD_RULES.phone.test("1234567")).toBe(false);
    expect(FIELD_RULES.phone.test("+421  901234567")).toBe(false);
    expect(FIELD_RULES.password.test("secret1")).toBe(true);
    expect(FIELD_RULES.password.test("secret")).toBe(false);
    expect(FIELD_RULES.password.test("123456")).toBe(false);
  });

  it("has a phone example of every country's own, with its calling code, that the phone rule accepts", () => {
    const callingCodes = COUNTRY_CODES.map((cc) => PHONE_EXAMPLES[cc].split(" ")[0]);
    expect(new Set(callingCodes).size).toBe(COUNTRY_CODES.length);
    expect(PHONE_EXAMPLES.de.startsWith("+49 ")).toBe(true);
    expect(PHONE_EXAMPLES.ie.startsWith("+353 ")).toBe(true);
    for (const cc of COUNTRY_CODES) expect(FIELD_RULES.phone.test(PHONE_EXAMPLES[cc])).toBe(true);
  });
});

describe("SPEC §9 low-stock boundaries as price tiers (decision 0009)", () => {
  it("warns at 2, 5 or 10 pieces by price", async () => {
    const { lowStockThreshold } = await import(".");
    expect(lowStockThreshold(1000, "EUR")).toBe(2);
    expect(lowStockThreshold(999.99, "EUR")).toBe(5);
    expect(lowStockThreshold(249, "EUR")).toBe(10);
    expect(lowStockThreshold(375000, "HUF")).toBe(2);
    expect(lowStockThreshold(90000, "HUF")).toBe(10);
  });
});

describe("SPEC §4 delivery date in working days", () => {
  it("adds the upper bound of the range, skipping weekends", async () => {
    const { deliveryDate } = await import(".");
    const day = (d: Date | undefined) => d?.toISOString().slice(0, 10);
    // Sunday 22 Nov 2026 + 4 working days = Thursday 26 Nov
    expect(day(deliveryDate(new Date("2026-11-22T10:00:00Z"), "2-4"))).toBe("2026-11-26");
    // Thursday 26 Nov + 2 working days = Monday 30 Nov
    expect(day(deliveryDate(new Date("2026-11-26T10:00:00Z"), "1-2"))).toBe("2026-11-30");
    expect(day(deliveryDate(new Date("2026-11-23T10:00:00Z"), "5-8"))).toBe("2026-12-03");
    expect(deliveryDate(new Date(), "soon")).toBeUndefined();
  });
});
