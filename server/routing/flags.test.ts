import { describe, expect, it } from "vitest";
import { resolveMarket } from "../market";
import { contactFormTarget } from "./flags";

describe("contact_form query flag (SPEC §2, decision 0024)", () => {
  const de = resolveMarket({ host: "de.localhost", pathname: "/" });
  const ie = resolveMarket({ host: "ie.localhost", pathname: "/" });
  const beNl = resolveMarket({ host: "be.localhost", pathname: "/nl/" });

  it("opens step 2 with a reason the country offers, in the URL's language", () => {
    expect(contactFormTarget(de, "sales")).toBe("/contact/step2/?reason=sales");
    expect(contactFormTarget(beNl, "returns")).toBe("/nl/contact/step2/?reason=returns");
  });

  it("opens step 1 for no reason, an unknown one or one removed in the country", () => {
    expect(contactFormTarget(de, "")).toBe("/contact/step1/");
    expect(contactFormTarget(de, "1")).toBe("/contact/step1/");
    expect(contactFormTarget(de, "<script>")).toBe("/contact/step1/");
    expect(contactFormTarget(ie, "sales")).toBe("/contact/step1/");
  });
});
