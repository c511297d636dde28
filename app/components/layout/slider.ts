/**
 * The pure arithmetic of a slider (SPEC §4 "Carousel": the index moves by one per arrow click or
 * swipe, bounded at first and last). The browser lays the slides out (CSS scroll-snap); this module
 * only turns what the scroll container measures into positions, so the product sliders (slides of
 * one width) and the category bar (items as wide as their names) share it, tested without a browser.
 */

/** What a scroll container measures; `starts` are the slides' offsets from the first slide's start. */
export interface SliderMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  starts: number[];
}

/** Where a slider stands: the first slide shown, the last index it can reach, and its two ends. */
export interface SliderPosition {
  index: number;
  last: number;
  atStart: boolean;
  atEnd: boolean;
}

/** Browsers round scroll offsets to a pixel or so: "at the end" allows for it. */
const TOLERANCE = 1;

const room = ({ scrollWidth, clientWidth }: SliderMetrics) => Math.max(0, scrollWidth - clientWidth);

/**
 * The slider's position. The last index is the first slide shown when scrolled to the end: with
 * 10 slides and 4 visible it is 6, so "next" never scrolls into empty space.
 */
export function sliderPosition(metrics: SliderMetrics): SliderPosition {
  const end = room(metrics);
  const { starts, scrollLeft } = metrics;
  const reachable = starts.findIndex((start) => start >= end - TOLERANCE);
  const last = Math.max(0, reachable === -1 ? starts.length - 1 : reachable);
  let index = 0;
  for (let i = 1; i <= last; i++) {
    const here = Math.min(starts[i] ?? 0, end);
    if (Math.abs(here - scrollLeft) < Math.abs(Math.min(starts[index] ?? 0, end) - scrollLeft)) index = i;
  }
  return { index, last, atStart: scrollLeft <= TOLERANCE, atEnd: scrollLeft >= end - TOLERANCE };
}

/** The index one move away, bounded at 0 and `last` (SPEC §4: never wraps around). */
export function moveIndex(index: number, delta: number, last: number): number {
  return Math.min(Math.max(0, last), Math.max(0, index + delta));
}

/** The scroll offset that shows slide `index` first; the end of the track for the last one. */
export function offsetOf(index: number, metrics: SliderMetrics): number {
  return Math.min(metrics.starts[index] ?? 0, room(metrics));
}

/**
 * How many slides of `itemWidth` with `gap` between fit a width, within [min, max] (SPEC §9: a product
 * slider shows 3 to 6). The stylesheet's container queries are these thresholds; the test keeps
 * them in step.
 */
export function visibleSlides(
  width: number,
  itemWidth: number,
  gap: number,
  min: number,
  max: number,
): number {
  const fit = Math.floor((width + gap) / (itemWidth + gap));
  return Math.min(max, Math.max(min, fit));
}
