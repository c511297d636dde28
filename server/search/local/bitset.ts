/**
 * Document sets of the local search as bitsets: bit `rowid` of a Uint32Array is set when the
 * document with that SQLite rowid belongs to the set. Filters intersect them and facets count them
 * (decision 0044), which is what a category page of tens of thousands of products needs: a few
 * thousand 32-bit words per operation instead of a row per document and value in SQL.
 */
export type Bits = Uint32Array;

/** Words needed for `bits` bits. */
export const wordsFor = (bits: number) => (bits + 31) >>> 5;

export const has = (set: Bits, i: number) => ((set[i >>> 5] ?? 0) & (1 << (i & 31))) !== 0;

export function add(set: Bits, i: number): void {
  set[i >>> 5] = (set[i >>> 5] ?? 0) | (1 << (i & 31));
}

export function remove(set: Bits, i: number): void {
  set[i >>> 5] = (set[i >>> 5] ?? 0) & ~(1 << (i & 31));
}

/** A copy of `set` with room for `words` words (bitsets grow as rowids do). */
export function grown(set: Bits, words: number): Bits {
  const next = new Uint32Array(words);
  next.set(set.subarray(0, Math.min(set.length, words)));
  return next;
}

/** Bits set in one 32-bit word (SWAR). */
export function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function count(set: Bits): number {
  let n = 0;
  for (let w = 0; w < set.length; w++) n += bitCount(set[w] as number);
  return n;
}

/** |a ∩ b| without building the intersection (a facet value's count). */
export function countBoth(a: Bits, b: Bits): number {
  let n = 0;
  const words = Math.min(a.length, b.length);
  for (let w = 0; w < words; w++) {
    const x = (a[w] as number) & (b[w] as number);
    if (x !== 0) n += bitCount(x);
  }
  return n;
}

/** `into` ∩= `other` (words beyond `other` are cleared). */
export function intersect(into: Bits, other: Bits): Bits {
  for (let w = 0; w < into.length; w++) into[w] = (into[w] as number) & (other[w] ?? 0);
  return into;
}

/** `into` ∪= `other`. */
export function unite(into: Bits, other: Bits): Bits {
  const words = Math.min(into.length, other.length);
  for (let w = 0; w < words; w++) into[w] = (into[w] as number) | (other[w] as number);
  return into;
}

/** `into` \= `other`. */
export function subtract(into: Bits, other: Bits): Bits {
  const words = Math.min(into.length, other.length);
  for (let w = 0; w < words; w++) into[w] = (into[w] as number) & ~(other[w] as number);
  return into;
}

/** Calls `visit` with every member in ascending order (the order SQLite visits rowids). */
export function forEach(set: Bits, visit: (i: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let x = set[w] as number;
    while (x !== 0) {
      const lowest = x & -x;
      visit((w << 5) + 31 - Math.clz32(lowest));
      x ^= lowest;
    }
  }
}

/** The members in ascending order. */
export function members(set: Bits, size = count(set)): Int32Array {
  const out = new Int32Array(size);
  let n = 0;
  forEach(set, (i) => {
    out[n++] = i;
  });
  return out;
}
