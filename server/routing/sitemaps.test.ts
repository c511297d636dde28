import { describe, expect, it } from "vitest";
import { SITEMAP_URL_LIMIT } from "../../config";
import { sitemapChunk, sitemapFileCount } from "./sitemaps";

describe("product sitemaps are split at the protocol's 50,000 URLs", () => {
  it("counts the files a list needs", () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(120_000)).toBe(3);
  });

  it("cuts the list into files and has no file beyond the last", () => {
    const items = Array.from({ length: 120_000 }, (_, i) => i);
    expect(sitemapChunk(items, 1)).toHaveLength(50_000);
    expect(sitemapChunk(items, 2)?.[0]).toBe(50_000);
    expect(sitemapChunk(items, 3)).toHaveLength(20_000);
    expect(sitemapChunk(items, 3)?.at(-1)).toBe(119_999);
    expect(sitemapChunk(items, 4)).toBeUndefined();
    expect(sitemapChunk(items, 0)).toBeUndefined();
    expect(sitemapChunk(items, 1.5)).toBeUndefined();
    expect(sitemapChunk([], 1)).toEqual([]);
  });
});
