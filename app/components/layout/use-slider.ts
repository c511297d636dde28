import { useCallback, useEffect, useRef, useState } from "react";
import { moveIndex, offsetOf, type SliderMetrics, type SliderPosition, sliderPosition } from "./slider";

const START: SliderPosition = { index: 0, last: 0, atStart: true, atEnd: true };

/** What the track measures now: the slides' starts, counted from the first slide's. */
function measure(track: HTMLElement): SliderMetrics {
  const slides = Array.from(track.children as HTMLCollectionOf<HTMLElement>);
  const origin = slides[0]?.offsetLeft ?? 0;
  const starts = slides.map((slide) => slide.offsetLeft - origin);
  return {
    scrollLeft: track.scrollLeft,
    clientWidth: track.clientWidth,
    scrollWidth: track.scrollWidth,
    starts,
  };
}

/**
 * A scroll-snap track driven by arrows and dots (SPEC §4 "Carousel"): swiping is the browser's own
 * scrolling, the arrows move by one slide, and the position follows the scroll, so a swipe and an
 * arrow click agree on the index. Before hydration the track simply scrolls.
 */
export function useSlider() {
  const track = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState(START);

  const update = useCallback(() => {
    if (track.current) setPosition(sliderPosition(measure(track.current)));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    update();
    element.addEventListener("scroll", update, { passive: true });
    const resized = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    resized?.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      resized?.disconnect();
    };
  }, [update]);

  const goTo = (index: number) => {
    const element = track.current;
    if (!element) return;
    const metrics = measure(element);
    const target = moveIndex(index, 0, sliderPosition(metrics).last);
    element.scrollTo({ left: offsetOf(target, metrics), behavior: "smooth" });
  };
  return { track, position, goTo, move: (delta: number) => goTo(position.index + delta) };
}
