/**
 * The local search adapter: SQLite FTS5 answering the subset of Typesense's search parameters the
 * shop uses, with Typesense's response shape. Each collection (`prod.{locale}`) has three tables:
 * its documents with the sortable and filterable scalars, their multi-valued fields (tags, brand,
 * category levels and ids) and a contentless FTS5 index of the analyzed text (analyzer.ts). Filters,
 * facet counts and sorts run over an in-memory structure of each collection read from those tables
 * (memory.ts, decision 0044); the SQL path (sql-search.ts) answers what it does not take.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { parseFilter } from "../filter";
import type {
  BulkLoading,
  ClickEvent,
  MultiSearchResult,
  ProductDocument,
  SearchParams,
  SearchPort,
  SearchResponse,
} from "../port";
import { ResultCache } from "../result-cache";
import { filterSql } from "./filter-sql";
import { CollectionMemory, type RowChange } from "./memory";
import { memorySearch, scoredInMemory } from "./memory-search";
import { indexedTexts, textSources } from "./memory-text";
import type { TextRebuildOptions } from "./memory-text-keeper";
import { RebuildQueue } from "./memory-text-queue";
import { textMatch } from "./ranking";
import {
  collectionTables,
  createIndexes,
  dropIndexes,
  FTS5_AUTOMERGE,
  MULTI_VALUED,
  SearchError,
  type Tables,
} from "./schema";
import { sqlSearch } from "./sql-search";

export { SearchError } from "./schema";

export interface LocalSearchOptions {
  /** Filters, facets and sorts in memory (the default); false keeps every search in SQL. */
  memory?: boolean;
  /** How the text index is read again off the request path (defaults; tests step through it). */
  textRebuild?: TextRebuildOptions;
}

/** Whether the stored document (its JSON) has the text of `doc` in every FTS5 column. */
function sameText(stored: string, doc: ProductDocument): boolean {
  const before = textSources(JSON.parse(stored) as ProductDocument);
  return textSources(doc).every((text, i) => text === before[i]);
}

/** SQLite's page cache while a rebuild writes (KiB, negative as the pragma takes it): 256 MB. */
const REBUILD_CACHE_SIZE = -256 * 1024;
/**
 * WAL pages between checkpoints while a rebuild writes (64 MB; SQLite's default is 1,000 pages): the
 * pages every commit rewrites (B-tree edges, FTS5's structure record) are copied into the file once
 * per checkpoint, not once per 4 MB of log (decision 0080).
 */
const REBUILD_WAL_CHECKPOINT = 16_384;

/**
 * The insert of one multi-valued field's rows with the field's name written into the SQL. The names
 * come from MULTI_VALUED alone; the check keeps anything else (a quote) out of the statement.
 */
export function insertValueSql(values: string, field: string): string {
  if (!/^[\w.]+$/.test(field)) throw new Error(`Not a field name for SQL: ${JSON.stringify(field)}`);
  return `INSERT INTO ${values} (doc, field, value) VALUES (?, '${field}', ?)`;
}

interface UpsertStatements {
  find: Database.Statement;
  dropText: Database.Statement;
  dropValues: Database.Statement;
  dropDoc: Database.Statement;
  insertDoc: Database.Statement;
  rewriteDoc: Database.Statement;
  insertValues: (readonly [(typeof MULTI_VALUED)[number], Database.Statement])[];
  insertText: Database.Statement;
}

export class LocalSearch implements SearchPort, BulkLoading {
  private readonly cache = new ResultCache<SearchResponse>();
  private readonly known = new Map<string, Tables>();
  private readonly memories = new Map<string, CollectionMemory>();
  /** `upsert`'s statements per collection tables, prepared on its first call. */
  private readonly prepared = new WeakMap<Tables, UpsertStatements>();
  /** How many searches each path answered (the bench prints it; the equivalence test checks it). */
  readonly paths = { memory: 0, sql: 0 };
  /** SQLite's data_version when the memories were read: another connection's write changes it. */
  private dataVersion: number | undefined;
  /** The text-index rebuilds of all collections, one at a time and one slice per tick (decision 0075). */
  private readonly rebuilds: RebuildQueue;
  /** Collections being loaded in bulk (`rebuilding`): searched in SQL, no memory kept in step meanwhile. */
  private readonly loading = new Set<string>();

  constructor(
    readonly db: Database.Database,
    private readonly options: LocalSearchOptions = {},
  ) {
    this.rebuilds = options.textRebuild?.queue ?? new RebuildQueue(options.textRebuild?.schedule);
    db.exec(`CREATE TABLE IF NOT EXISTS clicks (
      collection TEXT NOT NULL, query TEXT NOT NULL, doc_id TEXT NOT NULL, position INTEGER NOT NULL,
      user_id TEXT NOT NULL, at TEXT NOT NULL)`);
  }

  /** Click analytics are kept for reporting (which hits shoppers choose for which queries). */
  async recordClick(event: ClickEvent): Promise<void> {
    this.db
      .prepare(
        "INSERT INTO clicks (collection, query, doc_id, position, user_id, at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(
        event.collection,
        event.query,
        event.docId,
        event.position,
        event.userId,
        new Date().toISOString(),
      );
  }

  static open(file: string): LocalSearch {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    return new LocalSearch(db);
  }

  /**
   * Whether a collection exists and holds documents. A start checks every locale's, so an index
   * whose build was cut short (the process stopped mid-way) is completed rather than served half.
   */
  hasDocuments(collection: string): boolean {
    try {
      const t = this.tables(collection, false);
      return this.db.prepare(`SELECT 1 FROM ${t.docs} LIMIT 1`).get() !== undefined;
    } catch (error) {
      if (error instanceof SearchError && error.code === 404) return false;
      throw error;
    }
  }

  /** The tables of a collection; created on first write. Unknown collections answer 404 like Typesense. */
  private tables(collection: string, create: boolean): Tables {
    const known = this.known.get(collection);
    if (known) return known;
    const tables = collectionTables(this.db, collection, create);
    this.known.set(collection, tables);
    return tables;
  }

  /**
   * The collection's in-memory structure, read from its tables at first use and kept in step by this
   * instance's writes; all are read again when another connection (a rebuild script) wrote the file.
   */
  private memory(collection: string, t: Tables): CollectionMemory | undefined {
    if (this.options.memory === false || this.loading.has(collection)) return undefined;
    const version = this.db.pragma("data_version", { simple: true }) as number;
    if (version !== this.dataVersion) {
      for (const memory of this.memories.values()) memory.close();
      this.memories.clear();
      this.dataVersion = version;
    }
    const memory =
      this.memories.get(collection) ??
      new CollectionMemory(this.db, t, { ...this.options.textRebuild, queue: this.rebuilds });
    this.memories.set(collection, memory);
    return memory;
  }

  /** The collection's in-memory structure (read if needed), for tests and the bench. */
  memoryOf(collection: string): CollectionMemory | undefined {
    return this.memory(collection, this.tables(collection, false));
  }

  /** Bytes the in-memory structures hold (the bench prints it). */
  memoryBytes(): number {
    let bytes = 0;
    for (const memory of this.memories.values()) bytes += memory.bytes();
    return bytes;
  }

  private invalidate(collection: string) {
    this.cache.dropCollection(collection);
  }

  /** The statements `upsert` runs on a collection's tables, prepared once per tables. */
  private upsertStatements(t: Tables): UpsertStatements {
    const known = this.prepared.get(t);
    if (known) return known;
    const columns =
      "id, name_sort, price, avg_rating, in_stock, eligible, published, is_freight, created_at, data";
    const statements: UpsertStatements = {
      find: this.db.prepare(`SELECT rowid, name_sort, data FROM ${t.docs} WHERE id = ?`),
      dropText: this.db.prepare(`DELETE FROM ${t.fts} WHERE rowid = ?`),
      dropValues: this.db.prepare(`DELETE FROM ${t.values} WHERE doc = ?`),
      dropDoc: this.db.prepare(`DELETE FROM ${t.docs} WHERE rowid = ?`),
      insertDoc: this.db.prepare(`INSERT INTO ${t.docs} (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      rewriteDoc: this.db.prepare(
        `INSERT OR REPLACE INTO ${t.docs} (rowid, ${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      // One statement per field, its name written in: a value row binds two values, not three.
      insertValues: MULTI_VALUED.map(
        (field) => [field, this.db.prepare(insertValueSql(t.values, field))] as const,
      ),
      insertText: this.db.prepare(
        `INSERT INTO ${t.fts} (rowid, name, brand, categories, description) VALUES (?, ?, ?, ?, ?)`,
      ),
    };
    this.prepared.set(t, statements);
    return statements;
  }

  /**
   * Writes documents. One whose text (name, brand, categories, description) is the one stored, as
   * after a stock or price change, is rewritten in place: same rowid, FTS5's rows untouched, so the
   * text index has nothing to follow (decision 0075). Any other replaces its rows under a new rowid.
   */
  async upsert(collection: string, documents: ProductDocument[]): Promise<void> {
    const t = this.tables(collection, true);
    const { find, dropText, dropValues, dropDoc, insertDoc, rewriteDoc, insertValues, insertText } =
      this.upsertStatements(t);
    const changes: RowChange[] = [];
    this.db.transaction(() => {
      for (const doc of documents) {
        const previous = find.get(doc.id) as { rowid: number; name_sort: string; data: string } | undefined;
        const nameSort = doc.name.toLocaleLowerCase();
        const row = [
          doc.id,
          nameSort,
          doc.price,
          doc.avgRating,
          doc.inStock ? 1 : 0,
          doc.eligibleForSelling ? 1 : 0,
          doc.published ? 1 : 0,
          doc.isFreight ? 1 : 0,
          doc.createdAt,
          JSON.stringify(doc),
        ];
        let rowid: number;
        const textKept = previous !== undefined && sameText(previous.data, doc);
        if (previous && textKept) {
          rowid = previous.rowid;
          dropValues.run(rowid);
          rewriteDoc.run(rowid, ...row);
        } else {
          if (previous) {
            dropText.run(previous.rowid);
            dropValues.run(previous.rowid);
            dropDoc.run(previous.rowid);
          }
          rowid = Number(insertDoc.run(...row).lastInsertRowid);
          insertText.run(rowid, ...indexedTexts(doc, t.language));
        }
        for (const [field, insertValue] of insertValues) {
          const value = doc[field];
          if (!Array.isArray(value)) {
            if (value) insertValue.run(rowid, value);
          } else for (const v of value) if (v) insertValue.run(rowid, v);
        }
        changes.push({
          removed: previous?.rowid,
          added: rowid,
          sameOrder: previous?.name_sort === nameSort,
          textKept,
        });
      }
    })();
    this.memories.get(collection)?.apply(changes);
    this.invalidate(collection);
  }

  async remove(collection: string, ids: string[]): Promise<void> {
    const t = this.tables(collection, true);
    const find = this.db.prepare(`SELECT rowid FROM ${t.docs} WHERE id = ?`);
    const drops = [
      this.db.prepare(`DELETE FROM ${t.fts} WHERE rowid = ?`),
      this.db.prepare(`DELETE FROM ${t.values} WHERE doc = ?`),
      this.db.prepare(`DELETE FROM ${t.docs} WHERE rowid = ?`),
    ];
    const changes: RowChange[] = [];
    this.db.transaction(() => {
      for (const id of ids) {
        const row = find.get(id) as { rowid: number } | undefined;
        if (row) for (const drop of drops) drop.run(row.rowid);
        if (row) changes.push({ removed: row.rowid });
      }
    })();
    this.memories.get(collection)?.apply(changes);
    this.invalidate(collection);
  }

  async reset(collection: string): Promise<void> {
    const t = this.tables(collection, true);
    this.db.exec(`DELETE FROM ${t.fts}; DELETE FROM ${t.values}; DELETE FROM ${t.docs};`);
    this.forget(collection);
  }

  /** Drops the collection's in-memory structure (and a rebuild of its text index it scheduled). */
  private forget(collection: string) {
    this.memories.get(collection)?.close();
    this.memories.delete(collection);
    this.invalidate(collection);
  }

  /**
   * A rebuild's reset and refill in bulk (decision 0072): the collections' secondary indexes are
   * dropped and built once after the load (a sort each, instead of a B-tree insert per row), FTS5
   * merges its segments once at the end instead of after every page, and the page cache is larger
   * while the 28 collections' tables grow side by side. No in-memory structure is kept in step
   * during the load: every page would count as text writes and, past DELTA_LIMIT, have the text
   * index read again and again (decision 0075); searches meanwhile take the SQL path, and the first
   * search after the load reads the structure once.
   */
  async rebuilding<T>(collections: string[], load: () => Promise<T>): Promise<T> {
    const all = collections.map((collection) => this.tables(collection, true));
    const cacheSize = this.db.pragma("cache_size", { simple: true }) as number;
    const walCheckpoint = this.db.pragma("wal_autocheckpoint", { simple: true }) as number;
    const automerge = (t: Tables, n: number) =>
      this.db.exec(`INSERT INTO ${t.fts} (${t.fts}, rank) VALUES ('automerge', ${Math.trunc(n)})`);
    try {
      this.db.pragma(`cache_size = ${REBUILD_CACHE_SIZE}`);
      this.db.pragma(`wal_autocheckpoint = ${REBUILD_WAL_CHECKPOINT}`);
      for (const collection of collections) {
        this.forget(collection);
        this.loading.add(collection);
      }
      try {
        for (const t of all) {
          dropIndexes(this.db, t);
          automerge(t, 0);
        }
        return await load();
      } finally {
        for (const t of all) {
          createIndexes(this.db, t);
          this.db.exec(`INSERT INTO ${t.fts} (${t.fts}) VALUES ('optimize')`);
          automerge(t, FTS5_AUTOMERGE);
        }
      }
    } finally {
      for (const collection of collections) {
        this.loading.delete(collection);
        this.invalidate(collection);
      }
      // Put back even when the load or the index builds threw; then copy the log the larger interval
      // left (up to 64 MB) into the file now, not in the first write after (a stock update on a request).
      this.db.pragma(`cache_size = ${cacheSize}`);
      this.db.pragma(`wal_autocheckpoint = ${walCheckpoint}`);
      this.db.pragma("wal_checkpoint(PASSIVE)");
    }
  }

  async multiSearch(
    searches: (SearchParams & { collection: string })[],
  ): Promise<{ results: MultiSearchResult[] }> {
    const results: MultiSearchResult[] = [];
    for (const { collection, ...params } of searches) {
      try {
        results.push(await this.search(collection, params));
      } catch (error) {
        results.push({
          error: error instanceof Error ? error.message : String(error),
          code: error instanceof SearchError ? error.code : 500,
        });
      }
    }
    return { results };
  }

  async search(collection: string, params: SearchParams): Promise<SearchResponse> {
    const started = performance.now();
    const key = ResultCache.key(collection, params);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const t = this.tables(collection, false);
    const memory = this.memory(collection, t);
    // per_page 0 answers the count and the facets without hits, as in Typesense (facet-only searches).
    const perPage = Math.min(Math.max(params.per_page ?? 10, 0), 250);
    const page = Math.max(params.page ?? 1, 1);
    const outOf =
      memory?.size ?? (this.db.prepare(`SELECT COUNT(*) AS n FROM ${t.docs}`).get() as { n: number }).n;
    const answer = (found: number, hits: SearchResponse["hits"], facets: SearchResponse["facet_counts"]) => ({
      found,
      out_of: outOf,
      page,
      search_time_ms: 0,
      hits,
      facet_counts: facets,
      request_params: { collection_name: collection, per_page: perPage, q: params.q },
    });
    // SPEC §7: an empty query gives empty hits ("*" lists everything).
    if (params.q.trim() === "") return answer(0, [], []);
    const filter = filterSql(t, params.filter_by);
    const inMemory = (m: string) => {
      const scored = memory && scoredInMemory(memory, m);
      return scored && scored.rows.length > 0;
    };
    const match = textMatch(this.db, t, params, inMemory);
    if (match === null) return answer(0, [], []);

    const paging = { page, perPage };
    let result =
      memory && memorySearch(this.db, t, memory, params, parseFilter(params.filter_by), match, paging);
    if (result) this.paths.memory++;
    else {
      result = sqlSearch(this.db, t, params, filter, match, paging);
      this.paths.sql++;
    }
    const response: SearchResponse = answer(result.found, result.hits, result.facets);
    response.search_time_ms = Math.round(performance.now() - started);
    this.cache.set(key, response);
    return response;
  }
}
