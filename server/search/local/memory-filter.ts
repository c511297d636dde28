/**
 * A Typesense `filter_by` (server/search/filter.ts) as a document bitset over a collection's memory,
 * with exactly the meaning filter-sql.ts gives it in SQL, including SQL's NULL rules: a value that is
 * no number (`price:=abc`) binds as NULL, so `IN` skips it and `NOT IN` holds for no document; the
 * text column `id` equals no number (`id:=true` binds 1). filter-sql.ts has checked the filter
 * first (its 400s stay the only errors); a clause this module cannot answer exactly (a comparison on
 * the text column `id`) returns undefined and the search takes the SQL path.
 */
import type { FilterClause } from "../filter";
import { add, type Bits, intersect, subtract, unite } from "./bitset";
import type { CollectionMemory, Column } from "./memory";
import { isMultiValued, SCALARS } from "./schema";

type Test = (value: number) => boolean;

/** The documents whose scalar `column` passes `test`. */
function scan(memory: CollectionMemory, column: Column, test: Test): Bits {
  const out = new Uint32Array(memory.alive.length);
  const values = memory.columns[column];
  const alive = memory.alive;
  for (let w = 0; w < alive.length; w++) {
    let x = alive[w] as number;
    let word = 0;
    while (x !== 0) {
      const lowest = x & -x;
      const bit = 31 - Math.clz32(lowest);
      if (test(values[(w << 5) + bit] as number)) word |= lowest;
      x ^= lowest;
    }
    out[w] = word;
  }
  return out;
}

/**
 * The documents whose scalar `column` lies between `lo` and `hi` (each bound inclusive or not):
 * ranges, comparisons and `:=` of one value, the filters of a listing, in one loop without a call
 * per document. A NaN bound holds for nothing, as SQL's comparisons with NULL.
 */
function between(
  memory: CollectionMemory,
  column: Column,
  lo: number,
  loInclusive: boolean,
  hi: number,
  hiInclusive: boolean,
): Bits {
  const out = new Uint32Array(memory.alive.length);
  const values = memory.columns[column];
  const alive = memory.alive;
  for (let w = 0; w < alive.length; w++) {
    let x = alive[w] as number;
    let word = 0;
    while (x !== 0) {
      const lowest = x & -x;
      const v = values[(w << 5) + 31 - Math.clz32(lowest)] as number;
      if ((loInclusive ? v >= lo : v > lo) && (hiInclusive ? v <= hi : v < hi)) word |= lowest;
      x ^= lowest;
    }
    out[w] = word;
  }
  return out;
}

/** `field:=[a,b]` on a multi-valued field: the union of the values' sets (negated: the rest). */
function valuesSet(memory: CollectionMemory, field: string, values: string[], negate: boolean): Bits {
  const union = new Uint32Array(memory.alive.length);
  const postings = memory.postings.get(field);
  for (const value of values) {
    const bits = postings?.get(value);
    if (bits) unite(union, bits);
  }
  return negate ? subtract(memory.alive.slice(), union) : union;
}

function idSet(memory: CollectionMemory, values: (string | number)[], negate: boolean): Bits {
  const set = new Uint32Array(memory.alive.length);
  for (const value of values) {
    const rowid = typeof value === "string" ? memory.rowOf.get(value) : undefined;
    if (rowid !== undefined) add(set, rowid);
  }
  return negate ? subtract(memory.alive.slice(), set) : set;
}

/** The set of one clause, or undefined when only SQL answers it exactly. */
function clauseSet(memory: CollectionMemory, clause: FilterClause): Bits | undefined {
  if (isMultiValued(clause.field))
    return clause.op === "in" ? valuesSet(memory, clause.field, clause.values, clause.negate) : undefined;
  const column = SCALARS[clause.field];
  if (column === "id") {
    if (clause.op !== "in") return undefined;
    const values = clause.values.map((v) => (v === "true" ? 1 : v === "false" ? 0 : v));
    return idSet(memory, values, clause.negate);
  }
  if (!column) return undefined;
  const key = column as Column;
  if (clause.op === "range") {
    return between(memory, key, clause.min, true, clause.max, true);
  }
  if (clause.op === "in") {
    const numbers = clause.values.map((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v)));
    const known = new Set(numbers.filter((n) => !Number.isNaN(n)));
    const [only] = known;
    if (!clause.negate && known.size === 1 && only !== undefined)
      return between(memory, key, only, true, only, true);
    if (!clause.negate) return scan(memory, key, (x) => known.has(x));
    // SQL: `x NOT IN (…, NULL)` is never true.
    if (known.size < numbers.length) return new Uint32Array(memory.alive.length);
    return scan(memory, key, (x) => !known.has(x));
  }
  const { value } = clause;
  const [lo, loInclusive, hi, hiInclusive] =
    clause.op === ">"
      ? [value, false, Number.POSITIVE_INFINITY, true]
      : clause.op === ">="
        ? [value, true, Number.POSITIVE_INFINITY, true]
        : clause.op === "<"
          ? [Number.NEGATIVE_INFINITY, true, value, false]
          : [Number.NEGATIVE_INFINITY, true, value, true];
  return between(memory, key, lo, loInclusive, hi, hiInclusive);
}

/** The documents passing every clause (all of them without clauses), or undefined for the SQL path. */
export function filterSet(memory: CollectionMemory, clauses: FilterClause[]): Bits | undefined {
  const result = memory.alive.slice();
  for (const clause of clauses) {
    const set = clauseSet(memory, clause);
    if (!set) return undefined;
    intersect(result, set);
  }
  return result;
}
