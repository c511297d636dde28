import { describe, expect, it } from "vitest";
import { resolveMarket } from "../market";
import { widgetSettings, widgetSources, widgetView } from "./index";

const market = (host: string, pathname = "/") => resolveMarket({ host, pathname });
const ALL = widgetSettings({
  TRUST_RATING_BUSINESS_UNIT: "0123456789abcdef01234567",
  PARCEL_TRACKING_SCRIPT_URL: "https://tracking.example.com/widget/v5.js",
  SURVEY_MERCHANT_ID: "123456",
  HEUREKA_KEY: "0123456789ABCDEF0123456789ABCDEF",
});
const consented = { analytics: false, marketing: true };

describe("third-party widgets (issue 23 item 7)", () => {
  it("lists no host in the CSP when nothing is configured, exactly the configured hosts otherwise", () => {
    expect(widgetSources(widgetSettings({}))).toEqual({ script: "", frame: "", img: "", connect: "" });
    expect(widgetSources(ALL, { orderPage: true })).toEqual({
      script:
        " https://widget.trustpilot.com https://apis.google.com https://cz.im9.cz https://tracking.example.com",
      frame: " https://widget.trustpilot.com https://www.google.com",
      img: " https://cz.im9.cz",
      connect: "",
    });
    // Any other page: the footer's widgets only (decision 0066).
    expect(widgetSources(ALL)).toEqual({
      script: " https://widget.trustpilot.com https://cz.im9.cz",
      frame: " https://widget.trustpilot.com",
      img: " https://cz.im9.cz",
      connect: "",
    });
    expect(widgetSources(widgetSettings({ HEUREKA_KEY: "0123456789ABCDEF0123456789ABCDEF" })).script).toBe(
      " https://cz.im9.cz",
    );
  });

  it("refuses a malformed account at start, naming the variable", () => {
    expect(() => widgetSettings({ PARCEL_TRACKING_SCRIPT_URL: "http://tracking.example.com/w.js" })).toThrow(
      /PARCEL_TRACKING_SCRIPT_URL/,
    );
    expect(() => widgetSettings({ HEUREKA_KEY: "');alert(1);//" })).toThrow(/HEUREKA_KEY/);
    expect(() => widgetSettings({ SURVEY_MERCHANT_ID: "12ab" })).toThrow(/SURVEY_MERCHANT_ID/);
  });

  it("shows nothing unconfigured, nothing without marketing consent", () => {
    expect(widgetView(widgetSettings({}), market("cz.localhost"), consented)).toEqual({});
    expect(widgetView(ALL, market("de.localhost"), null)).toEqual({});
    expect(widgetView(ALL, market("de.localhost"), { analytics: true, marketing: false })).toEqual({});
  });

  it("shows the trust rating only in the rating service's languages (SPEC §9)", () => {
    const de = widgetView(ALL, market("de.localhost"), consented);
    expect(de.trustRating).toMatchObject({
      locale: "de-DE",
      businessUnit: "0123456789abcdef01234567",
      profileUrl: "https://www.trustpilot.com/review/proequip.de",
    });
    expect(widgetView(ALL, market("localhost"), consented).trustRating).toBeUndefined(); // sk
    expect(widgetView(ALL, market("hu.localhost"), consented).trustRating).toBeUndefined();
    expect(widgetView(ALL, market("no.localhost"), consented).trustRating?.locale).toBe("nb-NO");
  });

  it("shows Heureka only where its country switch is on (CZ)", () => {
    expect(widgetView(ALL, market("cz.localhost"), consented).heureka?.script).toBe(
      "https://cz.im9.cz/direct/i/gjs.php?n=wdgt&sak=0123456789ABCDEF0123456789ABCDEF",
    );
    expect(widgetView(ALL, market("sk.localhost"), consented).heureka).toBeUndefined();
    expect(widgetView(ALL, market("de.localhost"), consented).heureka).toBeUndefined();
  });

  it("gives the parcel-tracking widget the language's id, none where SPEC §3 leaves it blank", () => {
    expect(widgetView(ALL, market("be.localhost", "/nl/"), consented).parcelTracking).toEqual({
      script: "https://tracking.example.com/widget/v5.js",
      id: "proequip-nl-be",
      language: "nl",
    });
    expect(widgetView(ALL, market("be.localhost"), consented).parcelTracking?.id).toBe("proequip-fr-be");
    for (const cc of ["bg", "gr", "hr", "lt", "ro", "si"])
      expect(widgetView(ALL, market(`${cc}.localhost`), consented).parcelTracking).toBeUndefined();
  });

  it("offers the survey opt-in with the merchant id", () => {
    expect(widgetView(ALL, market("localhost"), consented).survey).toEqual({
      script: "https://apis.google.com/js/platform.js?onload=renderOptIn",
      merchantId: "123456",
      deliveryDays: 4,
    });
  });
});
