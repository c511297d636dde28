import { afterEach, describe, expect, it, vi } from "vitest";
import { createSeoRedirects } from ".";

afterEach(() => vi.useRealTimers());

describe("the SEO redirect table cache", () => {
  it("reads the table once per period, with the SEO code when a row has none", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => [
      { path: "/sale/", target: "/search?tags=on-sale" },
      { path: "/old/", target: "https://example.com/", code: 302 as const },
    ]);
    const table = createSeoRedirects(load, 60_000);
    expect((await table()).get("/sale/")).toEqual({ location: "/search?tags=on-sale", status: 301 });
    expect((await table()).get("/old/")).toEqual({ location: "https://example.com/", status: 302 });
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_001);
    await table();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("logs a failed read, answers with no redirects and tries again after a pause", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("platform down"))
      .mockResolvedValueOnce([{ path: "/sale/", target: "/search?tags=on-sale" }]);
    const table = createSeoRedirects(load, 60_000);
    expect((await table()).size).toBe(0);
    expect(error).toHaveBeenCalledWith("SEO redirects could not be loaded", expect.any(Error));
    expect((await table()).size).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_001);
    expect((await table()).size).toBe(1);
    error.mockRestore();
  });
});
