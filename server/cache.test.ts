import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedValue, keyedCachedOrElse, perRequest } from "./cache";

afterEach(() => vi.useRealTimers());

describe("cachedValue", () => {
  it("loads once per period for all callers, then again", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => "tree");
    const get = cachedValue(load, 1000);
    expect(await Promise.all([get(), get()])).toEqual(["tree", "tree"]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps no failure: the next call loads again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("tree");
    const get = cachedValue(load, 1000);
    await expect(get()).rejects.toThrow("down");
    expect(await get()).toBe("tree");
  });
});

describe("keyedCachedOrElse", () => {
  it("keeps one value per key and stands in the fallback for a failed key", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const get = keyedCachedOrElse<string[]>(1000, "Methods of", []);
    const load = vi.fn(async () => ["parcel"]);
    expect(await get("DE", load)).toEqual(["parcel"]);
    expect(await get("DE", load)).toEqual(["parcel"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await get("AT", async () => Promise.reject(new Error("down")))).toEqual([]);
    expect(error).toHaveBeenCalledWith("Methods of AT could not be loaded", expect.any(Error));
    error.mockRestore();
  });
});

describe("perRequest", () => {
  it("shares a read among the loaders of one GET request, not across requests or after a POST", async () => {
    const read = vi.fn(async (request: Request) => new URL(request.url).pathname);
    const shared = perRequest(read);
    const context = {};
    // Remix hands each loader its own Request object; the load context is the one of the request.
    const [root, page] = await Promise.all([
      shared(new Request("http://shop/x"), context),
      shared(new Request("http://shop/x"), context),
    ]);
    expect([root, page, read.mock.calls.length]).toEqual(["/x", "/x", 1]);
    await shared(new Request("http://shop/x"), {});
    expect(read).toHaveBeenCalledTimes(2);
    const post = {};
    await shared(new Request("http://shop/x", { method: "POST" }), post);
    await shared(new Request("http://shop/x", { method: "POST" }), post);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
