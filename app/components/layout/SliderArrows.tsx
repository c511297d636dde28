import type { SliderPosition } from "./slider";

/**
 * The two arrows of a slider or the category bar (SPEC §4 "Carousel"): each moves by one and is
 * disabled at its end. `block` is the CSS block the buttons belong to.
 */
export function SliderArrows({
  block,
  position,
  move,
  labels,
}: {
  block: string;
  position: SliderPosition;
  move: (delta: number) => void;
  labels: [previous: string, next: string];
}) {
  return (
    <>
      {([-1, 1] as const).map((delta) => (
        <button
          key={delta}
          type="button"
          className={`${block}__arrow ${block}__arrow--${delta < 0 ? "previous" : "next"}`}
          aria-label={labels[delta < 0 ? 0 : 1]}
          disabled={delta < 0 ? position.atStart : position.atEnd}
          onClick={() => move(delta)}
        >
          {delta < 0 ? "‹" : "›"}
        </button>
      ))}
    </>
  );
}
