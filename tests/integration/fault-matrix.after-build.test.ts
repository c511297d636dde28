/**
 * Issue 22 item 3 (decision 0058): every page kind and every action × every port the shop composes,
 * with the port failing, then with every port slow, then healed — over raw HTTP against the whole
 * storefront in this process (tests/support/in-process-shop.ts), whose fault switch turns a port off
 * and on while it runs. SPEC §8: a message, an empty block or the friendly 503 page with Retry-After
 * in the visitor's language; never a 500, a stack trace or a blank page; and everything answers as
 * before once the service is back. A row meets a port's failure only when it calls that port: the
 * healthy pass records which ports each row calls, and each port's pass asks those rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAULT_PORTS, type FaultPort } from "../../server/faults";
import {
  buyerOf,
  customerOf,
  FAULT_CASES,
  type FaultCase,
  holderOf,
  type ShopFacts,
  SPEC_8,
} from "../support/fault-cases";
import type { RawResponse } from "../support/http";
import { type InProcessShop, startInProcessShop } from "../support/in-process-shop";
import { HttpShopper } from "../support/shopper";

let shop: InProcessShop;
let facts: ShopFacts;
const shoppers = {} as Record<FaultCase["as"], HttpShopper>;
/** The ports each row called when every port answered. */
const uses: Record<string, FaultPort[]> = {};
/** What each port's failure did to each row it touches (printed: decision 0058 records it). */
const seen: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  shop = await startInProcessShop();
  const visitor = new HttpShopper("de", shop.port);
  const category = /href="(\/werkstatt\/)"/.exec((await visitor.get("/")).body)?.[1] ?? "";
  const listing = await visitor.get("/search?q=*");
  const product = /href="(\/[a-z0-9-]+-\d{8})"/.exec(listing.body)?.[1] ?? "";
  const sku = /name="sku" value="([^"]+)"/.exec((await visitor.get(product)).body)?.[1] ?? "";
  expect([category, product, sku].every(Boolean), `${category} ${product} ${sku}`).toBe(true);
  const customer = await customerOf(shop, sku);
  facts = { category, product, sku, orderPath: customer.thankYou, customerEmail: customer.email };
  const holder = await holderOf(shop, sku);
  Object.assign(shoppers, { visitor, holder, buyer: await buyerOf(shop, sku), customer: customer.shopper });
}, 120_000);
afterAll(async () => {
  console.info(
    FAULT_CASES.map((row) => `${row.name.padEnd(24)} ${JSON.stringify(seen[row.name] ?? {})}`).join("\n"),
  );
  await shop?.close();
});

/** The row's shopper, made while every port answers (only the row's own request meets the fault). */
async function shopperFor(row: FaultCase): Promise<HttpShopper> {
  if (!row.fresh) return shoppers[row.as];
  const plan = shop.faults.plan();
  shop.faults.set("");
  const fresh =
    row.as === "buyer"
      ? await buyerOf(shop, facts.sku)
      : row.as === "holder"
        ? await holderOf(shop, facts.sku)
        : row.as === "customer"
          ? (await customerOf(shop, facts.sku)).shopper
          : new HttpShopper("de", shop.port);
  await fresh.get("/checkout/cart");
  shop.faults.set(plan);
  return fresh;
}

const ask = async (row: FaultCase) => row.ask(await shopperFor(row), facts);

const STACK = /\n\s+at |\.tsx?:\d+:\d+|node_modules|ServiceUnavailable|injected fault/;

/** SPEC §8 for any answer while a service is down or slow. */
function expectFriendly(response: RawResponse, where: string) {
  const type = String(response.headers["content-type"] ?? "");
  expect(response.status, where).not.toBe(500);
  expect(STACK.test(response.body), `${where}: no stack trace or internals`).toBe(false);
  if (response.status >= 500) {
    expect(response.status, `${where}: a service down is a 503`).toBe(503);
    expect(response.headers["retry-after"], `${where}: Retry-After`).toBeDefined();
  }
  if (response.status >= 300 && response.status < 400) {
    const location = new URL(String(response.headers.location), "http://de.localhost");
    expect(location.host, `${where}: stays on the shop`).toMatch(/^de\.localhost(:\d+)?$/);
  } else if (type.includes("text/html")) {
    expect(response.body, `${where}: a whole page`).toContain("</html>");
    // The error page, or the page of a form whose own message says to try again (SPEC §8).
    if (response.status === 503 && !response.body.includes('role="alert"')) {
      expect(response.body, `${where}: the friendly page`).toContain('class="error-page"');
      expect(response.body, `${where}: in German`).toContain("Es ist ein Fehler aufgetreten");
    }
  } else if (type.includes("json")) expect(() => JSON.parse(response.body), where).not.toThrow();
}

/**
 * A data request's 503 is what the browser shows as the route's ErrorBoundary with status 503 (a
 * thrown response, `X-Remix-Catch`), naming the request for support, not Remix's generic error JSON
 * (`X-Remix-Error`, "Unexpected Server Error") that it would show as a 500 (decision 0069).
 */
function expectErrorBoundary(response: RawResponse, where: string) {
  if (response.status < 400) return;
  expect(response.status, where).toBe(503);
  expect(response.headers["x-remix-catch"], `${where}: a thrown response`).toBe("yes");
  expect(response.headers["x-remix-error"], `${where}: not Remix's generic error`).toBeUndefined();
  expect(JSON.parse(response.body), where).toEqual({
    unavailable: true,
    requestId: response.headers["x-request-id"],
  });
}

describe("the fault matrix (SPEC §8)", () => {
  it("answers every row as the healthy shop does, and every port is called by some row", async () => {
    const wrong: string[] = [];
    for (const row of FAULT_CASES) {
      const shopper = await shopperFor(row);
      const { result, ports } = await shop.portsUsedBy(() => row.ask(shopper, facts));
      uses[row.name] = ports;
      if (result.status !== row.healthy) wrong.push(`${row.name}: ${result.status}`);
    }
    expect(wrong).toEqual([]);
    const called = new Set(Object.values(uses).flat());
    expect(FAULT_PORTS.filter((port) => !called.has(port))).toEqual([]);
    // Each SPEC §8 expectation is about a port its row calls.
    for (const [name, ports] of Object.entries(SPEC_8))
      for (const port of Object.keys(ports)) expect(uses[name], `${name} calls ${port}`).toContain(port);
  });

  for (const port of FAULT_PORTS) {
    it(`${port} down: friendly answers, then every row recovers`, async () => {
      const rows = FAULT_CASES.filter((row) => uses[row.name]?.includes(port));
      shop.faults.set(`${port}:fail`);
      const differed: FaultCase[] = [];
      for (const row of rows) {
        const response = await ask(row);
        expectFriendly(response, `${row.name} with ${port} down`);
        if (row.data) expectErrorBoundary(response, `${row.name} with ${port} down`);
        seen[row.name] = { ...seen[row.name], [port]: response.status };
        const spec = SPEC_8[row.name]?.[port];
        if (spec) {
          expect(response.status, `${row.name} with ${port} down`).toBe(spec.status);
          if (spec.shows) expect(response.body, `${row.name} with ${port} down`).toContain(spec.shows);
          if (spec.to)
            expect(String(response.headers.location), `${row.name} with ${port} down`).toMatch(spec.to);
        }
        if (response.status !== row.healthy) differed.push(row);
      }
      shop.faults.set("");
      for (const row of differed)
        expect((await ask(row)).status, `${row.name} after ${port}`).toBe(row.healthy);
    });
  }

  it("every port slow: every row answers as healthy, only later", async () => {
    shop.faults.set(FAULT_PORTS.map((port) => `${port}:slow=15`).join(","));
    for (const row of FAULT_CASES) {
      const response = await ask(row);
      expectFriendly(response, `${row.name} with every port slow`);
      expect(response.status, `${row.name} slow`).toBe(row.healthy);
    }
    shop.faults.set("");
  });
});
