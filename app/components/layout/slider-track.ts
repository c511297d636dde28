import { moveIndex, offsetOf, type SliderMetrics, type SliderPosition, sliderPosition } from "./slider";

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
 * Follows a scroll-snap track (its scrolling, its size) and reports where it stands; `move` scrolls
 * by whole slides from where it stands now, bounded at both ends (SPEC §4 "Carousel"). Loaded after
 * hydration by useSlider: swiping and scrolling need none of it.
 */
export function attachSlider(track: HTMLElement, onPosition: (position: SliderPosition) => void) {
  const update = () => onPosition(sliderPosition(measure(track)));
  update();
  track.addEventListener("scroll", update, { passive: true });
  const resized = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
  resized?.observe(track);
  return {
    move(delta: number) {
      const metrics = measure(track);
      const now = sliderPosition(metrics);
      track.scrollTo({ left: offsetOf(moveIndex(now.index, delta, now.last), metrics), behavior: "smooth" });
    },
    detach() {
      track.removeEventListener("scroll", update);
      resized?.disconnect();
    },
  };
}
