import { describe, expect, it } from "vitest";
import { contactStepUrl, step2State, step3State } from "./contact-steps";

const url = (query: string) => new URL(`http://de.localhost/contact/step3/?${query}`);

describe("contact steps as query state (SPEC §4)", () => {
  it("builds step URLs with the language prefix", () => {
    expect(contactStepUrl("/fr", "step2", { reason: "sales", error: undefined })).toBe(
      "/fr/contact/step2/?reason=sales",
    );
    expect(contactStepUrl("", "step1")).toBe("/contact/step1/");
  });

  it("sends an unknown or removed reason back to step 1, an unknown subreason to step 2", () => {
    expect(step2State(url("reason=nope"), "de", "")).toEqual({ redirect: "/contact/step1/?error=reason" });
    expect(step2State(url("reason=sales"), "ie", "")).toEqual({ redirect: "/contact/step1/?error=reason" });
    expect(step2State(url("reason=sales"), "de", "")).toEqual({ reason: "sales" });
    expect(step3State(url("reason=payment&subreason=login-issue"), "de", "/de")).toEqual({
      redirect: "/de/contact/step2/?reason=payment&error=subreason",
    });
  });

  it("shows the shortcut panel first for SPEC's three subreasons, until the shopper continues", () => {
    expect(step3State(url("reason=returns&subreason=return-no-reason"), "de", "")).toMatchObject({
      showShortcut: true,
    });
    expect(step3State(url("reason=returns&subreason=return-no-reason&continue=1"), "de", "")).toMatchObject({
      showShortcut: false,
    });
    expect(step3State(url("reason=payment&subreason=payment-proof"), "de", "")).toMatchObject({
      showShortcut: false,
    });
  });

  it("prefills a quote from the product page, not where sales is removed or with a forged SKU", () => {
    expect(step3State(url("prefill=quote&sku=EX10000008&reason=other"), "de", "")).toEqual({
      reason: "sales",
      subreason: "offer-discount-request",
      showShortcut: false,
      prefill: { mode: "quote", sku: "EX10000008", digits: "10000008", quantity: 1 },
    });
    expect(step3State(url("prefill=manual&sku=EX10000008"), "ie", "")).toMatchObject({
      reason: "product-claim-30-days",
      subreason: "missing-language-manual",
    });
    for (const query of [
      "prefill=quote&sku=EX10000008",
      "prefill=quote&sku=<x>",
      "prefill=other&sku=EX10000008",
    ])
      expect(
        step3State(url(query), query.includes("<x>") || query.includes("other") ? "de" : "ie", ""),
      ).toEqual({
        redirect: "/contact/step1/?error=reason",
      });
  });
});
