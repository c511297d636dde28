/** The Content-Security-Policy's additions for Adyen Web (decision 0032). */
import { describe, expect, it } from "vitest";
import { adyenWebSources } from "./security";

describe("adyenWebSources", () => {
  it("adds nothing without Adyen and a client key: the strict policy stays", () => {
    const none = { script: "", connect: "", img: "", frame: "", formAction: "" };
    expect(adyenWebSources({})).toEqual(none);
    expect(adyenWebSources({ ADYEN_API_KEY: "AQE-key" })).toEqual(none);
    expect(adyenWebSources({ ADYEN_CLIENT_KEY: "test_ABCDEFGH" })).toEqual(none);
  });

  it("allows the key's Adyen environment only, and issuers' 3-D Secure pages", () => {
    const test = adyenWebSources({ ADYEN_API_KEY: "AQE-key", ADYEN_CLIENT_KEY: "test_ABCDEFGH" });
    expect(test.script).toContain(" https://checkoutshopper-test.adyen.com");
    expect(test.connect).toContain("https://checkoutshopper-test.cdn.adyen.com");
    expect(test.frame).toBe(" https:");
    expect(test.formAction).toBe(" https:");
    const live = adyenWebSources({
      ADYEN_API_KEY: "AQE-key",
      ADYEN_CLIENT_KEY: "live_ABCDEFGH",
      ADYEN_ENVIRONMENT: "LIVE",
    });
    expect(live.script).toContain("https://checkoutshopper-live.adyen.com");
    expect(Object.values(live).join(" ")).not.toContain("-test.");
  });
});
