import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedValue, keyedCachedOrElse } from "./cache";

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
