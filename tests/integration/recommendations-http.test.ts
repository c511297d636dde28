/**
 * Issue 23 items 4 and 9 (decision 0060): the recommendation service over HTTP against a local server
 * that answers as told (SPEC §7: null on any error, never a thrown error or a long wait), and the
 * pages' recommendation blocks: none and no call with `toggle_recommendations=off`, and the tracking
 * service's `recommendation` call with the list's id only after marketing consent.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productRecommendations } from "../../app/lib/recommendations.server";
import { RECOMMENDATION_IDS } from "../../config/recommendations";
import type { CardView, Catalog } from "../../server/catalog/listing";
import { choiceCookie } from "../../server/consent/choice";
import { createHttpRecommendations } from "../../server/recommendations/http";
import type { RecommendationCall, RecommendationPort } from "../../server/recommendations/port";
import { createRecommendations } from "../../server/recommendations/service";
import { answerOf } from "../../server/recommendations/wire";
import { shopCookie } from "../../server/session/cookies";
import type { TrackingEvent } from "../../server/tracking/events";
import { createTracking } from "../../server/tracking/service";
import { marketOf } from "../support/shop";

const KEY = "reco-secret-key";
let server: Server;
let base = "";
const received: { auth?: string; body: Record<string, string> }[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => resolve(body));
  });

beforeAll(async () => {
  // Answers by the source SKU: OK a list, FAIL 500, SLOW after 2 s, JUNK no JSON; a wrong key 401.
  server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as Record<string, string>;
    received.push({ auth: req.headers.authorization, body });
    if (req.url !== "/api/recommendation" || req.headers.authorization !== `Bearer ${KEY}`) {
      res.writeHead(401).end();
      return;
    }
    const answer = (status: number, text: string) =>
      res.writeHead(status, { "content-type": "application/json" }).end(text);
    if (body.sourceSku === "FAIL") answer(500, "{}");
    else if (body.sourceSku === "JUNK") answer(200, "<html>");
    else if (body.sourceSku === "SLOW") setTimeout(() => answer(200, JSON.stringify(answerOf(["B"]))), 2000);
    else answer(200, JSON.stringify(answerOf(["B", "C", "D"])));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const call = (sourceSku: string): RecommendationCall => ({
  cookie: "",
  domainId: "de-de-similar-products",
  languageAndCountry: "de-DE",
  request: { typeId: "similar", sourceSku },
  limit: 2,
});

describe("recommendation service over HTTP (SPEC §7, §8)", () => {
  const logs: string[] = [];
  // A generous timeout where the answer comes at once (a busy CI box), a short one for the slow answer.
  const port = (timeoutMs = 5000) =>
    createHttpRecommendations({ url: base, key: KEY, timeoutMs, log: (m) => logs.push(m) });

  it("posts SPEC's fields with the key and reads results[0].value up to the limit", async () => {
    received.length = 0;
    const skus = await port().recommend(call("OK"));
    expect(skus, logs.join()).toEqual(["B", "C"]);
    expect(received[0]).toEqual({
      auth: `Bearer ${KEY}`,
      body: {
        cookie: "",
        typeId: "similar",
        domainId: "de-de-similar-products",
        languageAndCountry: "de-DE",
        sourceSku: "OK",
      },
    });
  });

  it("gives null for a refusal, a timeout, an unreadable answer and an unreachable service, and logs without URL or key", async () => {
    logs.length = 0;
    const started = performance.now();
    expect(await port(400).recommend(call("SLOW"))).toBeNull();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await port().recommend(call("FAIL"))).toBeNull();
    expect(await port().recommend(call("JUNK"))).toBeNull();
    const wrongKey = createHttpRecommendations({
      url: base,
      key: "wrong",
      timeoutMs: 5000,
      log: (m) => logs.push(m),
    });
    expect(await wrongKey.recommend(call("OK"))).toBeNull();
    const nowhere = createHttpRecommendations({
      url: "http://127.0.0.1:9/",
      timeoutMs: 5000,
      log: (m) => logs.push(m),
    });
    expect(await nowhere.recommend(call("OK"))).toBeNull();
    expect(logs).toHaveLength(5);
    expect(logs[0]).toMatch(/timed out/);
    expect(logs[1]).toMatch(/answered 500/);
    expect(logs.join("\n")).not.toMatch(/127\.0\.0\.1|secret|wrong/);
  });
});

describe("a recommendation call the page stopped waiting for", () => {
  it("is cancelled at once, without a log line, long before its own timeout", async () => {
    const logs: string[] = [];
    const stop = new AbortController();
    const port = createHttpRecommendations({
      url: base,
      key: KEY,
      timeoutMs: 10_000,
      log: (m) => logs.push(m),
    });
    const started = performance.now();
    const answer = port.recommend({ ...call("SLOW"), signal: stop.signal });
    setTimeout(() => stop.abort(), 50);
    expect(await answer).toBeNull();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(logs).toEqual([]);
  });
});

describe("the pages' recommendation block (toggle and consent)", () => {
  const de = marketOf("de");
  const card = (sku: string) => ({ sku, name: sku, price: 10 }) as CardView;
  const catalog = {
    inStockBySkus: async (_m: unknown, skus: string[]) => skus.map(card),
  } as unknown as Catalog;
  const tracked: TrackingEvent[] = [];
  let calls = 0;
  const counting: RecommendationPort = {
    description: "counting",
    async recommend() {
      calls++;
      return ["B", "C"];
    },
  };
  const tracking = createTracking({ description: "test", send: async (event) => void tracked.push(event) });
  const services = {
    recommendations: createRecommendations(counting, { catalog } as never),
    tracking,
  };
  const context = (recommendations: boolean) =>
    ({ market: de, services, flags: { toggles: { recommendations } } }) as unknown as AppLoadContext;
  const page = (cookie = "") =>
    new Request("http://de.localhost/some-product-12345678", { headers: cookie ? { cookie } : {} });

  it("is absent, and the service is not asked, when the visitor switched recommendations off", async () => {
    calls = 0;
    expect(await productRecommendations(page(), context(false), "A")).toBeNull();
    expect(calls).toBe(0);
    const shown = await productRecommendations(page(), context(true), "A");
    expect(shown?.cards.map((c) => c.sku)).toEqual(["B", "C"]);
    expect(calls).toBe(1);
  });

  it("reports the shown list's id to the tracking service only with marketing consent", async () => {
    tracked.length = 0;
    await productRecommendations(page(), context(true), "A");
    const declined = await choiceCookie({ analytics: true, marketing: false }, false);
    await productRecommendations(page(declined.split(";")[0]), context(true), "A");
    await tracking.settled();
    expect(tracked).toEqual([]);

    const visitor = "0b0c7f5e-2f47-4d0b-9a3f-0d1c2e3f4a5b";
    const consented = (await choiceCookie({ analytics: false, marketing: true }, false)).split(";")[0];
    const id = (await shopCookie("analyticsUser", { https: false }).serialize(visitor)).split(";")[0];
    await productRecommendations(page(`${consented}; ${id}`), context(true), "A");
    await tracking.settled();
    expect(tracked).toEqual([
      {
        path: "recommendation",
        body: {
          locale: "de-DE",
          cookie: visitor,
          path: "/some-product-12345678",
          recommendation_id: RECOMMENDATION_IDS["de-DE"].similarProductsId,
          recommendation_name: "similar",
          action: "show",
        },
      },
    ]);
  });
});
