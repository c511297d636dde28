/**
 * A scalar column's distinct values over a collection's live documents, ascending, and each
 * document's index among them: a facet then counts a search's matches per distinct value in an
 * Int32Array (COUNT(DISTINCT), per-value counts, range buckets over the few distinct values) instead
 * of a Map and a Set keyed by floats for every match. Equal values are one (0 and -0 too, as in
 * SQL's COUNT(DISTINCT) and a JavaScript Set).
 */
import { type Bits, members } from "./bitset";

export interface Distinct {
  /** The distinct values, ascending. */
  values: Float64Array;
  /** By rowid: the index of the document's value in `values` (0 for rowids not alive). */
  index: Int32Array;
}

/** The greatest i with values[i] <= x (values ascending, x one of them). */
function find(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((values[mid] as number) <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function distinctValues(column: Float64Array, alive: Bits): Distinct {
  const rows = members(alive);
  const sorted = Float64Array.from(rows, (rowid) => column[rowid] as number).sort();
  const unique = new Float64Array(sorted.length);
  let n = 0;
  for (const value of sorted) if (n === 0 || unique[n - 1] !== value) unique[n++] = value;
  const values = unique.slice(0, n);
  const index = new Int32Array(column.length);
  for (const rowid of rows) index[rowid] = find(values, column[rowid] as number);
  return { values, index };
}
