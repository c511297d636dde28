/**
 * The local commercetools API's own rules, called as the services host calls it (a Request and the
 * path below the mount): the token endpoint, bearer tokens, the platform's error bodies, and
 * hostile input answered with a 4xx in the platform's shape, never a 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureCommerce } from "../../../tests/support/commerce";
import { toCommerceError } from "../commercetools/request";
import { commercetoolsApi, type LocalApi } from "./http-api";

const credentials = { projectKey: "shop", clientId: "id-1", clientSecret: "s3cret" };
const BASE = "http://127.0.0.1/commercetools";
const basic = (id: string, secret: string) => `Basic ${btoa(`${id}:${secret}`)}`;

let api: LocalApi;
let bearer: string;

const tokenRequest = (authorization: string, body = "grant_type=client_credentials") =>
  api(
    new Request(`${BASE}/oauth/token`, {
      method: "POST",
      headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    }),
    "/oauth/token",
  );

/** A request under the project with the token, the path given with its query. */
function call(method: string, pathAndQuery: string, body?: string, token = bearer) {
  const url = new URL(`${BASE}/shop${pathAndQuery}`);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return api(new Request(url, { method, headers, body }), url.pathname.slice("/commercetools".length));
}

beforeAll(async () => {
  api = commercetoolsApi(
    fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]).commerce,
    credentials,
  );
  const response = await tokenRequest(
    basic("id-1", "s3cret"),
    "grant_type=client_credentials&scope=manage_project:shop",
  );
  bearer = ((await response.json()) as { access_token: string }).access_token;
});

describe("local commercetools API: the token endpoint and bearer tokens", () => {
  it("issues a bearer token for the client's credentials, with the scope and lifetime of the platform", async () => {
    const response = await tokenRequest(basic("id-1", "s3cret"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 172800, scope: "manage_project:shop" });
    expect(body.access_token).toMatch(/^[\w-]{32}$/);
    expect(body.access_token).not.toBe(bearer);
  });

  it("refuses a wrong secret or client with 401 invalid_client, and other grants or projects' scopes with 400", async () => {
    for (const authorization of [basic("id-1", "wrong"), basic("id-2", "s3cret"), "Basic !!!", ""]) {
      const response = await tokenRequest(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, errors: [{ code: "invalid_client" }] });
    }
    expect((await tokenRequest(basic("id-1", "s3cret"), "grant_type=password")).status).toBe(400);
    const scoped = await tokenRequest(
      basic("id-1", "s3cret"),
      "grant_type=client_credentials&scope=manage_project:other",
    );
    expect(scoped.status).toBe(400);
    expect(await scoped.json()).toMatchObject({ error: "invalid_scope" });
    const padded = await tokenRequest(
      basic("id-1", "s3cret"),
      `grant_type=client_credentials&x=${"x".repeat(20_000)}`,
    );
    expect([padded.status, (await padded.json()).error]).toEqual([413, "invalid_request"]);
  });

  it("answers every API request without a token it issued with 401 invalid_token", async () => {
    for (const token of ["", "forged-token", `${bearer}x`]) {
      const response = await call("GET", "/stores", undefined, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errors: [{ code: "invalid_token" }] });
    }
    expect((await call("GET", "/stores")).status).toBe(200);
    const otherProject = await api(
      new Request(`${BASE}/other/stores`, { headers: { Authorization: `Bearer ${bearer}` } }),
      "/other/stores",
    );
    expect(otherProject.status).toBe(404);
    // Without a token, not even whether a project exists.
    expect((await api(new Request(`${BASE}/other/stores`), "/other/stores")).status).toBe(401);
  });
});

describe("local commercetools API: the platform's error bodies", () => {
  it("answers a stale version with 409 ConcurrentModification and the current version, which the adapter reads back", async () => {
    const created = await call("POST", "/carts", JSON.stringify({ currency: "EUR", country: "DE" }));
    expect(created.status).toBe(201);
    const cart = (await created.json()) as { id: string; version: number };
    const update = JSON.stringify({
      version: 1,
      actions: [{ action: "addLineItem", sku: "DRILL", quantity: 1 }],
    });
    expect((await call("POST", `/carts/${cart.id}`, update)).status).toBe(200);
    const stale = await call("POST", `/carts/${cart.id}`, update);
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body).toEqual({
      statusCode: 409,
      message: `Object ${cart.id} has a different version than expected. Expected: 1 - Actual: 2.`,
      errors: [{ code: "ConcurrentModification", message: expect.any(String), currentVersion: 2 }],
    });
    const mapped = toCommerceError({ statusCode: 409, body });
    expect(mapped).toMatchObject({ statusCode: 409, code: "ConcurrentModification", currentVersion: 2 });
    const deleted = await call("DELETE", `/carts/${cart.id}?version=1`);
    expect(deleted.status).toBe(409);
  });

  it("answers a missing resource with 404 ResourceNotFound and an unknown endpoint or method without a 500", async () => {
    const missing = await call("GET", "/carts/no-such-id");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errors: [{ code: "ResourceNotFound" }] });
    expect((await call("GET", "/products")).status).toBe(404);
    expect((await call("PUT", "/carts/x")).status).toBe(405);
    expect((await call("GET", "/orders/order-number=none")).status).toBe(404);
  });
});

describe("local commercetools API: hostile input is a 400 in the platform's shape", () => {
  const cases: [string, string, string, string | undefined, string][] = [
    ["not JSON", "POST", "/carts", "{not json", "InvalidJsonInput"],
    ["a draft without currency", "POST", "/carts", "{}", "InvalidInput"],
    ["a lower-case currency", "POST", "/carts", JSON.stringify({ currency: "eur" }), "InvalidInput"],
    [
      "a malformed predicate",
      "GET",
      `/carts?where=${encodeURIComponent('customerId = "x" and (')}`,
      undefined,
      "InvalidInput",
    ],
    [
      "a predicate nested a thousand deep",
      "GET",
      `/carts?where=${"(".repeat(1000)}a = 1${")".repeat(1000)}`,
      undefined,
      "InvalidInput",
    ],
    ["a limit above 500", "GET", "/carts?limit=501", undefined, "InvalidInput"],
    ["a negative offset", "GET", "/carts?offset=-1", undefined, "InvalidInput"],
    [
      "a sort that is not a field",
      "GET",
      `/carts?sort=${encodeURIComponent("id; drop")}`,
      undefined,
      "InvalidInput",
    ],
    ["a delete without a version", "DELETE", "/carts/x", undefined, "InvalidInput"],
    ["a version that is not a number", "DELETE", "/carts/x?version=abc", undefined, "InvalidInput"],
    [
      "actions that are not a list",
      "POST",
      "/carts/x",
      JSON.stringify({ version: 1, actions: "all" }),
      "InvalidInput",
    ],
    [
      "an unknown search filter",
      "GET",
      "/product-projections/search?priceCurrency=EUR&priceCountry=DE&filter=x:1",
      undefined,
      "InvalidInput",
    ],
    [
      "a product query without price selection",
      "GET",
      `/product-projections?where=${encodeURIComponent('slug(de = "x")')}`,
      undefined,
      "InvalidInput",
    ],
    ["an inventory query without SKUs", "GET", "/inventory", undefined, "InvalidInput"],
    [
      "a custom object key with a slash",
      "POST",
      "/custom-objects",
      JSON.stringify({ container: "a", key: "b/c", value: 1 }),
      "InvalidInput",
    ],
    ["a login without a password", "POST", "/login", JSON.stringify({ email: "a@b.c" }), "InvalidInput"],
  ];

  it.each(cases)("%s", async (_what, method, path, body, code) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { statusCode: number; errors: { code: string }[] };
    expect(answer.statusCode).toBe(400);
    expect(answer.errors[0]?.code).toBe(code);
  });

  it("answers an update action with fields of the wrong type as a 400, not a 500", async () => {
    const cart = (await (await call("POST", "/carts", JSON.stringify({ currency: "EUR" }))).json()) as {
      id: string;
    };
    const forged = JSON.stringify({
      version: 1,
      actions: [{ action: "addLineItem", sku: { $ne: 1 }, quantity: "lots" }],
    });
    const response = await call("POST", `/carts/${cart.id}`, forged);
    expect(response.status).toBe(400);
    const unknown = JSON.stringify({ version: 1, actions: [{ action: "deleteEverything" }] });
    expect((await call("POST", `/carts/${cart.id}`, unknown)).status).toBe(400);
  });

  it("refuses a body above a megabyte with 413 and a path that is not valid percent-encoding with 400", async () => {
    const huge = JSON.stringify({ currency: "EUR", note: "x".repeat(1_100_000) });
    expect((await call("POST", "/carts", huge)).status).toBe(413);
    // Without a length (chunked), counted as it arrives: refused once past the megabyte.
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new TextEncoder().encode(" ".repeat(64 * 1024))),
    });
    const chunked = await api(
      new Request(`${BASE}/shop/carts`, {
        method: "POST",
        headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" },
        body: endless,
        duplex: "half",
      } as RequestInit),
      "/shop/carts",
    );
    expect([chunked.status, (await chunked.json()).errors[0].code]).toEqual([413, "InvalidInput"]);
    const notUtf8 = await api(
      new Request(`${BASE}/shop/carts`, {
        method: "POST",
        headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" },
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
      }),
      "/shop/carts",
    );
    expect([notUtf8.status, (await notUtf8.json()).errors[0].code]).toEqual([400, "InvalidJsonInput"]);
    const broken = await api(
      new Request(`${BASE}/shop/carts/%E0%A4%A`, { headers: { Authorization: `Bearer ${bearer}` } }),
      "/shop/carts/%E0%A4%A",
    );
    expect(broken.status).toBe(400);
  });
});

describe("local commercetools API: configuration", () => {
  it("refuses to start with an empty secret or a project key that is not a path segment", () => {
    const { commerce } = fixtureCommerce([]);
    expect(() => commercetoolsApi(commerce, { ...credentials, clientSecret: "" })).toThrow(/clientSecret/);
    expect(() => commercetoolsApi(commerce, { ...credentials, projectKey: "a/b" })).toThrow(/projectKey/);
  });
});
