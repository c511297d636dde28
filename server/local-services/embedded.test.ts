import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureCommerce } from "../../tests/support/commerce";
import { serveLocalApi } from "../../tests/support/local-api";
import { forwardStockChanges, keptKeys } from "./embedded";
import { randomKeys } from "./index";
import { bearerMatches, json, readJson } from "./respond";

describe("the local services host's keys", () => {
  it("are made once, readable by the owner only, and kept across starts", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "keys-")), "nested", "local-services.json");
    const first = keptKeys(file);
    expect(new Set(Object.values(first)).size).toBe(Object.keys(randomKeys()).length);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(keptKeys(file)).toEqual(first);
  });

  it("are made anew when the file is damaged or holds short keys", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "keys-")), "local-services.json");
    writeFileSync(file, "{not json");
    const made = keptKeys(file);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(made);
    writeFileSync(file, JSON.stringify({ typesense: "a", vat: "b", mail: "c" }));
    expect(keptKeys(file).typesense).toHaveLength(43);
  });

  it("keep the others when a key is added (a file from before the marketing key)", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "keys-")), "local-services.json");
    const { marketing, ...older } = randomKeys();
    writeFileSync(file, JSON.stringify(older));
    const keys = keptKeys(file);
    expect(keys).toMatchObject(older);
    expect(keys.marketing).toHaveLength(43);
    expect(keys.marketing).not.toBe(marketing);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(keys);
  });
});

describe("the engine's stock changes posted to the edge's stock webhook", () => {
  const secret = "s".repeat(24);
  const received: unknown[] = [];
  let hook: Awaited<ReturnType<typeof serveLocalApi>>;
  beforeAll(async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    // The worker's stock webhook in small: the bearer secret checked, the batch kept, 202 as it answers.
    hook = await serveLocalApi(async (request) => {
      if (!bearerMatches(request, secret)) return json(401, { message: "wrong secret" });
      received.push(await readJson(request, 64 * 1024));
      return json(202, { accepted: true });
    }, "/rooms");
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await hook.close();
  });

  it("posts each change with the secret, when both variables are set", async () => {
    const { commerce } = fixtureCommerce([{ sku: "EX10000008", prices: [["DE", "EUR", 99]], stock: 5 }]);
    const env = { STOCK_WEBHOOK_URL: `${hook.url}/stock-changes`, STOCK_WEBHOOK_SECRET: secret };
    expect(forwardStockChanges(commerce, env)).toBe(true);
    commerce.setStock("EX10000008", 3);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(received).toEqual([{ changes: [{ sku: "EX10000008", availableQuantity: 3 }] }]);
  });

  it("is off without the variables and refuses one without the other", () => {
    const { commerce } = fixtureCommerce([]);
    expect(forwardStockChanges(commerce, {})).toBe(false);
    expect(() => forwardStockChanges(commerce, { STOCK_WEBHOOK_URL: `${hook.url}/stock-changes` })).toThrow(
      /set together/,
    );
    expect(() =>
      forwardStockChanges(commerce, {
        STOCK_WEBHOOK_URL: "file:///etc/passwd",
        STOCK_WEBHOOK_SECRET: secret,
      }),
    ).toThrow(/set together/);
  });
});
