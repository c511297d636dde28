/**
 * A collection's filter and facet structure, kept in memory beside its SQLite tables (decision
 * 0044): per multi-valued field and value a bitset of the documents holding it, the scalar columns
 * as typed arrays indexed by rowid, and the ranks that order documents by id and by name the way
 * SQLite's BINARY collation does. The SQLite tables stay the truth: the structure is read from them
 * (whole at first use, the changed rows after each write), so it never holds anything they do not.
 */
import type Database from "better-sqlite3";
import { add, type Bits, grown, has, remove, wordsFor } from "./bitset";
import { type Distinct, distinctValues } from "./memory-distinct";
import type { TextIndex } from "./memory-text";
import { TextIndexKeeper, type TextRebuildOptions } from "./memory-text-keeper";
import type { Tables } from "./schema";

/** The scalar columns of the documents table that filters, facets and sorts read. */
export const COLUMNS = [
  "price",
  "avg_rating",
  "in_stock",
  "eligible",
  "published",
  "is_freight",
  "created_at",
] as const;
export type Column = (typeof COLUMNS)[number];

/** Matches kept by `rememberMatches` per collection: 12 bytes each, at most 12 MB. */
const TEXT_MATCH_ROWS = 1_000_000;

/** One written document: the rowid it had before (if any), the one it has now, and whether its name stayed. */
export interface RowChange {
  removed?: number;
  added?: number;
  /** The new row has the id and name_sort of the removed one, so its place in id and name order holds. */
  sameOrder?: boolean;
  /** The row was rewritten in place with the same text (a stock or price change): FTS5 kept its rows. */
  textKept?: boolean;
}

/** The map's value of `key`, created by `make` when missing. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

export class CollectionMemory {
  /** Rowids covered by every bitset and array (a multiple of 32). */
  capacity = 0;
  alive: Bits = new Uint32Array(0);
  size = 0;
  columns = {} as Record<Column, Float64Array>;
  ids: (string | undefined)[] = [];
  readonly rowOf = new Map<string, number>();
  /** field → value → documents holding it. */
  readonly postings = new Map<string, Map<string, Bits>>();
  /**
   * Rows of the values table beyond the first for the same document, field and value (a tag listed
   * twice): SQL facet counts count rows, so these are added to keep the same counts.
   */
  readonly repeats = new Map<string, Map<string, Map<number, number>>>();
  /** Text scores of the current search by rowid (scratch, filled and read within one search). */
  scores = new Float64Array(0);
  /**
   * FTS5 matches with their bm25 scores by MATCH expression, until the collection changes (bm25
   * reads the collection's statistics, which only a write changes): a prefix typed by many
   * shoppers is scored once, not once per page size or filter.
   */
  readonly textMatches = new Map<string, { rows: Int32Array; scores: Float64Array }>();
  private textMatchRows = 0;
  private idRanks: Int32Array | undefined;
  private nameRanks: Int32Array | undefined;
  /** The text index (memory-text.ts), read with the rest and again, off the request path, when writes crowd it. */
  private readonly text: TextIndexKeeper;
  /** Distinct values per column, computed at the first facet on it and dropped by every write. */
  private readonly distincts = new Map<Column, Distinct>();

  constructor(
    private readonly db: Database.Database,
    private readonly t: Tables,
    textRebuild?: TextRebuildOptions,
  ) {
    const max = (db.prepare(`SELECT MAX(rowid) AS m FROM ${t.docs}`).get() as { m: number | null }).m ?? 0;
    this.ensure(max);
    const rows = db
      .prepare(`SELECT rowid, id, ${COLUMNS.join(", ")} FROM ${t.docs}`)
      .raw()
      .iterate() as Iterable<unknown[]>;
    for (const row of rows) this.setRow(row);
    const values = db.prepare(`SELECT doc, field, value FROM ${t.values}`).raw().iterate() as Iterable<
      [number, string, string]
    >;
    for (const [doc, field, value] of values) this.addValue(doc, field, value);
    this.text = new TextIndexKeeper(db, t, this.capacity, textRebuild);
  }

  /** The text index that answers now (never read on a shopper's request after the first one). */
  textIndex(): TextIndex {
    return this.text.index();
  }

  /** Text indexes read so far and whether one is being read (tests, the bench). */
  get textReads(): { count: number; rebuilding: boolean } {
    return { count: this.text.reads, rebuilding: this.text.rebuilding };
  }

  /** Stops work this structure scheduled (a rebuild of its text index): it is no longer used. */
  close(): void {
    this.text.close();
  }

  /** Makes room for `rowid` in every bitset and array. */
  private ensure(rowid: number) {
    if (rowid < this.capacity) return;
    const capacity = Math.max(64, wordsFor(Math.ceil((rowid + 1) * 1.25)) * 32);
    const words = capacity >>> 5;
    this.alive = grown(this.alive, words);
    for (const values of this.postings.values())
      for (const [value, bits] of values) values.set(value, grown(bits, words));
    for (const column of COLUMNS) {
      const next = new Float64Array(capacity);
      if (this.columns[column]) next.set(this.columns[column]);
      this.columns[column] = next;
    }
    this.scores = new Float64Array(capacity);
    this.distincts.clear();
    for (const name of ["idRanks", "nameRanks"] as const) {
      const ranks = this[name];
      if (ranks) {
        const next = new Int32Array(capacity);
        next.set(ranks);
        this[name] = next;
      }
    }
    this.capacity = capacity;
  }

  private setRow(row: unknown[]) {
    const [rowid, id, ...scalars] = row as [number, string, ...number[]];
    this.ensure(rowid);
    add(this.alive, rowid);
    this.size++;
    this.ids[rowid] = id;
    this.rowOf.set(id, rowid);
    COLUMNS.forEach((column, i) => {
      this.columns[column][rowid] = scalars[i] as number;
    });
  }

  private addValue(doc: number, field: string, value: string) {
    const values = entry(this.postings, field, () => new Map<string, Bits>());
    const bits = entry(values, value, () => new Uint32Array(this.capacity >>> 5));
    if (has(bits, doc)) {
      const docs = entry(
        entry(this.repeats, field, () => new Map()),
        value,
        () => new Map<number, number>(),
      );
      docs.set(doc, (docs.get(doc) ?? 0) + 1);
    } else add(bits, doc);
  }

  private dropRow(rowid: number) {
    if (rowid >= this.capacity || this.ids[rowid] === undefined) return;
    remove(this.alive, rowid);
    this.size--;
    const id = this.ids[rowid] as string;
    if (this.rowOf.get(id) === rowid) this.rowOf.delete(id);
    this.ids[rowid] = undefined;
    for (const values of this.postings.values()) for (const bits of values.values()) remove(bits, rowid);
    for (const byValue of this.repeats.values()) for (const docs of byValue.values()) docs.delete(rowid);
  }

  /** Keeps an expression's matches, within TEXT_MATCH_ROWS rows for all expressions. */
  rememberMatches(expression: string, rows: Int32Array, scores: Float64Array) {
    if (this.textMatchRows + rows.length > TEXT_MATCH_ROWS) {
      this.textMatches.clear();
      this.textMatchRows = 0;
    }
    this.textMatches.set(expression, { rows, scores });
    this.textMatchRows += rows.length;
  }

  /** Follows a write of the SQLite tables (upsert, remove), reading the new rows back from them. */
  apply(changes: RowChange[]) {
    this.textMatches.clear();
    this.distincts.clear();
    this.textMatchRows = 0;
    const readRow = this.db.prepare(
      `SELECT rowid, id, ${COLUMNS.join(", ")} FROM ${this.t.docs} WHERE rowid = ?`,
    );
    const readValues = this.db.prepare(`SELECT field, value FROM ${this.t.values} WHERE doc = ?`);
    for (const change of changes) {
      const kept = change.sameOrder && change.removed !== undefined;
      const idRank = kept ? this.idRanks?.[change.removed as number] : undefined;
      const nameRank = kept ? this.nameRanks?.[change.removed as number] : undefined;
      if (change.removed !== undefined) this.dropRow(change.removed);
      if (change.added === undefined) continue;
      const row = readRow.raw().get(change.added) as unknown[] | undefined;
      if (!row) continue;
      this.setRow(row);
      for (const [field, value] of readValues.raw().all(change.added) as [string, string][])
        this.addValue(change.added, field, value);
      if (idRank === undefined) this.idRanks = undefined;
      else if (this.idRanks) this.idRanks[change.added] = idRank;
      if (nameRank === undefined) this.nameRanks = undefined;
      else if (this.nameRanks) this.nameRanks[change.added] = nameRank;
    }
    // Rows rewritten with the same text keep their FTS5 rows and rowid: nothing for the text index.
    this.text.apply(
      changes.filter((change) => !change.textKept),
      this.capacity,
    );
  }

  /** The column's distinct values and each live document's index among them (memory-distinct.ts). */
  distinct(column: Column): Distinct {
    let known = this.distincts.get(column);
    if (!known) {
      known = distinctValues(this.columns[column], this.alive);
      this.distincts.set(column, known);
    }
    return known;
  }

  /** Each document's place in `ORDER BY id` (BINARY collation), computed by SQLite itself. */
  idRank(): Int32Array {
    if (!this.idRanks) this.idRanks = this.ranks(`SELECT rowid, NULL FROM ${this.t.docs} ORDER BY id`, false);
    return this.idRanks;
  }

  /** Each document's place in `ORDER BY name_sort`, equal names sharing a rank (ties go to the id). */
  nameRank(): Int32Array {
    if (!this.nameRanks)
      this.nameRanks = this.ranks(`SELECT rowid, name_sort FROM ${this.t.docs} ORDER BY name_sort`, true);
    return this.nameRanks;
  }

  private ranks(sql: string, dense: boolean): Int32Array {
    const ranks = new Int32Array(this.capacity);
    let rank = 0;
    let previous: unknown;
    for (const [rowid, key] of this.db.prepare(sql).raw().iterate() as Iterable<[number, unknown]>) {
      if (!dense || key !== previous) rank++;
      previous = key;
      ranks[rowid] = rank;
    }
    return ranks;
  }

  /** Approximate bytes held (bitsets, columns, ranks), for the bench's memory figures. */
  bytes(): number {
    let postings = 0;
    for (const values of this.postings.values()) postings += values.size * (this.capacity >>> 3);
    const ranks = (this.idRanks ? 4 : 0) + (this.nameRanks ? 4 : 0);
    const text = this.text.index().bytes();
    return postings + text + this.capacity * (COLUMNS.length * 8 + 8 + ranks) + this.alive.byteLength;
  }
}
