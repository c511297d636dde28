/**
 * SPEC §2 anchor navigation: the active section is the last one whose top has reached the sticky bar
 * (`tops` in document order, relative to the viewport), or the first while none has.
 */
export function activeSection(tops: number[], stickyHeight: number): number {
  let active = 0;
  tops.forEach((top, index) => {
    // One pixel of slack: a jump to an anchor lands the heading exactly on the bar.
    if (top <= stickyHeight + 1) active = index;
  });
  return active;
}
