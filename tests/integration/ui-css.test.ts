import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TIMINGS, UI } from "../../config";

/** The custom properties of app/styles/ui.css's :root (the CSP allows no style attributes to carry config). */
const css = readFileSync(new URL("../../app/styles/ui.css", import.meta.url), "utf8");
const property = (name: string) => css.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();

describe("ui.css carries the numbers of config (SPEC §2, §4, §9)", () => {
  it("has the loading bar's throttle and run", () => {
    expect(property("--loading-throttle")).toBe(`${TIMINGS.loadingBar.throttle}ms`);
    expect(property("--loading-duration")).toBe(`${TIMINGS.loadingBar.duration}ms`);
  });

  it("has the category bar's gap and height, and the anchor bar's sticky height", () => {
    expect(property("--bar-gap")).toBe(`${UI.categoryBar.gap}px`);
    expect(property("--bar-height")).toBe(`${UI.categoryBar.height}px`);
    expect(property("--anchor-sticky")).toBe(`${UI.anchorNav.stickyHeight}px`);
  });

  it("has the product and compact sliders' sizes", () => {
    expect(property("--slider-gap")).toBe(`${UI.productSlider.gap}px`);
    expect(property("--slider-image")).toBe(`${UI.productSlider.mobileImageHeight}px`);
    expect(property("--slider-compact-gap")).toBe(`${UI.compactSlider.gaps[0]}px`);
    expect(property("--slider-gap-large")).toBe(`${UI.compactSlider.gaps[1]}px`);
    expect(property("--slider-small")).toBe(String(UI.compactSlider.visibleSmall));
    expect(property("--slider-visible")).toBe(String(UI.compactSlider.visible));
  });

  it("switches to 4, 5 and 6 product slides where 225 px slides with 16 px gaps fit", () => {
    const { itemWidth, gap } = UI.productSlider;
    for (const count of [4, 5, 6])
      expect(css).toContain(`@container (min-width: ${count * itemWidth + (count - 1) * gap}px)`);
  });
});
