/**
 * Issue 22 item 5 (decision 0058): property-based tests (fast-check) over every action's form fields
 * and every loader's query parameters (tests/support/fuzz-surface.ts), against the whole storefront
 * in this process. Seeded (FUZZ_SEED, else a fixed seed; fast-check prints the seed and the
 * counterexample of a failure) and bounded (a few runs per route). Properties: never a 5xx, no input
 * echoed as markup, no redirect off the shop's host (a Location header or a meta refresh, as the
 * social callback's page moves on). The shop's "google" is the local OpenID provider on localhost, so
 * the social routes answer as configured (decisions 0061, 0064).
 */

import { createServer } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOCIAL } from "../../config/social";
import { type LocalProvider, startLocalOidcProvider } from "../../server/social/local-provider";
import { buyerOf, customerOf } from "../support/fault-cases";
import { FUZZ_ACTIONS, FUZZ_QUERIES, type FuzzRole, HOSTILE } from "../support/fuzz-surface";
import type { RawResponse } from "../support/http";
import { type InProcessShop, startInProcessShop } from "../support/in-process-shop";
import { signInAtProvider } from "../support/local-oidc";
import { HttpShopper } from "../support/shopper";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

let shop: InProcessShop;
let provider: LocalProvider | undefined;
const shoppers = {} as Record<FuzzRole, HttpShopper>;
const places: Record<string, string> = {};
const OIDC_SECRET = "fuzz-oidc-secret";

/** A free loopback port (the provider must be named to the shop before the shop's port is known). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "localhost", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const oidcPort = await freePort();
  shop = await startInProcessShop({
    env: {
      GOOGLE_CLIENT_ID: SOCIAL.localClientId,
      GOOGLE_CLIENT_SECRET: OIDC_SECRET,
      GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
    },
  });
  provider = await startLocalOidcProvider({
    host: "localhost",
    port: oidcPort,
    clientSecret: OIDC_SECRET,
    redirectUris: [`http://de.localhost:${shop.port}/social/google/callback/`],
  });
  const visitor = new HttpShopper("de", shop.port);
  // A started social sign-in: the callback's fuzzing meets a real flow cookie, not only its absence.
  expect((await visitor.get("/social/google/")).status).toBe(303);
  const listing = await visitor.get("/search?q=*");
  const product = /href="(\/[a-z0-9-]+-\d{8})"/.exec(listing.body)?.[1] ?? "";
  const sku = /name="sku" value="([^"]+)"/.exec((await visitor.get(product)).body)?.[1] ?? "";
  Object.assign(places, { "{product}": product, "{category}": "/werkstatt/" });
  const customer = await customerOf(shop, sku);
  Object.assign(shoppers, { visitor, buyer: await buyerOf(shop, sku), customer: customer.shopper });
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await provider?.close();
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
function expectSafe(response: Pick<RawResponse, "status" | "headers" | "body">, where: string) {
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
  if (location !== undefined) expectOnHost(location, `${where}: Location`);
  for (const target of metaRefreshTargets(response.body)) expectOnHost(target, `${where}: meta refresh`);
}

/** A redirect target stays on the shop's host (any country's `<cc>.localhost`): no other host, no scheme trick. */
function expectOnHost(target: string, where: string) {
  expect(
    /^\s*[/\\]{2}|^\s*\/\\|^[a-z][a-z0-9+.-]*:/i.test(target) &&
      !/^https?:\/\/([a-z]{2}\.)?localhost:\d+\//.test(target),
    `${where} ${target}`,
  ).toBe(false);
  const url = new URL(target, `http://de.localhost:${shop.port}/`);
  expect(url.hostname, `${where} ${target}`).toMatch(/^([a-z]{2}\.)?localhost$/);
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** The targets of every `<meta http-equiv="refresh" content="N;url=...">` (attributes in any order, any case). */
function metaRefreshTargets(html: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map((tag) => tag[0])
    .filter((tag) => /http-equiv\s*=\s*["']?refresh/i.test(tag))
    .map((tag) => /content\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag))
    .map((m) => (m?.[1] ?? m?.[2] ?? "").replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e))
    .map((content) => /^\s*\d*\s*[;,]?\s*(?:url\s*=\s*)?['"]?([^'"]*)['"]?\s*$/i.exec(content)?.[1] ?? "")
    .filter(Boolean);
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
    it(`GET ${query.path} (${query.params.join(", ")})`, async () => {
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
  { method: "GET", path: "/social/google/", name: "redirect_to" },
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

describe("meta refresh targets (the social callback's page moves on by one)", () => {
  it("the check reads them and fails on another host", () => {
    const page = (content: string) => ({
      status: 200,
      headers: {},
      body: `<meta http-equiv="refresh" content="${content}"/>`,
    });
    expect(metaRefreshTargets('<meta content="0;url=/my-account" http-equiv="Refresh">')).toEqual([
      "/my-account",
    ]);
    expect(() => expectSafe(page("0;url=/my-account?a=1&amp;b=2"), "own path")).not.toThrow();
    for (const off of [
      "0;url=//evil.example/",
      "0; URL='https://evil.example/'",
      "0;url=javascript:alert(1)",
      "5;url=/\\evil.example",
    ])
      expect(() => expectSafe(page(off), off), off).toThrow();
  });

  it("a finished social sign-in goes nowhere off the host, whatever redirect_to asked", async () => {
    const traps = HOSTILE.filter((trap) => /evil|javascript/i.test(trap));
    for (const [index, trap] of traps.entries()) {
      const shopper = new HttpShopper("de", shop.port);
      const start = await shopper.get(`/social/google/?${new URLSearchParams({ redirect_to: trap })}`);
      expect(start.status, trap).toBe(303);
      const callback = await signInAtProvider(
        String(start.headers.location),
        `fuzz.meta${index}@example.com`,
        `http://de.localhost:${shop.port}`,
      );
      const landed = await shopper.get(`${callback.pathname}${callback.search}`);
      expect(landed.status, trap).toBe(200);
      // The page moves on by exactly one meta refresh, to a path of this host (checked below; an
      // escaped "/%2F%2Fevil.example" is a path here, as a browser reads it).
      expect(metaRefreshTargets(landed.body), trap).toHaveLength(1);
      expectSafe(landed, `social callback redirect_to=${trap}`);
    }
  });
});
