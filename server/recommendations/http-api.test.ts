import { describe, expect, it, vi } from "vitest";
import { createHttpRecommendations } from "./http";
import { RECOMMENDATION_PATH, recommendationApi } from "./http-api";
import type { RecommendationCall, RecommendationPort } from "./port";

// The embedded recommender over HTTP (decision 0074): the production adapter reaches it through the
// API exactly as it reaches the real service, and every wrong request is a 4xx with a message.
const KEY = "k".repeat(43);
const BASE = "http://services.test/recommendations";

function recorder(answer: string[] | null = ["B-1", "C-2", "D-3"]) {
  const calls: RecommendationCall[] = [];
  const port: RecommendationPort = {
    description: "test recommender",
    recommend: async (call) => {
      calls.push(call);
      return answer;
    },
  };
  return { port, calls };
}

/** The production adapter with its fetch answered by the API, as the services host would. */
function adapterOver(api: ReturnType<typeof recommendationApi>, key = KEY) {
  const log = vi.fn();
  const adapter = createHttpRecommendations({
    url: BASE,
    key,
    timeoutMs: 1000,
    log,
    fetchImpl: async (input, init) => {
      const request = new Request(input, init);
      return api(request, new URL(request.url).pathname.slice("/recommendations".length));
    },
  });
  return { adapter, log };
}

const similar: RecommendationCall = {
  cookie: "visitor-1",
  domainId: "de-de-similar-products",
  languageAndCountry: "de-DE",
  request: { typeId: "similar", sourceSku: "A-0" },
  limit: 2,
};

describe("the recommendation service's API over the embedded recommender", () => {
  it("answers the production adapter's similar and cart requests with the recommender's SKUs", async () => {
    const { port, calls } = recorder();
    const { adapter, log } = adapterOver(recommendationApi(port, { key: KEY, limit: 40 }));
    expect(await adapter.recommend(similar)).toEqual(["B-1", "C-2"]);
    const cart = {
      ...similar,
      domainId: "de-de-cart-recommendation",
      request: {
        typeId: "cart" as const,
        sourceSku: "A-0",
        categoryLvl2: "Werkstatt",
        categoryLvl3: "Regale",
        productTitle: "Nordhal Steckregal",
      },
    };
    expect(await adapter.recommend(cart)).toEqual(["B-1", "C-2"]);
    expect(calls).toEqual([
      { ...similar, limit: 40 },
      { ...cart, limit: 40 },
    ]);
    expect(log).not.toHaveBeenCalled();
  });

  it("is null for the adapter when the recommender fails or the key is wrong", async () => {
    const failing = adapterOver(recommendationApi(recorder(null).port, { key: KEY }));
    expect(await failing.adapter.recommend(similar)).toBeNull();
    expect(failing.log).toHaveBeenCalledWith(expect.stringContaining("answered 503"));
    const wrongKey = adapterOver(recommendationApi(recorder().port, { key: KEY }), "x".repeat(43));
    expect(await wrongKey.adapter.recommend(similar)).toBeNull();
    expect(wrongKey.log).toHaveBeenCalledWith(expect.stringContaining("answered 401"));
  });

  it("answers a wrong path 404, a wrong method 405 and a malformed body 422 naming the field", async () => {
    const { port, calls } = recorder();
    const api = recommendationApi(port, { key: KEY });
    const post = (body: unknown, path = RECOMMENDATION_PATH) =>
      api(
        new Request(`${BASE}${path}`, {
          method: "POST",
          headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        path,
      );
    expect((await post({}, "/recommend")).status).toBe(404);
    expect((await api(new Request(`${BASE}${RECOMMENDATION_PATH}`), RECOMMENDATION_PATH)).status).toBe(405);
    const noSku = await post({
      cookie: "",
      typeId: "similar",
      domainId: "de-de-similar-products",
      languageAndCountry: "de-DE",
    });
    expect(noSku.status).toBe(422);
    expect((await noSku.json()).message).toContain("sourceSku");
    const market = await post({
      cookie: "",
      typeId: "similar",
      domainId: "x",
      languageAndCountry: "xx",
      sourceSku: "A",
    });
    expect(market.status).toBe(422);
    expect((await market.json()).message).toContain("languageAndCountry");
    expect(calls).toEqual([]);
  });
});
