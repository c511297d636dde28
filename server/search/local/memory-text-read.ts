/**
 * Reading a collection's text index from FTS5 (decision 0072) in slices (decision 0075): each
 * document's length in tokens from `%_docsize` by rowid range, then the postings from fts5vocab's
 * instances by term range. `step` reads until its deadline and can be called again on a later tick,
 * so a rebuild of the index runs beside shoppers' searches instead of inside one of them. Slices may
 * see writes made between them: the caller voids the written rowids in the finished index and adds
 * them from its delta (memory-text.ts), which makes the result exact whatever each slice saw.
 */
import type Database from "better-sqlite3";
import type { Tables } from "./schema";

/** bm25's column weights (name, brand, categories, description), as ranking.ts passes them to FTS5. */
export const BM25_WEIGHTS = [10.0, 5.0, 3.0, 1.0] as const;
const COLUMN = new Map([
  ["name", 0],
  ["brand", 1],
  ["categories", 2],
  ["description", 3],
]);
/** Rows read per statement: a few milliseconds (one term with more rows is read whole, decision 0075). */
const SLICE_ROWS = 5_000;

/** SQLite's varint (big-endian groups of 7 bits, a 9th byte of 8), as FTS5 writes its sizes. */
export function varints(blob: Uint8Array): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < blob.length) {
    let value = 0;
    for (let n = 0; n < 9 && i < blob.length; n++) {
      const byte = blob[i++] as number;
      if (n === 8) {
        value = value * 256 + byte;
        break;
      }
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) break;
    }
    out.push(value);
  }
  return out;
}

/** A growable typed array (the postings are read before their number is known). */
class Growing<T extends Int32Array | Float32Array> {
  length = 0;
  constructor(
    public items: T,
    private readonly make: (n: number) => T,
  ) {}
  push(value: number) {
    if (this.length === this.items.length) {
      const next = this.make(this.items.length * 2);
      next.set(this.items);
      this.items = next;
    }
    this.items[this.length++] = value;
  }
  done(): T {
    return this.items.slice(0, this.length) as T;
  }
}

/** What the text index holds, as read from FTS5. */
export interface TextData {
  terms: string[];
  starts: Int32Array;
  docs: Int32Array;
  freqs: Float32Array;
  /** Characters of the index terms: a query term made of them is one token FTS5 leaves as it is. */
  characters: Set<string>;
  lengths: Int32Array;
}

type Instance = [string, number, string];

export class TextIndexReader {
  private readonly lengths: Int32Array;
  private readonly terms: string[] = [];
  private readonly characters = new Set<string>();
  private readonly starts = new Growing(new Int32Array(1024), (n) => new Int32Array(n));
  private readonly docs = new Growing(new Int32Array(1024), (n) => new Int32Array(n));
  private readonly freqs = new Growing(new Float32Array(1024), (n) => new Float32Array(n));
  /** The last rowid of %_docsize read, then (once they are all read) the term to read from. */
  private lastRowid = 0;
  private sizesRead = false;
  private from: string | undefined = "";
  /** Whether `from` itself was read (a term that filled a slice on its own). */
  private past = false;
  private readonly sizes: Database.Statement;
  private readonly fromTerm: Database.Statement;
  private readonly afterTerm: Database.Statement;
  private readonly oneTerm: Database.Statement;

  constructor(
    db: Database.Database,
    t: Tables,
    capacity: number,
    private readonly rows = SLICE_ROWS,
  ) {
    this.lengths = new Int32Array(capacity);
    const instances = `temp.${t.fts}_instances`;
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${instances} USING fts5vocab(main, ${t.fts}, instance)`);
    this.sizes = db.prepare(`SELECT id, sz FROM ${t.fts}_docsize WHERE id > ? ORDER BY id LIMIT ${rows}`);
    this.fromTerm = db.prepare(`SELECT term, doc, col FROM ${instances} WHERE term >= ? LIMIT ${rows}`);
    this.afterTerm = db.prepare(`SELECT term, doc, col FROM ${instances} WHERE term > ? LIMIT ${rows}`);
    this.oneTerm = db.prepare(`SELECT term, doc, col FROM ${instances} WHERE term = ?`);
  }

  /** Reads slices until `deadline` (performance.now()); true when everything is read. */
  step(deadline = Number.POSITIVE_INFINITY): boolean {
    do {
      if (!this.sizesRead) this.readSizes();
      else if (this.from !== undefined) this.readTerms(this.from);
      else return true;
    } while (performance.now() < deadline);
    return this.sizesRead && this.from === undefined;
  }

  private readSizes() {
    const rows = this.sizes.raw().all(this.lastRowid) as [number, Uint8Array][];
    for (const [rowid, size] of rows) {
      if (rowid < this.lengths.length) this.lengths[rowid] = varints(size).reduce((a, b) => a + b, 0);
      this.lastRowid = rowid;
    }
    if (rows.length < this.rows) this.sizesRead = true;
  }

  /**
   * The instances of the terms from `from` on, whole terms only: the last term of a full slice may
   * go on, so it is read again by the next slice (or on its own, when it fills a slice by itself).
   */
  private readTerms(from: string) {
    let rows = (this.past ? this.afterTerm : this.fromTerm).raw().all(from) as Instance[];
    const full = rows.length === this.rows;
    if (full) {
      const last = (rows[rows.length - 1] as Instance)[0];
      const whole = rows.findIndex(([term]) => term === last);
      if (whole === 0) rows = this.oneTerm.raw().all(last) as Instance[];
      else rows = rows.slice(0, whole);
      this.from = last;
      this.past = whole === 0;
    } else this.from = undefined;
    this.add(rows);
  }

  private add(rows: Instance[]) {
    const { terms, starts, docs, freqs } = this;
    let term: string | undefined;
    let doc = -1;
    for (const [t, d, col] of rows) {
      if (t !== term) {
        term = t;
        doc = -1;
        terms.push(t);
        starts.push(docs.length);
        for (const c of t) this.characters.add(c);
      }
      if (d !== doc) {
        doc = d;
        docs.push(d);
        freqs.push(0);
      }
      const at = freqs.length - 1;
      freqs.items[at] = (freqs.items[at] as number) + (BM25_WEIGHTS[COLUMN.get(col) ?? 3] as number);
    }
  }

  /** The index's data, once `step` returned true. */
  result(): TextData {
    this.starts.push(this.docs.length);
    return {
      terms: this.terms,
      starts: this.starts.done(),
      docs: this.docs.done(),
      freqs: this.freqs.done(),
      characters: this.characters,
      lengths: this.lengths,
    };
  }
}
