import { describe, expect, it } from "vitest";
import { TypesenseError, typesenseCall, typesenseJson } from "./http";

/** A fetch answering from a list, recording what it was asked. */
function scripted(answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

const connection = (fetch: typeof globalThis.fetch) => ({
  baseUrl: "http://127.0.0.1:4400/typesense",
  apiKey: "key-1",
  fetch,
});

describe("Typesense over fetch", () => {
  it("sends the key, the query and a timeout signal on every attempt, retrying network failures and 5xx", async () => {
    const { calls, fetch } = scripted([
      new TypeError("fetch failed"),
      new Response('{"message":"Busy"}', { status: 503 }),
      Response.json({ found: 7 }),
    ]);
    const answer = await typesenseJson<{ found: number }>(
      connection(fetch),
      "GET",
      "/collections/prod.de-DE/documents/search",
      {
        query: { q: "schweiß", per_page: 24, prefix: false, preset: undefined },
      },
    );
    expect(answer).toEqual({ found: 7 });
    expect(calls).toHaveLength(3);
    expect(calls[0]?.url).toBe(
      "http://127.0.0.1:4400/typesense/collections/prod.de-DE/documents/search?q=schwei%C3%9F&per_page=24&prefix=false",
    );
    for (const call of calls) {
      expect(new Headers(call.init.headers).get("x-typesense-api-key")).toBe("key-1");
      expect(call.init.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it("does not retry a 4xx and carries its status and message", async () => {
    const { calls, fetch } = scripted([new Response('{"message":"Not found."}', { status: 404 })]);
    const failure = typesenseCall(connection(fetch), "GET", "/collections/prod.xx-XX/documents/search");
    await expect(failure).rejects.toBeInstanceOf(TypesenseError);
    await expect(failure).rejects.toMatchObject({ httpStatus: 404, message: "Not found." });
    expect(calls).toHaveLength(1);
  });

  it("sends a call that must not count twice once, even when it fails", async () => {
    const { calls, fetch } = scripted([new Response("", { status: 502 })]);
    await expect(
      typesenseCall(connection(fetch), "POST", "/analytics/events", { body: "{}", retry: false }),
    ).rejects.toMatchObject({ httpStatus: 502, message: "Typesense answered HTTP 502" });
    expect(calls).toHaveLength(1);
  });

  it("gives up after the retries with the last failure", async () => {
    const { calls, fetch } = scripted([
      new Response("", { status: 500 }),
      new Response("", { status: 500 }),
      new Response("", { status: 500 }),
    ]);
    await expect(
      typesenseCall(connection(fetch), "POST", "/multi_search", { body: "{}" }),
    ).rejects.toMatchObject({
      httpStatus: 500,
    });
    expect(calls).toHaveLength(3);
  });

  it("aborts an attempt that takes longer than its limit", async () => {
    const slow = (async (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      )) as unknown as typeof globalThis.fetch;
    const started = Date.now();
    await expect(
      typesenseCall({ ...connection(slow), timeoutMs: 50, retries: 0 }, "GET", "/health"),
    ).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
