import { useEffect, useRef, useState } from "react";
import type { SliderPosition } from "./slider";
import type { attachSlider } from "./slider-track";

const START: SliderPosition = { index: 0, last: 0, atStart: true, atEnd: true };

/**
 * A scroll-snap track with arrows and dots (SPEC §4 "Carousel"): swiping is the browser's own
 * scrolling, the arrows move by one slide, and the position follows the scroll, so a swipe and an
 * arrow click agree on the index. The tracking code is imported after hydration (the arrows are for
 * pointers; the track scrolls without it), off every page's first JavaScript.
 */
export function useSlider() {
  const track = useRef<HTMLUListElement>(null);
  const slider = useRef<ReturnType<typeof attachSlider>>();
  const [position, setPosition] = useState(START);

  useEffect(() => {
    let cancelled = false;
    import("./slider-track").then(({ attachSlider }) => {
      if (!cancelled && track.current) slider.current = attachSlider(track.current, setPosition);
    });
    return () => {
      cancelled = true;
      slider.current?.detach();
    };
  }, []);

  return { track, position, move: (delta: number) => slider.current?.move(delta) };
}
