import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "./countries";
import { netInvoiceAllowed, REVERSE_CHARGE } from "./reverse-charge";

describe("netInvoiceAllowed (issue 19.1, FACTS.md)", () => {
  const net = [
    "at",
    "be",
    "bg",
    "cz",
    "de",
    "dk",
    "es",
    "fi",
    "fr",
    "gr",
    "hr",
    "hu",
    "ie",
    "it",
    "lt",
    "nl",
    "pl",
    "pt",
    "ro",
    "se",
    "si",
  ];

  it.each(COUNTRY_CODES)(
    "%s: net only in the EU VAT area outside Slovakia, with the store switch on",
    (country) => {
      expect(netInvoiceAllowed(country, true)).toBe(net.includes(country));
      expect(netInvoiceAllowed(country, false)).toBe(false);
    },
  );

  it("covers the 25 countries: 21 can go net, Slovakia (the seller's) and NO, CH, GB stay gross", () => {
    expect(COUNTRY_CODES).toHaveLength(25);
    expect(COUNTRY_CODES.filter((c) => netInvoiceAllowed(c, true))).toHaveLength(21);
    expect(REVERSE_CHARGE.sellerCountry).toBe("sk");
    expect([...REVERSE_CHARGE.outsideEuVat].sort()).toEqual(["ch", "gb", "no"]);
  });
});
