import { describe, expect, it } from "vitest";
import { UI } from "../../../config";
import { firstRowCount } from "./category-rows";
import { moveIndex, offsetOf, sliderPosition, visibleSlides } from "./slider";

// Ten slides of 225 px with a 16 px gap (SPEC §9 product slider), four of them visible.
const step = 225 + 16;
const clientWidth = 4 * 225 + 3 * 16;
const scrollWidth = 10 * 225 + 9 * 16;
const starts = Array.from({ length: 10 }, (_, i) => i * step);

describe("slider position", () => {
  it("starts at the first slide with the previous arrow at its end", () => {
    expect(sliderPosition({ scrollLeft: 0, clientWidth, scrollWidth, starts })).toEqual({
      index: 0,
      last: 6,
      atStart: true,
      atEnd: false,
    });
  });

  it("reaches the last index (10 slides, 4 visible: 6) at the end of the track", () => {
    const end = scrollWidth - clientWidth;
    expect(sliderPosition({ scrollLeft: end, clientWidth, scrollWidth, starts })).toEqual({
      index: 6,
      last: 6,
      atStart: false,
      atEnd: true,
    });
  });

  it("rounds a swipe that stopped between two slides to the nearer one", () => {
    expect(sliderPosition({ scrollLeft: step * 2.4, clientWidth, scrollWidth, starts }).index).toBe(2);
    expect(sliderPosition({ scrollLeft: step * 2.6, clientWidth, scrollWidth, starts }).index).toBe(3);
  });

  it("has nowhere to go when every slide fits", () => {
    expect(
      sliderPosition({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000, starts: [0, 241, 482] }),
    ).toEqual({
      index: 0,
      last: 0,
      atStart: true,
      atEnd: true,
    });
  });

  it("counts a 1.5-visible slider's last slide as reachable", () => {
    // Compact slider (SPEC §9: 1.5 visible on small screens, gap 20): 4 slides of 200 px.
    const compact = { clientWidth: 320, scrollWidth: 4 * 200 + 3 * 20, starts: [0, 220, 440, 660] };
    expect(sliderPosition({ ...compact, scrollLeft: 0 }).last).toBe(3);
  });

  it("follows items of different widths (the category bar)", () => {
    // Five names of 120, 80, 200, 90 and 150 px with 8 px gaps in a 300 px bar.
    const bar = { clientWidth: 300, scrollWidth: 672, starts: [0, 128, 216, 424, 522] };
    // The track ends at 372: showing the fourth name first (424) is already the end, so it is the last.
    expect(sliderPosition({ ...bar, scrollLeft: 0 })).toMatchObject({ index: 0, last: 3, atEnd: false });
    expect(sliderPosition({ ...bar, scrollLeft: 216 }).index).toBe(2);
    expect(sliderPosition({ ...bar, scrollLeft: 372 })).toMatchObject({ index: 3, atEnd: true });
    expect(offsetOf(3, { ...bar, scrollLeft: 0 })).toBe(372);
  });
});

describe("moving", () => {
  it("moves by one and stops at both ends", () => {
    expect(moveIndex(0, 1, 6)).toBe(1);
    expect(moveIndex(0, -1, 6)).toBe(0);
    expect(moveIndex(6, 1, 6)).toBe(6);
    expect(moveIndex(5, 1, 6)).toBe(6);
  });

  it("scrolls to a slide's start, never past the end of the track", () => {
    const metrics = { scrollLeft: 0, clientWidth, scrollWidth, starts };
    expect(offsetOf(2, metrics)).toBe(2 * step);
    expect(offsetOf(9, metrics)).toBe(scrollWidth - clientWidth);
  });
});

describe("visible slides", () => {
  const { itemWidth, gap, minVisible, maxVisible } = UI.productSlider;
  it("shows 3 to 6 product slides by width (the stylesheet's container queries)", () => {
    expect(visibleSlides(375, itemWidth, gap, minVisible, maxVisible)).toBe(3);
    expect(visibleSlides(947, itemWidth, gap, minVisible, maxVisible)).toBe(3);
    expect(visibleSlides(948, itemWidth, gap, minVisible, maxVisible)).toBe(4);
    expect(visibleSlides(1189, itemWidth, gap, minVisible, maxVisible)).toBe(5);
    expect(visibleSlides(1430, itemWidth, gap, minVisible, maxVisible)).toBe(6);
    expect(visibleSlides(3000, itemWidth, gap, minVisible, maxVisible)).toBe(6);
  });
});

describe("category bar rows", () => {
  it("gives the first row the rounded-up half", () => {
    expect(firstRowCount(7)).toBe(4);
    expect(firstRowCount(8)).toBe(4);
    expect(firstRowCount(1)).toBe(1);
    expect(firstRowCount(0)).toBe(0);
  });
});
