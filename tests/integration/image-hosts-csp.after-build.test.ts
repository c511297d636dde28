import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import { type InProcessShop, startInProcessShop } from "../support/in-process-shop";

/**
 * Issue 23 item 7 "CSP lists exactly the configured hosts", for product pictures (decision 0073):
 * over raw HTTP against the production build, the Content-Security-Policy's img-src names the origin
 * of IMAGE_BASE_URL and of each PRODUCT_IMAGE_HOSTS entry when they are set, and nothing more than
 * the shop's own origin when they are not.
 */
let plain: InProcessShop;
let configured: InProcessShop;

beforeAll(async () => {
  plain = await startInProcessShop({ products: 20 });
  configured = await startInProcessShop({
    products: 20,
    env: {
      // A closed port: every image check fails fast (the fallback), the header is what is tested.
      IMAGE_BASE_URL: "http://127.0.0.1:9/shop/images/",
      PRODUCT_IMAGE_HOSTS:
        "https://images.cdn.europe-west1.gcp.commercetools.com, https://media.example.net/p/",
    },
  });
}, 180_000);
afterAll(async () => {
  await plain?.close();
  await configured?.close();
});

const imgSrc = async (shop: InProcessShop, path: string) => {
  const answer = await rawRequest("de", path, { port: shop.port });
  expect(answer.status, path).toBe(200);
  const policy = String(answer.headers["content-security-policy"] ?? "");
  return policy.split("; ").find((directive) => directive.startsWith("img-src ")) ?? "";
};

describe("the CSP's img-src and the configured image hosts (decision 0073)", () => {
  it("names exactly the configured image hosts' origins, on pages and the health check", async () => {
    const expected =
      "img-src 'self' data: http://127.0.0.1:9 https://images.cdn.europe-west1.gcp.commercetools.com https://media.example.net";
    expect(await imgSrc(configured, "/")).toBe(expected);
    expect(await imgSrc(configured, "/healthz")).toBe(expected);
  });

  it("names none without them", async () => {
    expect(await imgSrc(plain, "/")).toBe("img-src 'self' data:");
    expect(await imgSrc(plain, "/healthz")).toBe("img-src 'self' data:");
  });
});
