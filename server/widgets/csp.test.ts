import { describe, expect, it } from "vitest";
import { securityHeadersStep } from "../http/security";
import { contextOf } from "../pipeline/test-context";
import { widgetSettings, widgetSourcesByPath } from "./index";

/** The Content-Security-Policy header the security step writes for a page of the German shop. */
function policy(env: Record<string, string>, path = "/checkout/thank-you") {
  const context = contextOf(`https://proequip.de${path}`);
  securityHeadersStep({ widgets: widgetSourcesByPath(widgetSettings(env)) })(context);
  // The nonce is new on every response; the hosts are what this test compares.
  const header = (context.headers.get("content-security-policy") ?? "").replace(/'nonce-[^']+'/, "'nonce'");
  return Object.fromEntries(
    header.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  ) as Record<string, string[]>;
}

describe("the CSP lists exactly the configured widgets' hosts (issue 23 item 7)", () => {
  it("lists none of them without configuration", () => {
    const none = policy({});
    const all = JSON.stringify(none);
    for (const host of ["trustpilot", "google", "im9.cz", "tracking.example"])
      expect(all).not.toContain(host);
    expect(none["frame-src"]).toEqual(policy({})["frame-src"]);
  });

  it("adds each configured widget's hosts to the directives it needs, and only those", () => {
    const none = policy({});
    const trust = policy({ TRUST_RATING_BUSINESS_UNIT: "0123456789abcdef01234567" });
    expect(trust["script-src"]).toEqual([...(none["script-src"] ?? []), "https://widget.trustpilot.com"]);
    expect(trust["frame-src"]).toEqual([...(none["frame-src"] ?? []), "https://widget.trustpilot.com"]);
    expect(trust["img-src"]).toEqual(none["img-src"]);
    const heureka = policy({ HEUREKA_KEY: "0123456789ABCDEF0123456789ABCDEF" });
    expect(heureka["script-src"]).toEqual([...(none["script-src"] ?? []), "https://cz.im9.cz"]);
    expect(heureka["img-src"]).toEqual([...(none["img-src"] ?? []), "https://cz.im9.cz"]);
    const parcel = policy({ PARCEL_TRACKING_SCRIPT_URL: "https://parcels.example.net/widget.js?v=5" });
    expect(parcel["script-src"]).toEqual([...(none["script-src"] ?? []), "https://parcels.example.net"]);
    expect(parcel["connect-src"]).toEqual(none["connect-src"]);
    const survey = policy({ SURVEY_MERCHANT_ID: "123456" });
    expect(survey["script-src"]).toEqual([...(none["script-src"] ?? []), "https://apis.google.com"]);
  });
});

describe("the order widgets' hosts only on the pages that show them (decision 0066)", () => {
  const ORDER_WIDGETS = {
    SURVEY_MERCHANT_ID: "123456",
    PARCEL_TRACKING_SCRIPT_URL: "https://parcels.example.net/widget.js?v=5",
    TRUST_RATING_BUSINESS_UNIT: "0123456789abcdef01234567",
  };
  const hosts = ["https://apis.google.com", "https://www.google.com", "https://parcels.example.net"];

  it("lists the survey's and the parcel tracking's hosts on the thank-you and order-tracking pages", () => {
    for (const path of [
      "/checkout/thank-you?order=o-1",
      "/fr/checkout/thank-you",
      "/order-tracking/",
      "/de/order-tracking",
    ]) {
      const csp = policy(ORDER_WIDGETS, path);
      expect(csp["script-src"], path).toEqual(
        expect.arrayContaining(["https://apis.google.com", "https://parcels.example.net"]),
      );
      expect(csp["frame-src"], path).toContain("https://www.google.com");
    }
  });

  it("lists neither on any other page, where the footer's trust rating stays", () => {
    for (const path of [
      "/",
      "/de/",
      "/checkout/payment",
      "/checkout/cart",
      "/search?q=x",
      "/my-orders/",
      "/order-tracking-x/",
    ]) {
      const all = JSON.stringify(policy(ORDER_WIDGETS, path));
      for (const host of hosts) expect(all, `${host} on ${path}`).not.toContain(host);
      expect(policy(ORDER_WIDGETS, path)["script-src"], path).toContain("https://widget.trustpilot.com");
    }
  });
});
