/**
 * The local search adapter: SQLite FTS5 answering the subset of Typesense's search parameters the
 * shop uses, with Typesense's response shape. Each collection (`prod.{locale}`) has three tables:
 * its documents with the sortable and filterable scalars, their multi-valued fields (tags, brand,
 * category levels and ids) and a contentless FTS5 index of the analyzed text (analyzer.ts).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { isLocaleCode, type Language, TIMINGS } from "../../../config";
import { type FilterClause, parseFilter } from "../filter";
import type {
  ClickEvent,
  FacetCount,
  MultiSearchResult,
  ProductDocument,
  SearchParams,
  SearchPort,
  SearchResponse,
} from "../port";
import { analyzerFor, editDistance } from "./analyzer";

const MULTI_VALUED = [
  "tags",
  "brand",
  "categories.lvl0",
  "categories.lvl1",
  "categories.lvl2",
  "categories.lvl3",
  "categories.lvl4",
  "categoryIds",
] as const;
const SCALARS: Record<string, string> = {
  price: "price",
  avgRating: "avg_rating",
  inStock: "in_stock",
  eligibleForSelling: "eligible",
  published: "published",
  createdAt: "created_at",
  isFreight: "is_freight",
  id: "id",
  sku: "id",
};
const SORTS: Record<string, string> = {
  "price:asc": "d.price ASC",
  "price:desc": "d.price DESC",
  "name:asc": "d.name_sort ASC",
  "name:desc": "d.name_sort DESC",
  "createdAt:desc": "d.created_at DESC",
  "createdAt:asc": "d.created_at ASC",
};
const CACHE_LIMIT = 2000;

export class SearchError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface Tables {
  docs: string;
  values: string;
  fts: string;
  vocab: string;
  language: Language;
}

export class LocalSearch implements SearchPort {
  private readonly cache = new Map<string, { expires: number; response: SearchResponse }>();
  private readonly known = new Map<string, Tables>();

  constructor(readonly db: Database.Database) {
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

  /** True while no collection has documents (a new index to build). */
  isEmpty(): boolean {
    const tables = this.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%_docs'")
      .all() as { name: string }[];
    return tables.every((t) => this.db.prepare(`SELECT 1 FROM ${t.name} LIMIT 1`).get() === undefined);
  }

  /** The tables of a collection; created on first write. Unknown collections answer 404 like Typesense. */
  private tables(collection: string, create: boolean): Tables {
    const known = this.known.get(collection);
    if (known) return known;
    const locale = collection.replace(/^prod\./, "");
    if (!/^prod\./.test(collection) || !isLocaleCode(locale))
      throw new SearchError(404, `Not found: collection ${collection}`);
    const base = collection.replace(/[^a-zA-Z0-9]/g, "_").toLowerCase();
    const tables: Tables = {
      docs: `${base}_docs`,
      values: `${base}_values`,
      fts: `${base}_fts`,
      vocab: `${base}_vocab`,
      language: locale.split("-")[0] as Language,
    };
    const exists = this.db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(tables.docs);
    if (!exists) {
      if (!create) throw new SearchError(404, `Not found: collection ${collection}`);
      this.db.exec(`
        CREATE TABLE ${tables.docs} (
          rowid INTEGER PRIMARY KEY, id TEXT UNIQUE NOT NULL, name_sort TEXT NOT NULL, price REAL NOT NULL,
          avg_rating REAL NOT NULL, in_stock INTEGER NOT NULL, eligible INTEGER NOT NULL, published INTEGER NOT NULL,
          is_freight INTEGER NOT NULL, created_at INTEGER NOT NULL, data TEXT NOT NULL);
        CREATE INDEX ${tables.docs}_price ON ${tables.docs} (price);
        CREATE INDEX ${tables.docs}_created ON ${tables.docs} (created_at);
        CREATE TABLE ${tables.values} (doc INTEGER NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL);
        CREATE INDEX ${tables.values}_lookup ON ${tables.values} (field, value, doc);
        CREATE INDEX ${tables.values}_doc ON ${tables.values} (doc, field, value);
        CREATE VIRTUAL TABLE ${tables.fts} USING fts5(name, brand, categories, description,
          content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE ${tables.vocab} USING fts5vocab(${tables.fts}, 'row');`);
    }
    this.known.set(collection, tables);
    return tables;
  }

  private invalidate(collection: string) {
    for (const key of this.cache.keys()) if (key.startsWith(`${collection}|`)) this.cache.delete(key);
  }

  async upsert(collection: string, documents: ProductDocument[]): Promise<void> {
    const t = this.tables(collection, true);
    const analyzer = analyzerFor(t.language);
    const text = (value: string) => analyzer.terms(value).join(" ");
    const find = this.db.prepare(`SELECT rowid FROM ${t.docs} WHERE id = ?`);
    const dropText = this.db.prepare(`DELETE FROM ${t.fts} WHERE rowid = ?`);
    const dropValues = this.db.prepare(`DELETE FROM ${t.values} WHERE doc = ?`);
    const dropDoc = this.db.prepare(`DELETE FROM ${t.docs} WHERE rowid = ?`);
    const insertDoc = this.db.prepare(
      `INSERT INTO ${t.docs} (id, name_sort, price, avg_rating, in_stock, eligible, published, is_freight, created_at, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertValue = this.db.prepare(`INSERT INTO ${t.values} (doc, field, value) VALUES (?, ?, ?)`);
    const insertText = this.db.prepare(
      `INSERT INTO ${t.fts} (rowid, name, brand, categories, description) VALUES (?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const doc of documents) {
        const previous = find.get(doc.id) as { rowid: number } | undefined;
        if (previous) {
          dropText.run(previous.rowid);
          dropValues.run(previous.rowid);
          dropDoc.run(previous.rowid);
        }
        const { lastInsertRowid } = insertDoc.run(
          doc.id,
          doc.name.toLocaleLowerCase(),
          doc.price,
          doc.avgRating,
          doc.inStock ? 1 : 0,
          doc.eligibleForSelling ? 1 : 0,
          doc.published ? 1 : 0,
          doc.isFreight ? 1 : 0,
          doc.createdAt,
          JSON.stringify(doc),
        );
        for (const field of MULTI_VALUED) {
          const value = doc[field];
          for (const v of Array.isArray(value) ? value : [value])
            if (v) insertValue.run(lastInsertRowid, field, v);
        }
        const categories = [
          ...doc["categories.lvl0"],
          ...doc["categories.lvl4"],
          ...doc["categories.lvl3"],
        ].join(" ");
        insertText.run(
          lastInsertRowid,
          text(doc.name),
          text(doc.brand),
          text(categories),
          text(doc.description),
        );
      }
    })();
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
    this.db.transaction(() => {
      for (const id of ids) {
        const row = find.get(id) as { rowid: number } | undefined;
        if (row) for (const drop of drops) drop.run(row.rowid);
      }
    })();
    this.invalidate(collection);
  }

  async reset(collection: string): Promise<void> {
    const t = this.tables(collection, true);
    this.db.exec(`DELETE FROM ${t.fts}; DELETE FROM ${t.values}; DELETE FROM ${t.docs};`);
    this.invalidate(collection);
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
    const key = `${collection}|${JSON.stringify(params)}`;
    const hit = this.cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.response;
    const t = this.tables(collection, false);
    // per_page 0 answers the count and the facets without hits, as in Typesense (facet-only searches).
    const perPage = Math.min(Math.max(params.per_page ?? 10, 0), 250);
    const page = Math.max(params.page ?? 1, 1);
    const empty = (outOf: number): SearchResponse => ({
      found: 0,
      out_of: outOf,
      page,
      search_time_ms: 0,
      hits: [],
      facet_counts: [],
      request_params: { collection_name: collection, per_page: perPage, q: params.q },
    });
    const outOf = (this.db.prepare(`SELECT COUNT(*) AS n FROM ${t.docs}`).get() as { n: number }).n;
    // SPEC §7: an empty query gives empty hits ("*" lists everything).
    if (params.q.trim() === "") return empty(outOf);

    const where: string[] = [];
    const args: unknown[] = [];
    let clauses: FilterClause[];
    try {
      clauses = parseFilter(params.filter_by);
    } catch (error) {
      // Like Typesense, a malformed filter is the request's fault (400), not the server's.
      throw new SearchError(400, error instanceof Error ? error.message : String(error));
    }
    for (const clause of clauses) this.filterSql(t, clause, where, args);

    let match: string | undefined;
    if (params.q.trim() !== "*") {
      const terms = analyzerFor(t.language).queryTerms(params.q);
      if (terms.length === 0) return empty(outOf);
      match = this.matchExpression(terms, params.prefix !== false);
      if (params.num_typos !== 0 && !this.anyMatch(t, match))
        match = this.typoExpression(t, terms, params.num_typos ?? 2) ?? match;
    }

    // The matching documents are collected once per search; hits, count and facets read from there.
    const textJoin = match
      ? `JOIN (SELECT rowid, bm25(${t.fts}, 10.0, 5.0, 3.0, 1.0) AS score FROM ${t.fts} WHERE ${t.fts} MATCH ?) m ON m.rowid = d.rowid`
      : "";
    const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
    this.db.exec("CREATE TEMP TABLE IF NOT EXISTS matched (rowid INTEGER PRIMARY KEY, score REAL NOT NULL)");
    this.db.exec("DELETE FROM temp.matched");
    this.db
      .prepare(
        `INSERT INTO temp.matched (rowid, score) SELECT d.rowid, ${match ? "m.score" : "0"} FROM ${t.docs} d ${textJoin} ${filter}`,
      )
      .run(...(match ? [match] : []), ...args);
    const found = (this.db.prepare("SELECT COUNT(*) AS n FROM temp.matched").get() as { n: number }).n;

    const sort = (params.sort_by ?? "_text_match:desc").split(",")[0]?.trim() ?? "";
    const order = SORTS[sort] ?? (match ? "x.score ASC" : "d.created_at DESC");
    const rows = this.db
      .prepare(
        `SELECT d.data, x.score FROM temp.matched x JOIN ${t.docs} d ON d.rowid = x.rowid ORDER BY ${order}, d.id LIMIT ? OFFSET ?`,
      )
      .all(perPage, (page - 1) * perPage) as { data: string; score: number }[];

    const response: SearchResponse = {
      found,
      out_of: outOf,
      page,
      search_time_ms: 0,
      hits: rows.map((row) => ({
        document: JSON.parse(row.data) as ProductDocument,
        ...(match ? { text_match: Math.round(-row.score * 1000) } : {}),
      })),
      facet_counts: this.facets(t, params),
      request_params: { collection_name: collection, per_page: perPage, q: params.q },
    };
    response.search_time_ms = Math.round(performance.now() - started);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { expires: Date.now() + TIMINGS.seconds.searchCache * 1000, response });
    return response;
  }

  private matchExpression(terms: string[], prefix: boolean): string {
    return terms
      .map((term, i) => `"${term.replace(/"/g, "")}"${prefix && i === terms.length - 1 ? "*" : ""}`)
      .join(" AND ");
  }

  private anyMatch(t: Tables, match: string): boolean {
    return this.db.prepare(`SELECT 1 FROM ${t.fts} WHERE ${t.fts} MATCH ? LIMIT 1`).get(match) !== undefined;
  }

  /** Typo fallback: each unknown term becomes the index terms within the allowed edit distance. */
  private typoExpression(t: Tables, terms: string[], maxTypos: number): string | undefined {
    const known = this.db.prepare(`SELECT 1 FROM ${t.vocab} WHERE term = ?`);
    const candidates = this.db.prepare(
      `SELECT term FROM ${t.vocab} WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?`,
    );
    const groups: string[] = [];
    for (const term of terms) {
      if (known.get(term)) {
        groups.push(`"${term}"`);
        continue;
      }
      const allowed = Math.min(maxTypos, term.length <= 4 ? 0 : term.length <= 7 ? 1 : 2);
      const first = term[0] ?? "";
      const close = (
        candidates.all(first, `${first}\uffff`, term.length - allowed, term.length + allowed) as {
          term: string;
        }[]
      )
        .map((r) => r.term)
        .filter((candidate) => editDistance(term, candidate, allowed) <= allowed)
        .slice(0, 10);
      if (close.length === 0) return undefined;
      groups.push(`(${close.map((c) => `"${c}"`).join(" OR ")})`);
    }
    return groups.join(" AND ");
  }

  private filterSql(t: Tables, clause: FilterClause, where: string[], args: unknown[]) {
    const column = SCALARS[clause.field];
    if ((MULTI_VALUED as readonly string[]).includes(clause.field)) {
      if (clause.op !== "in") throw new SearchError(400, `Field ${clause.field} takes a list of values`);
      const exists = `EXISTS (SELECT 1 FROM ${t.values} v WHERE v.doc = d.rowid AND v.field = ? AND v.value IN (${clause.values.map(() => "?").join(",")}))`;
      where.push(clause.negate ? `NOT ${exists}` : exists);
      args.push(clause.field, ...clause.values);
      return;
    }
    if (!column)
      throw new SearchError(400, `Could not find a filter field named \`${clause.field}\` in the schema.`);
    if (clause.op === "range") {
      where.push(`d.${column} BETWEEN ? AND ?`);
      args.push(clause.min, clause.max);
    } else if (clause.op === "in") {
      const values = clause.values.map((v) =>
        v === "true" ? 1 : v === "false" ? 0 : column === "id" ? v : Number(v),
      );
      where.push(`d.${column} ${clause.negate ? "NOT IN" : "IN"} (${values.map(() => "?").join(",")})`);
      args.push(...values);
    } else {
      where.push(`d.${column} ${clause.op} ?`);
      args.push(clause.value);
    }
  }

  /** Facet counts over temp.matched, which `search` has just filled. */
  private facets(t: Tables, params: SearchParams): FacetCount[] {
    if (!params.facet_by) return [];
    const limit = params.max_facet_values ?? 10;
    const specs = params.facet_by.match(/[\w.]+(?:\([^)]*\))?/g) ?? [];
    const parsed = specs.map((spec) => {
      const [, field = spec, ranges] = /^([\w.]+)(?:\((.*)\))?$/.exec(spec) ?? [];
      return { field, ranges };
    });
    // Every multi-valued facet is counted in one pass over the matches.
    const listed = parsed.map((p) => p.field).filter((f) => (MULTI_VALUED as readonly string[]).includes(f));
    const grouped = new Map<string, { value: string; count: number }[]>();
    if (listed.length > 0) {
      const rows = this.db
        .prepare(
          `SELECT v.field, v.value, COUNT(*) AS count FROM temp.matched x JOIN ${t.values} v ON v.doc = x.rowid
           WHERE v.field IN (${listed.map(() => "?").join(",")}) GROUP BY v.field, v.value ORDER BY count DESC, v.value ASC`,
        )
        .all(...listed) as { field: string; value: string; count: number }[];
      for (const row of rows) {
        const counts = grouped.get(row.field) ?? [];
        if (counts.length < limit) counts.push({ value: row.value, count: row.count });
        grouped.set(row.field, counts);
      }
    }
    return parsed.map(({ field, ranges }): FacetCount => {
      if ((MULTI_VALUED as readonly string[]).includes(field))
        return { field_name: field, counts: grouped.get(field) ?? [] };
      const column = SCALARS[field];
      if (!column || column === "id")
        throw new SearchError(400, `Could not find a facet field named \`${field}\` in the schema.`);
      const from = `FROM temp.matched x JOIN ${t.docs} d ON d.rowid = x.rowid`;
      const stats = this.db
        .prepare(
          `SELECT MIN(d.${column}) AS min, MAX(d.${column}) AS max, AVG(d.${column}) AS avg, SUM(d.${column}) AS sum,
             COUNT(DISTINCT d.${column}) AS total ${from}`,
        )
        .get() as {
        min: number | null;
        max: number | null;
        avg: number | null;
        sum: number | null;
        total: number;
      };
      const statBlock = {
        min: stats.min ?? undefined,
        max: stats.max ?? undefined,
        avg: stats.avg ?? undefined,
        sum: stats.sum ?? undefined,
        total_values: stats.total,
      };
      if (ranges) {
        // Typesense range facets: `price(cheap:[0, 100], mid:[100, 500])`, upper bounds exclusive; one pass.
        const buckets = [...ranges.matchAll(/([\w-]+):\[\s*(-?[\d.]*)\s*,\s*(-?[\d.]*)\s*\]/g)].map(
          ([, label = "", lo = "", hi = ""]) => ({
            label,
            lo: lo === "" ? -1e15 : Number(lo),
            hi: hi === "" ? 1e15 : Number(hi),
          }),
        );
        if (buckets.length === 0) return { field_name: field, counts: [], stats: statBlock };
        const sums = buckets
          .map((_, i) => `SUM(CASE WHEN d.${column} >= ? AND d.${column} < ? THEN 1 ELSE 0 END) AS b${i}`)
          .join(", ");
        const row = this.db
          .prepare(`SELECT ${sums} ${from}`)
          .get(...buckets.flatMap((b) => [b.lo, b.hi])) as Record<string, number | null>;
        return {
          field_name: field,
          counts: buckets.map((b, i) => ({ value: b.label, count: row[`b${i}`] ?? 0 })),
          stats: statBlock,
        };
      }
      // Numeric facets count each value; ratings are counted by whole stars.
      const expression = field === "avgRating" ? `CAST(d.${column} AS INTEGER)` : `d.${column}`;
      const counts = (
        this.db
          .prepare(
            `SELECT ${expression} AS value, COUNT(*) AS count ${from} GROUP BY 1 ORDER BY count DESC LIMIT ?`,
          )
          .all(limit) as {
          value: number;
          count: number;
        }[]
      ).map((c) => ({ value: String(c.value), count: c.count }));
      return { field_name: field, counts, stats: statBlock };
    });
  }
}
