import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { typesenseMock } from "../../../mocks/typesense";
import type { ProductDocument } from "../port";
import { TypesenseSearch, typesenseEnvSchema } from "./index";

const DE = "prod.de-DE";
const doc = (id: string, name: string) => ({ id, sku: id, name }) as ProductDocument;

/** SPEC §7, §9: the Typesense adapter keeps search results for 120 s, like the local index. */
describe("the Typesense adapter's result cache", () => {
  const mock = typesenseMock("https://search.typesense.test");
  const server = setupServer(...mock.handlers);
  const search = TypesenseSearch.fromEnv(
    typesenseEnvSchema.parse({ TYPESENSE_HOST: "search.typesense.test", TYPESENSE_API_KEY: "key" }),
  );
  const searches = () => mock.state.requests.filter((r) => r.path.endsWith("/documents/search")).length;
  const multis = () => mock.state.requests.filter((r) => r.path === "/multi_search");

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: "error" });
    await search.reset(DE);
    await search.upsert(DE, [doc("A1", "Ferrox Kompressor"), doc("A2", "Vestra Kompressor")]);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  it("answers a repeated search for 120 s without a request, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const params = { q: "kompressor", per_page: 5 };
    const first = await search.search(DE, params);
    expect(first.found).toBe(2);
    const before = searches();
    vi.advanceTimersByTime(119_000);
    expect(await search.search(DE, params)).toBe(first);
    expect(searches()).toBe(before);
    expect((await search.search(DE, { ...params, page: 2 })).hits).toEqual([]);
    expect(searches()).toBe(before + 1);
    vi.advanceTimersByTime(2_000);
    expect((await search.search(DE, params)).found).toBe(2);
    expect(searches()).toBe(before + 2);
  });

  it("drops a collection's results when this adapter writes to it", async () => {
    const params = { q: "ferrox", per_page: 5 };
    expect((await search.search(DE, params)).found).toBe(1);
    await search.upsert(DE, [doc("A3", "Ferrox Schweißgerät")]);
    expect((await search.search(DE, params)).found).toBe(2);
    await search.remove(DE, ["A1"]);
    expect((await search.search(DE, params)).found).toBe(1);
  });

  it("sends only the searches of a multi_search it has no result for, and keeps no failure", async () => {
    const known = { collection: DE, q: "vestra", per_page: 3 };
    await search.multiSearch([known]);
    mock.state.requests.length = 0;
    const { results } = await search.multiSearch([
      known,
      { collection: DE, q: "schweiß", per_page: 3 },
      { collection: "prod.xx-XX", q: "vestra" },
    ]);
    expect(results[0]).toMatchObject({ found: 1 });
    expect(results[1]).toMatchObject({ found: 1 });
    expect(results[2]).toEqual({ code: 404, error: "Not found." });
    const bodies = () => multis().map((r) => (r.body as { searches: { q: string }[] }).searches);
    const sent = bodies()[0]?.map((s) => s.q);
    expect(sent).toEqual(["schweiß", "vestra"]);
    await search.multiSearch([known, { collection: "prod.xx-XX", q: "vestra" }]);
    expect(bodies()[1]).toHaveLength(1);
    expect(multis()).toHaveLength(2);
  });
});
