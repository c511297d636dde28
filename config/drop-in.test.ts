import { describe, expect, it } from "vitest";
import { ADYEN_WEB_ORIGINS, DROP_IN, dropInLocale, LOCALES } from ".";

describe("the payment step's Drop-in (issue 19.5, decision 0032)", () => {
  it("reuses a session only while it has time left within Adyen's hour", () => {
    expect(DROP_IN.reuseMinutesLeft).toBe(15);
  });

  it("gives Adyen Web its own name for Norwegian, every other locale as the shop writes it", () => {
    expect(dropInLocale("nb-NO")).toBe("no-NO");
    for (const { code } of LOCALES.filter((l) => l.code !== "nb-NO")) expect(dropInLocale(code)).toBe(code);
  });

  it("allows Adyen Web's own origins of the key's environment, never the other's", () => {
    expect(ADYEN_WEB_ORIGINS.test.script).toContain("https://checkoutshopper-test.adyen.com");
    expect(ADYEN_WEB_ORIGINS.test.connect).toContain("https://checkoutshopper-test.cdn.adyen.com");
    expect(ADYEN_WEB_ORIGINS.live.script).toContain("https://checkoutshopper-live.adyen.com");
    expect(JSON.stringify(ADYEN_WEB_ORIGINS.live)).not.toContain("-test.");
    expect(JSON.stringify(ADYEN_WEB_ORIGINS.test)).not.toContain("-live.");
  });
});
