import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { myOrdersMock } from "../../mocks/my-orders";
import { resolveMarket } from "../market";
import { createMyOrders, parseMyOrdersAnswer } from "./link";
import { readOrdersToken } from "./token";

const customer = { id: "cust-1", email: "eva+orders@example.com" };
const de = resolveMarket({ host: "de.localhost", pathname: "/" });

describe("parseMyOrdersAnswer (the self-service site's JSON)", () => {
  const host = "orders.example.com";
  it("takes an https URL on the configured host", () => {
    expect(parseMyOrdersAnswer({ url: "https://orders.example.com/o?token=abc" }, host)).toBe(
      "https://orders.example.com/o?token=abc",
    );
  });
  it.each([
    ["another host", { url: "https://evil.example.net/o?token=abc" }],
    ["a look-alike host", { url: "https://orders.example.com.evil.net/o" }],
    ["plain http", { url: "http://orders.example.com/o" }],
    ["credentials in the URL", { url: "https://user:pw@orders.example.com/o" }],
    ["a script URL", { url: "javascript:alert(1)" }],
    ["no URL", { link: "https://orders.example.com/o" }],
    ["a number", { url: 42 }],
    ["not an object", "https://orders.example.com/o"],
    ["null", null],
    ["an over-long URL", { url: `https://orders.example.com/${"x".repeat(3000)}` }],
  ])("refuses %s", (_, body) => {
    expect(parseMyOrdersAnswer(body, host)).toBeNull();
  });
});

describe("createMyOrders without MY_ORDERS_URL (embedded default)", () => {
  it("links to the shop's own pages, in the request's language, with a token of the customer", async () => {
    const link = await createMyOrders({}).linkFor(customer, de);
    expect(link).toMatch(/^\/my-orders\/\?token=/);
    const token = new URL(link ?? "", "https://shop.test").searchParams.get("token");
    expect(await readOrdersToken(token)).toEqual({ ok: true, customerId: "cust-1" });
    const dutch = resolveMarket({ host: "be.localhost", pathname: "/nl/" });
    expect(await createMyOrders({}).linkFor(customer, dutch)).toMatch(/^\/nl\/my-orders\/\?token=/);
  });
});

describe("createMyOrders with MY_ORDERS_URL (HTTP adapter)", () => {
  const env = { MY_ORDERS_URL: "https://api.orders.test/v1/", MY_ORDERS_TOKEN: "orders-secret" };
  const mock = myOrdersMock("https://api.orders.test/v1", "https://api.orders.test");
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());
  const port = createMyOrders(env, undefined, { timeoutMs: 10_000 });

  it("sends GET getUrlWithToken with the e-mail and the bearer token, and returns the URL", async () => {
    expect(await port.linkFor(customer, de)).toBe(
      "https://api.orders.test/orders?token=tok-eva%2Borders%40example.com",
    );
    expect(mock.state.requests).toEqual([
      {
        path: "/v1/getUrlWithToken",
        params: { email: "eva+orders@example.com" },
        authorization: "Bearer orders-secret",
      },
    ]);
  });

  it("sends basic auth from MY_ORDERS_USER and MY_ORDERS_PASSWORD", async () => {
    const basic = createMyOrders({
      MY_ORDERS_URL: env.MY_ORDERS_URL,
      MY_ORDERS_USER: "shop",
      MY_ORDERS_PASSWORD: "pw-ü",
    });
    await basic.linkFor(customer, de);
    expect(mock.state.requests[0]?.authorization).toBe(
      `Basic ${Buffer.from("shop:pw-ü").toString("base64")}`,
    );
  });

  it("takes the site's host from MY_ORDERS_SITE_HOST when the site lives elsewhere", async () => {
    mock.state.body = { url: "https://my-orders.example.com/o?token=x" };
    expect(await port.linkFor(customer, de)).toBeNull();
    const elsewhere = createMyOrders({ ...env, MY_ORDERS_SITE_HOST: "my-orders.example.com" });
    expect(await elsewhere.linkFor(customer, de)).toBe("https://my-orders.example.com/o?token=x");
  });

  it("answers null, never throws and never logs the secret or the e-mail, on every failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failures: (() => void)[] = [
      () => Object.assign(mock.state, { status: 500 }),
      () => Object.assign(mock.state, { body: { url: "https://evil.example.net/" } }),
      () => Object.assign(mock.state, { body: "<html>oops</html>" }),
      () => Object.assign(mock.state, { networkError: true }),
    ];
    for (const fail of failures) {
      mock.reset();
      fail();
      expect(await port.linkFor(customer, de)).toBeNull();
    }
    mock.reset();
    mock.state.delayMs = 500;
    expect(await createMyOrders(env, undefined, { timeoutMs: 50 }).linkFor(customer, de)).toBeNull();
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toContain("orders-secret");
    expect(logged).not.toContain("eva+orders");
    expect(logged).not.toContain("api.orders.test");
    warn.mockRestore();
  });

  it("refuses a configuration that is no URL", () => {
    expect(() => createMyOrders({ MY_ORDERS_URL: "not a url" })).toThrow(/MY_ORDERS_URL/);
  });
});
