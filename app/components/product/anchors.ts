/** How far below the sticky bar a heading still counts as reached: ui.css's scroll margin (0.5rem) and more. */
const READING_SLACK = 24;

/**
 * SPEC §2 anchor navigation: the active section is the last one whose heading has reached the sticky
 * bar (`tops` in document order, relative to the viewport), or the first while none has. A jump to an
 * anchor lands the heading just under the bar (its scroll margin), which counts as reached.
 */
export function activeSection(tops: number[], stickyHeight: number): number {
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= stickyHeight + READING_SLACK) active = index;
  });
  return active;
}

/**
 * Marks the section being read as the page scrolls (at most once a frame): `onActive` gets the
 * index into `ids`, the headings' ids in page order. Returns the function that stops it. Loaded by
 * ProductAnchors after hydration (a dynamic import: the links work without it).
 */
export function trackActiveSection(ids: string[], stickyHeight: number, onActive: (index: number) => void) {
  let frame = 0;
  const update = () => {
    frame = 0;
    const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top);
    onActive(
      activeSection(
        tops.map((top) => top ?? Number.POSITIVE_INFINITY),
        stickyHeight,
      ),
    );
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
  };
}
