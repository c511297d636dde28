/**
 * Adyen's Checkout API over fetch (decision 0038): the base URL rules, the headers every call sends
 * (X-API-Key, an Idempotency-Key on POSTs naming the request, a timeout), and Adyen's error body.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdyenApiError, checkoutBaseUrl, checkoutClient, idempotencyKey } from "./adyen-http";

afterEach(() => vi.restoreAllMocks());

describe("Adyen's Checkout API over fetch", () => {
  it("follows Adyen's endpoint rules, and an explicit URL wins", () => {
    expect(checkoutBaseUrl({ environment: "test" })).toBe("https://checkout-test.adyen.com/v72");
    expect(checkoutBaseUrl({ environment: "live", liveUrlPrefix: "1797a841fbb37ca7-AdyenDemo" })).toBe(
      "https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v72",
    );
    expect(() => checkoutBaseUrl({ environment: "live" })).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    expect(
      checkoutBaseUrl({ environment: "live", checkoutUrl: "http://127.0.0.1:4010/adyen/checkout/v72/" }),
    ).toBe("http://127.0.0.1:4010/adyen/checkout/v72");
  });

  it("names a request by its endpoint and body, within Adyen's 64 characters", async () => {
    const key = await idempotencyKey("/payments", '{"reference":"p-1"}');
    expect(key).toMatch(/^shop-[A-Za-z0-9_-]{43}$/);
    expect(await idempotencyKey("/payments", '{"reference":"p-1"}')).toBe(key);
    expect(await idempotencyKey("/payments", '{"reference":"p-2"}')).not.toBe(key);
    expect(await idempotencyKey("/sessions", '{"reference":"p-1"}')).not.toBe(key);
  });

  it("sends the API key, JSON, an Idempotency-Key on POST only, and a timeout signal", async () => {
    const fetched = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => Response.json({ pspReference: "P1" }, { status: 201 }));
    const client = checkoutClient({
      baseUrl: "https://checkout-test.adyen.com/v72",
      apiKey: "AQE-k",
      timeoutMs: 500,
    });
    expect(await client.post("/payments", { reference: "p-1" })).toEqual({ pspReference: "P1" });
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url).toBe("https://checkout-test.adyen.com/v72/payments");
    const headers = new Headers(init?.headers);
    expect(headers.get("x-api-key")).toBe("AQE-k");
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("idempotency-key")).toBe(await idempotencyKey("/payments", '{"reference":"p-1"}'));
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    await client.get("/sessions/CS1", { sessionResult: "a b" });
    const [getUrl, getInit] = fetched.mock.calls[1] ?? [];
    expect(getUrl).toBe("https://checkout-test.adyen.com/v72/sessions/CS1?sessionResult=a+b");
    expect(new Headers(getInit?.headers).has("idempotency-key")).toBe(false);
  });

  it("reads Adyen's error body, and keeps the status of one that is not Adyen's", async () => {
    const client = checkoutClient({ baseUrl: "https://x.test/v72", apiKey: "AQE-k", timeoutMs: 500 });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      Response.json(
        {
          status: 422,
          errorCode: "14_0",
          message: "Invalid token",
          errorType: "validation",
          pspReference: "Z1",
        },
        { status: 422 },
      ),
    );
    const refused = await client.post("/payments", {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AdyenApiError);
    expect(refused).toMatchObject({
      statusCode: 422,
      errorCode: "14_0",
      errorType: "validation",
      pspReference: "Z1",
      refused: true,
    });
    expect(String(refused)).not.toContain("AQE-k");
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response("<html>Bad gateway</html>", { status: 502 }),
    );
    await expect(client.post("/payments", {})).rejects.toMatchObject({ statusCode: 502, refused: false });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("not json", { status: 200 }));
    await expect(client.post("/payments", {})).rejects.toThrow(/not JSON/);
  });
});
