/**
 * Facet counts of the in-memory path, over the bitset of a search's matches: for a multi-valued
 * field one intersection count per value, for a scalar field one pass over the matches. The answers
 * are those of facets.ts's SQL, order and ties included: values by count descending then by value
 * in BINARY (UTF-8 byte) order for multi-valued fields; by count descending then value descending for
 * scalar fields (what SQLite's sorter gives `GROUP BY 1 ORDER BY count DESC`); stats with SQLite's
 * own summation (sqlite-sum.ts); a limit below zero is no limit for scalar fields, as in SQL.
 */
import type { FacetCount, SearchParams } from "../port";
import { type Bits, countBoth, has } from "./bitset";
import { parseFacetBy, rangeBuckets } from "./facets";
import type { CollectionMemory, Column } from "./memory";
import { facetColumn, isMultiValued } from "./schema";
import { SqliteSum } from "./sqlite-sum";

/** Code-unit order adjusted to code-point (UTF-8 byte) order: surrogates sort above U+E000–U+FFFF. */
const codePointUnit = (unit: number) =>
  unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit;

/** SQLite's BINARY collation for text: memcmp of the UTF-8 bytes. */
export function compareBinary(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointUnit(x) - codePointUnit(y);
  }
  return a.length - b.length;
}

/** The first of `sorted` (in BINARY order) at or after `term`. */
export function lowerBoundBinary(sorted: readonly string[], term: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareBinary(sorted[mid] as string, term) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function multiValuedFacet(memory: CollectionMemory, matches: Bits, field: string, limit: number) {
  const counts: { value: string; count: number }[] = [];
  const repeats = memory.repeats.get(field);
  for (const [value, bits] of memory.postings.get(field) ?? []) {
    let count = countBoth(bits, matches);
    for (const [doc, extra] of repeats?.get(value) ?? []) if (has(matches, doc)) count += extra;
    if (count > 0) counts.push({ value, count });
  }
  counts.sort((a, b) => b.count - a.count || compareBinary(a.value, b.value));
  return limit > 0 ? counts.slice(0, limit) : [];
}

/**
 * One pass over the matches in rowid order: SQLite's sum, and a tally per distinct value of the
 * column (memory-distinct.ts); distinct count, min, max, range buckets and per-value counts are then
 * read from the tally, whose length is the number of distinct values, not of matches.
 */
function tallyMatches(memory: CollectionMemory, matches: Bits, column: Column) {
  const values = memory.columns[column];
  // REAL columns hold floats (KBN summation); the others integers (exact sums).
  const isReal = column === "price" || column === "avg_rating";
  const distinct = memory.distinct(column);
  const index = distinct.index;
  const tally = new Int32Array(distinct.values.length);
  const sum = new SqliteSum();
  for (let w = 0; w < matches.length; w++) {
    let x = matches[w] as number;
    while (x !== 0) {
      const lowest = x & -x;
      const rowid = (w << 5) + 31 - Math.clz32(lowest);
      x ^= lowest;
      sum.add(values[rowid] as number, isReal);
      const at = index[rowid] as number;
      tally[at] = (tally[at] as number) + 1;
    }
  }
  return { sum, tally, distinctValues: distinct.values };
}

function scalarFacet(
  memory: CollectionMemory,
  matches: Bits,
  field: string,
  ranges: string | undefined,
  limit: number,
): FacetCount {
  const column = facetColumn(field) as Column;
  const { sum, tally, distinctValues } = tallyMatches(memory, matches, column);
  const buckets = ranges ? rangeBuckets(ranges) : [];
  const bucketCounts = buckets.map(() => 0);
  const byValue = new Map<number, number>();
  let distinct = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < tally.length; i++) {
    const n = tally[i] as number;
    if (n === 0) continue;
    const x = distinctValues[i] as number;
    distinct++;
    if (x < min) min = x;
    if (x > max) max = x;
    if (ranges) {
      for (let b = 0; b < buckets.length; b++) {
        const bucket = buckets[b] as { lo: number; hi: number };
        if (x >= bucket.lo && x < bucket.hi) bucketCounts[b] = (bucketCounts[b] as number) + n;
      }
    } else {
      const key = field === "avgRating" ? Math.trunc(x) : x;
      byValue.set(key, (byValue.get(key) ?? 0) + n);
    }
  }
  const any = distinct > 0;
  const stats = {
    min: any ? min : undefined,
    max: any ? max : undefined,
    avg: sum.average(),
    sum: sum.result(),
    total_values: distinct,
  };
  if (ranges)
    return {
      field_name: field,
      counts: buckets.map((b, i) => ({ value: b.label, count: bucketCounts[i] ?? 0 })),
      stats,
    };
  const sorted = [...byValue].sort(([va, a], [vb, b]) => b - a || vb - va);
  const counts = (limit < 0 ? sorted : sorted.slice(0, limit)).map(([value, count]) => ({
    value: String(value),
    count,
  }));
  return { field_name: field, counts, stats };
}

/** The facets a search asks for, counted over its matches. */
export function memoryFacetCounts(
  memory: CollectionMemory,
  matches: Bits,
  params: SearchParams,
): FacetCount[] {
  if (!params.facet_by) return [];
  const limit = params.max_facet_values ?? 10;
  return parseFacetBy(params.facet_by).map(({ field, ranges }) =>
    isMultiValued(field)
      ? { field_name: field, counts: multiValuedFacet(memory, matches, field, limit) }
      : scalarFacet(memory, matches, field, ranges, limit),
  );
}
