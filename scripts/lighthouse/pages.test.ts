import { describe, expect, it } from "vitest";
import { LIGHTHOUSE_PAGES, median } from "./pages";

describe("lighthouse pages", () => {
  it("takes the middle score of three runs, whatever their order", () => {
    expect(median([0.91, 0.62, 1])).toBe(0.91);
    expect(median([1, 1, 0.98])).toBe(1);
    expect(median([0.5, 0.7])).toBe(0.5);
    expect(median([])).toBeNaN();
  });

  it("scores the six page kinds of issue 20, SEO only where indexable", () => {
    expect(LIGHTHOUSE_PAGES.map((p) => p.name)).toEqual([
      "home",
      "category",
      "search",
      "product",
      "cart",
      "addresses",
    ]);
    expect(LIGHTHOUSE_PAGES.filter((p) => !p.indexable).map((p) => p.name)).toEqual([
      "search",
      "cart",
      "addresses",
    ]);
  });
});
