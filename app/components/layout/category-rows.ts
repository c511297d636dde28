/**
 * SPEC §2 category bar on mobile: two rows, the first gets the rounded-up half (the stylesheet's
 * grid takes this many columns, so the names fill the first row first).
 */
export function firstRowCount(items: number): number {
  return Math.ceil(Math.max(0, items) / 2);
}
