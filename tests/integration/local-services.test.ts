/**
 * The local services host over real HTTP (issue 18 item 3, decision 0037): the production VAT and
 * mail adapters configured from the host's variables reach the local responder and the outbox;
 * every local API checks its credentials and answers hostile input with a 4xx and a message.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RunningLocalServices, startLocalServices } from "../../server/local-services";
import { createMail, createOutbox } from "../../server/mail";
import { LocalSearch } from "../../server/search/local";
import { createVat } from "../../server/vat";

const outbox = path.join(mkdtempSync(path.join(tmpdir(), "local-services-")), "mail");
let host: RunningLocalServices;
let local: LocalSearch;

beforeAll(async () => {
  local = new LocalSearch(new Database(":memory:"));
  host = await startLocalServices({ search: local, mail: createOutbox(outbox) });
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await host.close();
  local.db.close();
});

const call = (target: string, init?: RequestInit) => fetch(`${host.url}${target}`, init);
const bearer = (token: string | undefined) => ({ Authorization: `Bearer ${token}` });

describe("the host", () => {
  it("listens on 127.0.0.1 and names a storefront's variables for each mount", async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const port = new URL(host.url).port;
    expect(host.env).toMatchObject({
      TYPESENSE_HOST: "127.0.0.1",
      TYPESENSE_PORT: port,
      TYPESENSE_PROTOCOL: "http",
      TYPESENSE_PATH: "/typesense",
      VAT_SERVICE_URL: `${host.url}/vat`,
      VAT_OWN_ID: "SK2020000004",
      MAIL_RELAY_URL: `${host.url}/mail/send`,
    });
    const keys = [host.env.TYPESENSE_API_KEY, host.env.VAT_SERVICE_TOKEN, host.env.MAIL_RELAY_TOKEN];
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((k) => (k ?? "").length >= 43)).toBe(true);
    const unknown = await call("/graphql");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toContain("mounted: /typesense, /vat, /mail");
  });
});

describe("VAT over HTTP", () => {
  const vat = () => createVat(host.env);

  it("answers the production adapter with the responder's codes", async () => {
    expect(await vat().validate({ country: "de", vatId: "DE 123 456 789" })).toMatchObject({
      kind: "valid",
      code: 200,
      vatId: "DE123456789",
    });
    // Slovak numbers must be divisible by 11; nines only is the "could not validate" test number.
    expect(await vat().validate({ country: "sk", vatId: "SK2020000005" })).toMatchObject({
      kind: "invalid",
      code: 201,
    });
    const unavailable = await vat().validate({ country: "sk", vatId: "SK9999999999" });
    expect(unavailable).toMatchObject({ kind: "unavailable", code: 999, timedOut: false });
    expect(unavailable.raw).toContain("<OwnVatId>SK2020000004</OwnVatId>");
  });

  it("refuses a wrong token (the adapter then says unavailable, never valid)", async () => {
    const refused = await createVat({ ...host.env, VAT_SERVICE_TOKEN: "guessed" }).validate({
      country: "de",
      vatId: "DE123456789",
    });
    expect(refused).toMatchObject({ kind: "unavailable", code: null });
    const raw = await call("/vat/validate?ownVatId=SK2020000004&vatId=DE123456789");
    expect(raw.status).toBe(401);
    expect(raw.headers.get("www-authenticate")).toBe("Bearer");
  });

  it("answers missing or oversized parameters, other methods and other paths with 4xx", async () => {
    const auth = bearer(host.env.VAT_SERVICE_TOKEN);
    expect((await call("/vat/validate?vatId=DE123456789", { headers: auth })).status).toBe(400);
    const long = `DE${"1".repeat(100)}`;
    expect((await call(`/vat/validate?ownVatId=SK2020000004&vatId=${long}`, { headers: auth })).status).toBe(
      400,
    );
    expect((await call("/vat/validate", { method: "POST", headers: auth, body: "x" })).status).toBe(405);
    expect((await call("/vat/", { headers: auth })).status).toBe(404);
  });
});

describe("mail over HTTP", () => {
  const mail = {
    to: "jana.novakova@example.com",
    subject: "Passwort zurücksetzen",
    text: "https://proequip.de/…",
  };
  const post = (body: string, token = host.env.MAIL_RELAY_TOKEN) =>
    call("/mail/send", {
      method: "POST",
      headers: { ...bearer(token), "Content-Type": "application/json" },
      body,
    });

  it("drops what the production relay adapter sends into the outbox, whole", async () => {
    await createMail(host.env).send(mail);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(outbox, files[0] ?? ""), "utf8"))).toEqual(mail);
  });

  it("refuses a wrong token, a body that is not a mail, a header injection and an oversized body", async () => {
    await expect(createMail({ ...host.env, MAIL_RELAY_TOKEN: "guessed" }).send(mail)).rejects.toThrow(
      "The mail relay answered 401",
    );
    expect((await post("not json")).status).toBe(400);
    expect((await post(JSON.stringify({ ...mail, to: "nobody" }))).status).toBe(422);
    const injected = await post(JSON.stringify({ ...mail, subject: "Hi\r\nBcc: all@example.com" }));
    expect(injected.status).toBe(422);
    expect((await injected.json()).message).toContain("subject");
    expect((await post(JSON.stringify({ ...mail, text: "x".repeat(300_000) }))).status).toBe(413);
    expect((await call("/mail/send")).status).toBe(405);
    expect(readdirSync(outbox)).toHaveLength(1);
  });
});

describe("the Typesense API's guards", () => {
  const key = () => ({ "X-TYPESENSE-API-KEY": host.env.TYPESENSE_API_KEY ?? "" });
  const search = (query: string, headers: Record<string, string> = key()) =>
    call(`/typesense/collections/prod.de-DE/documents/search?${query}`, { headers });

  it("wants the API key, except for the health check", async () => {
    expect(await (await call("/typesense/health")).json()).toEqual({ ok: true });
    expect((await search("q=*", {})).status).toBe(401);
    expect((await search("q=*", { "X-TYPESENSE-API-KEY": "guessed" })).status).toBe(401);
    expect((await search("q=*")).status).toBe(404);
  });

  it("answers bad parameters, paths and bodies with 4xx and a message", async () => {
    await local.upsert("prod.de-DE", []);
    for (const query of ["per_page=100000&q=*", "q=*&page=0", "num_typos=9&q=*", "page=1"]) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toMatch(/^Parameter `\w+` is invalid/);
    }
    expect((await search("q=*&filter_by=brand:=[``]")).status).toBe(400);
    expect((await search("q=*&facet_by=secret")).status).toBe(400);
    const missing = await call("/typesense/collections/prod.de-DE%3B%20DROP/documents/search?q=*", {
      headers: key(),
    });
    expect(missing.status).toBe(404);
    expect(
      (await call("/typesense/collections/%E0%A4%A/documents/search?q=*", { headers: key() })).status,
    ).toBe(400);
    const manySearches = JSON.stringify({ searches: Array.from({ length: 51 }, () => ({ q: "*" })) });
    expect(
      (await call("/typesense/multi_search", { method: "POST", headers: key(), body: manySearches })).status,
    ).toBe(400);
    const dropAll = await call("/typesense/collections/prod.de-DE/documents?filter_by=inStock:=true", {
      method: "DELETE",
      headers: key(),
    });
    expect(dropAll.status).toBe(400);
  });

  it("answers an import line by line, refusing a malformed document without storing it", async () => {
    const response = await call("/typesense/collections/prod.de-DE/documents/import?action=upsert", {
      method: "POST",
      headers: key(),
      body: ['{"id":"EX1","price":-5}', "not json"].join("\n"),
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\n").map((l) => JSON.parse(l));
    expect(lines.map((l) => l.success)).toEqual([false, false]);
    expect(lines[1].error).toBe("Bad JSON.");
    expect((await local.search("prod.de-DE", { q: "*", per_page: 0 })).found).toBe(0);
    const create = await call("/typesense/collections/prod.de-DE/documents/import?action=create", {
      method: "POST",
      headers: key(),
      body: "{}",
    });
    expect(create.status).toBe(400);
  });
});
