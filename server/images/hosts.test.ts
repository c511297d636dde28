import { describe, expect, it } from "vitest";
import { imageHosts } from "./hosts";

describe("imageHosts: the CSP's image hosts from the configuration (decision 0073)", () => {
  it("is empty when nothing is configured", () => {
    expect(imageHosts({})).toEqual([]);
    expect(imageHosts({ PRODUCT_IMAGE_HOSTS: " , " })).toEqual([]);
  });

  it("names the origins of IMAGE_BASE_URL and of each PRODUCT_IMAGE_HOSTS entry, once each", () => {
    expect(imageHosts({ IMAGE_BASE_URL: "https://cdn.example.net/shop/images/" })).toEqual([
      "https://cdn.example.net",
    ]);
    expect(
      imageHosts({
        IMAGE_BASE_URL: "https://cdn.example.net/images",
        PRODUCT_IMAGE_HOSTS:
          "https://images.cdn.eu-central-1.gcp.commercetools.com, https://cdn.example.net/x,http://127.0.0.1:8080",
      }),
    ).toEqual([
      "https://cdn.example.net",
      "https://images.cdn.eu-central-1.gcp.commercetools.com",
      "http://127.0.0.1:8080",
    ]);
  });

  it("stops the start on a malformed value, naming the variable", () => {
    expect(() => imageHosts({ PRODUCT_IMAGE_HOSTS: "cdn.example.net" })).toThrow(/PRODUCT_IMAGE_HOSTS/);
    expect(() => imageHosts({ PRODUCT_IMAGE_HOSTS: "javascript:alert(1)" })).toThrow(/PRODUCT_IMAGE_HOSTS/);
    expect(() => imageHosts({ IMAGE_BASE_URL: "ftp://cdn.example.net" })).toThrow(/IMAGE_BASE_URL/);
  });

  it("refuses a host that would add, split or widen a CSP directive", () => {
    for (const value of [
      "https://a.example;connect-src",
      "https://a.example%3Bscript-src",
      "https://a.example,https://b.example",
      "https://*.cdn.example",
      "https://a.example'unsafe-inline'",
    ]) {
      expect(() => imageHosts({ IMAGE_BASE_URL: value }), value).toThrow(/IMAGE_BASE_URL/);
    }
    expect(
      imageHosts({
        IMAGE_BASE_URL: "http://127.0.0.1:8080/images/",
        PRODUCT_IMAGE_HOSTS: "https://[::1]:9000",
      }),
    ).toEqual(["http://127.0.0.1:8080", "https://[::1]:9000"]);
  });
});
