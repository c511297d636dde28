/**
 * A collection's text index in memory, beside its FTS5 table (decision 0072): per index term the
 * documents holding it with their column-weighted frequency, each document's length in tokens and
 * the table's totals, read from FTS5 itself (fts5vocab's instances, %_docsize, the averages record).
 * It scores the expressions ranking.ts writes (`"a" AND "b" AND "c"*`) with FTS5's own bm25
 * arithmetic, so a prefix matching all 50,000 documents is scored in a loop over typed arrays instead
 * of FTS5 reading each match's positions and size. Whatever it cannot answer exactly (the typo
 * fallback's OR groups, a term with a character no index term has) is left to FTS5: `score` returns
 * undefined.
 */
import type Database from "better-sqlite3";
import type { ProductDocument } from "../port";
import { analyzerFor } from "./analyzer";
import { add, type Bits, count, intersect } from "./bitset";
import { DeltaPostings } from "./memory-delta";
import { lowerBoundBinary } from "./memory-facets";
import { BM25_WEIGHTS, type TextData, TextIndexReader, varints } from "./memory-text-read";
import type { Tables } from "./schema";

export { BM25_WEIGHTS } from "./memory-text-read";

/** Documents written since the index was read, kept aside; beyond this the index is read again. */
export const DELTA_LIMIT = 5_000;

/** The text of a document's FTS5 columns (name, brand, categories, description), before analysis. */
export function textSources(doc: ProductDocument): string[] {
  const categories = [...doc["categories.lvl0"], ...doc["categories.lvl4"], ...doc["categories.lvl3"]];
  return [doc.name, doc.brand, categories.join(" "), doc.description];
}

/** The texts of a document's FTS5 columns (name, brand, categories, description), analyzed. */
export function indexedTexts(doc: ProductDocument, language: Tables["language"]): string[] {
  const analyzer = analyzerFor(language);
  return textSources(doc).map((text) => analyzer.indexText(text));
}

/**
 * What a write left the index able to do: answer exactly (`exact`), answer exactly with more
 * written documents than DELTA_LIMIT kept aside (`crowded`: read it again, off the request path),
 * or no longer answer exactly (`inexact`: a token it cannot reproduce; FTS5 answers until it is read
 * again).
 */
export type TextState = "exact" | "crowded" | "inexact";

interface Phrase {
  term: string;
  prefix: boolean;
}

/** `"a" AND "b"*` → its phrases; undefined for anything else (OR groups, empty phrases). */
function phrases(match: string): Phrase[] | undefined {
  const out: Phrase[] = [];
  for (const part of match.split(" AND ")) {
    const m = /^"([^"]+)"(\*?)$/.exec(part);
    if (!m) return undefined;
    out.push({ term: m[1] as string, prefix: m[2] === "*" });
  }
  return out;
}

export class TextIndex {
  private readonly terms: string[];
  private readonly starts: Int32Array;
  private readonly docs: Int32Array;
  /** Weighted frequencies: sums of the integer weights, exact in a float32 up to 2^24. */
  private readonly freqs: Float32Array;
  /** Characters of the index terms: a query term made of them is one token FTS5 leaves as it is. */
  private readonly characters: Set<string>;
  /** Tokens of each document, by rowid (FTS5's xColumnSize(-1)). */
  private lengths: Int32Array;
  /** Rowids whose postings above are void (written or removed since the index was read). */
  private retired: Bits;
  private retiredCount = 0;
  /** Documents written since, by rowid and by term, with their weighted frequencies. */
  private readonly delta = new DeltaPostings();
  /** FTS5's averages record: rows and tokens inserted (a contentless delete subtracts neither). */
  private rows = 0;
  private tokens = 0;
  /** Cleared by a write the index cannot follow: from then on `score` leaves every search to FTS5. */
  private exact = true;

  /** Reads the whole index at once (the collection's first search, tests). */
  static read(db: Database.Database, t: Tables, capacity: number): TextIndex {
    const reader = new TextIndexReader(db, t, capacity);
    reader.step();
    return new TextIndex(db, t, reader.result());
  }

  constructor(
    private readonly db: Database.Database,
    private readonly t: Tables,
    data: TextData,
  ) {
    ({
      terms: this.terms,
      starts: this.starts,
      docs: this.docs,
      freqs: this.freqs,
      characters: this.characters,
      lengths: this.lengths,
    } = data);
    this.retired = new Uint32Array(this.lengths.length >>> 5);
    this.readTotals();
    this.warm(this.lengths.length);
  }

  /**
   * Scores the most frequent term once, so that the loops below are compiled before the first
   * shopper's search: cold, they took 20–150 ms on a prefix matching most of 50,000 documents.
   */
  private warm(capacity: number) {
    let best = -1;
    let most = 0;
    for (let i = 0; i < this.terms.length; i++) {
      const postings = (this.starts[i + 1] as number) - (this.starts[i] as number);
      if (postings > most) [best, most] = [i, postings];
    }
    const term = this.terms[best];
    if (term && !term.includes('"')) this.score(`"${term}"`, capacity);
  }

  private readTotals() {
    const averages = this.db.prepare(`SELECT block FROM ${this.t.fts}_data WHERE id = 1`).pluck().get() as
      | Uint8Array
      | undefined;
    const [rows = 0, ...columns] = averages ? varints(averages) : [];
    this.rows = rows;
    this.tokens = columns.reduce((a, b) => a + b, 0);
  }

  /** Bytes held, for the bench's memory figures. */
  bytes(): number {
    return this.docs.byteLength + this.freqs.byteLength + this.starts.byteLength + this.lengths.byteLength;
  }

  /**
   * Follows a write: removed rows' postings are void, written rows are read back (their analyzed
   * texts from the stored document, checked against FTS5's sizes). Its state after (TextState): the
   * caller reads the index again unless it is `exact`.
   */
  apply(
    changes: { removed?: number; added?: number }[],
    capacity: number,
    deltaLimit = DELTA_LIMIT,
  ): TextState {
    if (!this.exact) return "inexact";
    if (capacity > this.lengths.length) {
      const lengths = new Int32Array(capacity);
      lengths.set(this.lengths);
      this.lengths = lengths;
      const retired = new Uint32Array(capacity >>> 5);
      retired.set(this.retired);
      this.retired = retired;
    }
    const read = this.db.prepare(
      `SELECT d.data, s.sz FROM ${this.t.docs} d JOIN ${this.t.fts}_docsize s ON s.id = d.rowid WHERE d.rowid = ?`,
    );
    for (const { removed, added } of changes) {
      for (const rowid of [removed, added]) {
        if (rowid === undefined) continue;
        add(this.retired, rowid);
        this.retiredCount++;
        this.delta.delete(rowid);
        this.lengths[rowid] = 0;
      }
      if (added === undefined) continue;
      const row = read.raw().get(added) as [string, Uint8Array] | undefined;
      if (!row) continue;
      const sizes = varints(row[1]);
      const texts = indexedTexts(JSON.parse(row[0]) as ProductDocument, this.t.language);
      const terms = new Map<string, number>();
      for (const [column, text] of texts.entries()) {
        const tokens = text.split(" ").filter(Boolean);
        if (tokens.length !== sizes[column]) return this.inexact();
        for (const token of tokens) {
          for (const c of token) if (!this.characters.has(c)) return this.inexact();
          terms.set(token, (terms.get(token) ?? 0) + (BM25_WEIGHTS[column] as number));
        }
      }
      this.delta.set(added, terms);
      this.lengths[added] = sizes.reduce((a, b) => a + b, 0);
    }
    this.readTotals();
    return this.delta.size <= deltaLimit ? "exact" : "crowded";
  }

  private inexact(): TextState {
    this.exact = false;
    return "inexact";
  }

  /** The first index term at or after `term` in BINARY order. */
  private lowerBound(term: string): number {
    return lowerBoundBinary(this.terms, term);
  }

  /**
   * One phrase's documents and their weighted frequencies (FTS5's aFreq) by rowid. Plain loops over
   * the typed arrays: a prefix such as `sch` visits some 100,000 postings, often while the code is
   * still cold (the first searches after a start).
   */
  private collect({ term, prefix }: Phrase, capacity: number) {
    const hits = new Uint32Array(capacity >>> 5);
    const freq = new Float64Array(capacity);
    const { starts, docs, freqs, retired, terms } = this;
    const checkRetired = this.retiredCount > 0;
    for (let i = this.lowerBound(term); i < terms.length; i++) {
      const candidate = terms[i] as string;
      if (prefix ? !candidate.startsWith(term) : candidate !== term) break;
      const end = starts[i + 1] as number;
      for (let p = starts[i] as number; p < end; p++) {
        const doc = docs[p] as number;
        const word = doc >>> 5;
        const bit = 1 << (doc & 31);
        if (checkRetired && ((retired[word] as number) & bit) !== 0) continue;
        freq[doc] = (freq[doc] as number) + (freqs[p] as number);
        hits[word] = (hits[word] as number) | bit;
      }
    }
    this.delta.forEach(term, prefix, (doc, f) => {
      freq[doc] = (freq[doc] as number) + f;
      add(hits, doc);
    });
    return { hits, freq };
  }

  /**
   * The matches of an FTS5 expression with their bm25 scores (negative, as FTS5's bm25 returns them),
   * or undefined when FTS5 must answer. The arithmetic is fts5_aux.c's, operation for operation, and
   * the IDF's logarithm is SQLite's `ln` (the C library's `log`, as FTS5 calls it).
   */
  score(match: string, capacity: number): { rows: Int32Array; scores: Float64Array } | undefined {
    const parsed = this.exact ? phrases(match) : undefined;
    if (!parsed) return undefined;
    for (const { term } of parsed) for (const c of term) if (!this.characters.has(c)) return undefined;
    const k1 = 1.2;
    const b = 0.75;
    const ln = this.db.prepare("SELECT ln(?)").pluck();
    const each = parsed.map((phrase) => {
      const { hits, freq } = this.collect(phrase, capacity);
      const nHit = count(hits);
      const x = (this.rows - nHit + 0.5) / (nHit + 0.5);
      let idf = (ln.get(x) as number | null) ?? Math.log(x);
      if (idf <= 0.0) idf = 1e-6;
      return { hits, freq, idf };
    });
    const matches = (each[0] as (typeof each)[number]).hits.slice();
    for (const { hits } of each.slice(1)) intersect(matches, hits);
    const found = count(matches);
    const rows = new Int32Array(found);
    const scores = new Float64Array(found);
    const avgdl = this.tokens / this.rows;
    const lengths = this.lengths;
    let n = 0;
    for (let w = 0; w < matches.length; w++) {
      let x = matches[w] as number;
      while (x !== 0) {
        const lowest = x & -x;
        const rowid = (w << 5) + 31 - Math.clz32(lowest);
        x ^= lowest;
        const D = lengths[rowid] as number;
        let score = 0.0;
        for (let k = 0; k < each.length; k++) {
          const { freq, idf } = each[k] as (typeof each)[number];
          const f = freq[rowid] as number;
          score += idf * ((f * (k1 + 1.0)) / (f + k1 * (1 - b + (b * D) / avgdl)));
        }
        rows[n] = rowid;
        scores[n++] = -1.0 * score;
      }
    }
    return { rows, scores };
  }
}
