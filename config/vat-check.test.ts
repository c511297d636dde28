import { describe, expect, it } from "vitest";
import { findContactReason } from "./contact-form";
import { COUNTRY_CODES } from "./countries";
import { TIMINGS } from "./timings";
import { VAT_CHECK } from "./vat-check";
import { vatCheckForm } from "./vat-check-form";

describe("the VAT field check's config (issue 19.2)", () => {
  it("opens a contact reason that every country offers for 'Need support?'", () => {
    for (const country of COUNTRY_CODES)
      expect(findContactReason(country, VAT_CHECK.supportReason)?.key, country).toBe("invoice");
  });

  it("waits in the browser longer than the shop waits for the VAT service", () => {
    expect(VAT_CHECK.browserTimeoutMs).toBeGreaterThan(TIMINGS.seconds.vatValidationTimeout * 1000);
  });

  it("bounds a session harder than a client address (an office shares one)", () => {
    expect(VAT_CHECK.perSession.max).toBeLessThan(VAT_CHECK.perClient.max);
  });

  it("takes one trimmed, bounded VAT ID", () => {
    expect(vatCheckForm.parse({ vatId: " DE 123456789 " })).toEqual({ vatId: "DE 123456789" });
    const messages = (input: unknown) => vatCheckForm.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({})).toEqual(["errors.required"]);
    expect(messages({ vatId: "   " })).toEqual(["errors.required"]);
    expect(messages({ vatId: "D".repeat(21) })).toEqual(["errors.tooLong"]);
    expect(messages({ vatId: ["DE1", "DE2"] })).toEqual(["errors.required"]);
  });
});
