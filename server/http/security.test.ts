/** The Content-Security-Policy's additions for Adyen Web (decision 0032). */
import { describe, expect, it } from "vitest";
import { imageHosts } from "../images/hosts";
import { contextOf } from "../pipeline/test-context";
import { portRoomsAddress } from "../rooms/url";
import { adyenWebSources, securityHeadersStep } from "./security";

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

describe("securityHeadersStep: the policy from the host's configuration (issue 18 item 2)", () => {
  const policyOf = (step: ReturnType<typeof securityHeadersStep>, url: string) => {
    const context = contextOf(url);
    step(context);
    return context.headers.get("content-security-policy") ?? "";
  };

  it("names the rooms where the host says they are: ROOMS_PUBLIC_URL, else the page's host on ROOMS_PORT", () => {
    const proxied = securityHeadersStep({
      rooms: portRoomsAddress({ ROOMS_PUBLIC_URL: "wss://shop.example/rooms" }),
    });
    expect(policyOf(proxied, "https://proequip.de/")).toContain(
      "connect-src 'self' wss://shop.example/rooms;",
    );
    const ownPort = securityHeadersStep({ rooms: portRoomsAddress({ ROOMS_PORT: "2325" }) });
    expect(policyOf(ownPort, "http://de.localhost/")).toContain("connect-src 'self' ws://de.localhost:2325;");
  });

  it("lets `remix dev` reload over its websocket in development only", () => {
    expect(policyOf(securityHeadersStep({ development: true }), "http://localhost/")).toContain(
      "ws://localhost:*",
    );
    expect(policyOf(securityHeadersStep({}), "http://localhost/")).not.toContain("ws://localhost:*");
  });

  it("adds exactly the configured image hosts to img-src, and nothing without them (decision 0073)", () => {
    const directive = (policy: string, name: string) =>
      policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    const hosts = imageHosts({
      IMAGE_BASE_URL: "https://cdn.example.net/shop/",
      PRODUCT_IMAGE_HOSTS: "https://images.cdn.europe-west1.gcp.commercetools.com",
    });
    const configured = policyOf(securityHeadersStep({ imageHosts: hosts }), "https://proequip.de/");
    expect(directive(configured, "img-src")).toBe(
      "img-src 'self' data: https://cdn.example.net https://images.cdn.europe-west1.gcp.commercetools.com",
    );
    const none = policyOf(securityHeadersStep({ imageHosts: imageHosts({}) }), "https://proequip.de/");
    expect(directive(none, "img-src")).toBe("img-src 'self' data:");
    expect(directive(policyOf(securityHeadersStep({}), "https://proequip.de/"), "img-src")).toBe(
      "img-src 'self' data:",
    );
    // Only img-src: the image hosts run no script and receive no request of the page's.
    for (const name of ["script-src", "connect-src", "frame-src", "default-src"])
      expect(directive(configured, name), name).not.toContain("example.net");
  });

  it("adds Adyen Web's sources only when given them", () => {
    const adyenWeb = adyenWebSources({ ADYEN_API_KEY: "AQE-key", ADYEN_CLIENT_KEY: "test_ABCDEFGH" });
    expect(policyOf(securityHeadersStep({ adyenWeb }), "https://proequip.de/")).toContain(adyenWeb.script);
    expect(policyOf(securityHeadersStep({}), "https://proequip.de/")).toContain("script-src 'self' 'nonce-");
    expect(policyOf(securityHeadersStep({}), "https://proequip.de/")).not.toContain("adyen");
  });
});
