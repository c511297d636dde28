/**
 * Issue 22 item 5 (decision 0058): property-based tests (fast-check) over every action's form fields
 * and every loader's query parameters (tests/support/fuzz-surface.ts), against the whole storefront
 * in this process. Seeded (FUZZ_SEED, else a fixed seed; fast-check prints the seed and the
 * counterexample of a failure) and bounded (a few runs per route). Properties: never a 5xx, no input
 * echoed as markup, no redirect off the shop's host.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerOf, customerOf } from "../support/fault-cases";
import { FUZZ_ACTIONS, FUZZ_QUERIES, type FuzzRole, HOSTILE } from "../support/fuzz-surface";
import type { RawResponse } from "../support/http";
import { type InProcessShop, startInProcessShop } from "../support/in-process-shop";
import { HttpShopper } from "../support/shopper";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

let shop: InProcessShop;
const shoppers = {} as Record<FuzzRole, HttpShopper>;
const places: Record<string, string> = {};

beforeAll(async () => {
  shop = await startInProcessShop();
  const visitor = new HttpShopper("de", shop.port);
  const listing = await visitor.get("/search?q=*");
  const product = /href="(\/[a-z0-9-]+-\d{8})"/.exec(listing.body)?.[1] ?? "";
  const sku = /name="sku" value="([^"]+)"/.exec((await visitor.get(product)).body)?.[1] ?? "";
  Object.assign(places, { "{product}": product, "{category}": "/werkstatt/" });
  const customer = await customerOf(shop, sku);
  Object.assign(shoppers, { visitor, buyer: await buyerOf(shop, sku), customer: customer.shopper });
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

const at = (path: string) => places[path] ?? path;

/** A hostile value: a known trap, random text (any unicode), a long run, or traps glued to text. */
const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer({ min: 1, max: 70_000 }).map((n) => "x".repeat(n)),
  fc
    .tuple(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE))
    .map((p) => p.join("")),
);
/** A field's value: one value, or several (an array where the form has one). */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: hostile.map((v) => [v]) },
  fc.array(hostile, { minLength: 2, maxLength: 3 }),
);

/** SPEC §8 and issue 22 item 5: what no input may cause. */
function expectSafe(response: RawResponse, where: string) {
  expect(response.status, where).toBeLessThan(500);
  for (const markup of [
    "<script>alert(",
    "<img src=x onerror",
    "<svg onload",
    'href="javascript:',
    "href='javascript:",
  ])
    expect(response.body.toLowerCase().includes(markup.toLowerCase()), `${where}: echoes ${markup}`).toBe(
      false,
    );
  const location = response.headers.location;
  if (location !== undefined) {
    expect(
      /^\s*[/\\]{2}|^\s*\/\\|^[a-z][a-z0-9+.-]*:/i.test(location) &&
        !/^https?:\/\/([a-z]{2}\.)?localhost:\d+\//.test(location),
      `${where}: Location ${location}`,
    ).toBe(false);
    const target = new URL(location, `http://de.localhost:${shop.port}/`);
    expect(target.hostname, `${where}: Location ${location}`).toMatch(/^([a-z]{2}\.)?localhost$/);
  }
}

/** The field names of a page's forms (besides the schema's), for a field the list might miss. */
async function formFields(shopper: HttpShopper, page: string) {
  const body = (await shopper.get(page)).body;
  return [
    ...new Set([...body.matchAll(/<(?:input|select|textarea)[^>]*\sname="([^"]+)"/g)].map((m) => m[1] ?? "")),
  ].filter((name) => name && name !== "csrf");
}

// Loaders first: the last action signs the customer out.
describe("fuzzing every loader's query parameters (seeded, bounded)", () => {
  for (const query of FUZZ_QUERIES) {
    it(`GET ${query.path}`, async () => {
      const params = fc.dictionary(fc.constantFrom(...query.params), fieldValue, { minKeys: 1 });
      await fc.assert(
        fc.asyncProperty(params, async (given) => {
          const search = new URLSearchParams(
            Object.entries(given).flatMap(([name, values]) => values.map((v) => [name, v])),
          );
          const path = `${at(query.path)}?${search}`;
          expectSafe(await shoppers[query.as].get(path), `GET ${path.slice(0, 300)}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});

describe("fuzzing every action's form fields (seeded, bounded)", () => {
  for (const action of FUZZ_ACTIONS) {
    it(`POST ${action.path}`, async () => {
      const shopper = shoppers[action.as];
      const names = [
        ...new Set([...action.fields, ...(await formFields(shopper, at(action.page ?? action.path)))]),
      ];
      const form = fc.dictionary(fc.constantFrom(...names), fieldValue, {
        minKeys: 1,
        maxKeys: names.length,
      });
      await fc.assert(
        fc.asyncProperty(form, async (fields) => {
          const body = Object.entries(fields)
            .flatMap(([name, values]) => values.map((v) => new URLSearchParams({ [name]: v }).toString()))
            .join("&");
          expectSafe(
            await shopper.postRaw(at(action.path), body),
            `POST ${action.path} ${body.slice(0, 200)}`,
          );
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});

/** Each redirect-style parameter where a route reads it: a GET's query or a form's field. */
const REDIRECTS: readonly {
  method: "GET" | "POST";
  path: string;
  name: string;
  with?: Record<string, string>;
}[] = [
  { method: "GET", path: "/login", name: "redirect_to" },
  { method: "GET", path: "/checkout/login", name: "redirect_to" },
  { method: "GET", path: "/exConsents/confirm", name: "redirect_to" },
  { method: "GET", path: "/exConsents/manageSubscriptions", name: "redirect_to" },
  { method: "POST", path: "/api/client-type", name: "redirectTo", with: { clientType: "company" } },
  { method: "POST", path: "/consent/", name: "returnTo", with: { choice: "all" } },
  { method: "POST", path: "/newsletter", name: "returnTo", with: { email: "a@example.com", consent: "on" } },
  { method: "POST", path: "/login", name: "redirectTo", with: { email: "a@example.com", password: "x" } },
  { method: "POST", path: "/create-account", name: "redirectTo", with: { email: "b@example.com" } },
];

describe("no redirect off the shop's host", () => {
  it("for every redirect-style parameter and field, with every trap that names another host", async () => {
    const visitor = new HttpShopper("de", shop.port);
    const traps = HOSTILE.filter((trap) => /evil|javascript/i.test(trap));
    for (const { method, path, name, with: rest = {} } of REDIRECTS)
      for (const trap of traps) {
        const response =
          method === "GET"
            ? await visitor.get(`${path}?${new URLSearchParams({ [name]: trap })}`)
            : await visitor.post(path, { ...rest, [name]: trap });
        expectSafe(response, `${method} ${path} ${name}=${trap}`);
      }
  });
});
