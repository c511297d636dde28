import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedValue } from "./cache";

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
