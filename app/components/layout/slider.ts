/**
 * The pure arithmetic of a slider (SPEC §4 "Carousel": the index moves by one per arrow click or
 * swipe, bounded at first and last). The browser lays the slides out (CSS scroll-snap); this module
 * only turns what the scroll container measures into positions, so it is the same for the product
 * sliders and the category bar and is tested without a browser.
 */

/** What a scroll container measures; `step` is the distance from one slide's start to the next. */
export interface SliderMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  step: number;
}

/** Where a slider stands: the first slide shown, the last index it can reach, and its two ends. */
export interface SliderPosition {
  index: number;
  last: number;
  atStart: boolean;
  atEnd: boolean;
}

/** Half a pixel: browsers round scroll offsets, so "at the end" allows for it. */
const TOLERANCE = 1;

/**
 * The slider's position. The last index is the first slide shown when scrolled to the end: with
 * 10 slides and 4 visible it is 6, so "next" never scrolls into empty space.
 */
export function sliderPosition({ scrollLeft, clientWidth, scrollWidth, step }: SliderMetrics): SliderPosition {
  const room = Math.max(0, scrollWidth - clientWidth);
  const last = step > 0 ? Math.max(0, Math.ceil((room - TOLERANCE) / step)) : 0;
  const index = step > 0 ? Math.min(last, Math.max(0, Math.round(scrollLeft / step))) : 0;
  return { index, last, atStart: scrollLeft <= TOLERANCE, atEnd: scrollLeft >= room - TOLERANCE };
}

/** The index one move away, bounded at 0 and `last` (SPEC §4: never wraps around). */
export function moveIndex(index: number, delta: number, last: number): number {
  return Math.min(Math.max(0, last), Math.max(0, index + delta));
}

/** The scroll offset that shows slide `index` first; the end of the track for the last one. */
export function offsetOf(index: number, metrics: SliderMetrics): number {
  return Math.min(index * metrics.step, Math.max(0, metrics.scrollWidth - metrics.clientWidth));
}

/**
 * How many slides of `itemWidth` with `gap` between fit a width, within [min, max] (SPEC §9: a product
 * slider shows 3 to 6). The stylesheet's container queries are these thresholds; the test keeps
 * them in step.
 */
export function visibleSlides(width: number, itemWidth: number, gap: number, min: number, max: number): number {
  const fit = Math.floor((width + gap) / (itemWidth + gap));
  return Math.min(max, Math.max(min, fit));
}

/** SPEC §2 category bar on mobile: two rows, the first gets the rounded-up half. */
export function firstRowCount(items: number): number {
  return Math.ceil(Math.max(0, items) / 2);
}
