import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import type { DeepReadonly } from "../port";

export type Db = Database.Database;

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens (or creates) an SQLite file of the embedded services: WAL journal, foreign keys, a busy timeout.
 * `options` are better-sqlite3's (a test passes `verbose` to count the statements a page runs).
 */
export function openSqlite(file: string, options?: Database.Options): Db {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, options);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * Opens (or creates) the engine's database, with every numbered migration in `migrations/` not yet
 * applied, each in its own transaction.
 */
export function openDatabase(file: string, options?: Database.Options): Db {
  const db = openSqlite(file, options);
  migrate(db);
  return db;
}

function migrate(db: Db) {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        version,
        file,
        new Date().toISOString(),
      );
    })();
  }
}

/** Prepared statements by SQL text, per database (bounded: IN lists make texts of every length). */
const prepared = new WeakMap<Db, Map<string, Database.Statement>>();
const PREPARED_KEPT = 500;

/**
 * The database's prepared statement for `sql`, prepared once and reused (issue 20 item 3, decision
 * 0046): preparing costs about as much as running a small indexed read. A statement is only run
 * (`get`, `all`, `run`), never switched to `raw`, `pluck` or `expand`, so sharing it is safe.
 */
export function statement(db: Db, sql: string): Database.Statement {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let found = statements.get(sql);
  if (!found) {
    if (statements.size >= PREPARED_KEPT) statements.delete(statements.keys().next().value as string);
    found = db.prepare(sql);
    statements.set(sql, found);
  }
  return found;
}

/**
 * A page's total: a page that is not full (and not past the end) already says it, so the COUNT
 * statement runs only for a full page or an empty page beyond the first (decision 0046).
 */
export function pageTotal(
  rows: number,
  { offset, limit }: { offset: number; limit: number },
  count: () => number,
) {
  return rows < limit && (rows > 0 || offset === 0) ? offset + rows : count();
}

/** Reads one JSON document column. */
export function doc<T>(row: unknown): T {
  return JSON.parse((row as { data: string }).data) as T;
}

/** Parsed documents by their stored text, per database (bounded; the least recently read goes first). */
const parsed = new WeakMap<Db, Map<string, unknown>>();
const PARSED_KEPT = 500;

/** Freezes a parsed JSON value and everything in it, so no reader can change what others share. */
export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value as DeepReadonly<T>;
}

/**
 * Reads one JSON document column as a shared, frozen document (issue 20 item 3, decision 0070):
 * parsing a product's ~15 kB of JSON on every read was a twentieth of a product page's server
 * time. Keyed by the stored text itself, not by id and version: whatever writes the row (the engine,
 * another process on the same file, a test's raw UPDATE) changes the text, so the next read parses
 * the new one at once and nothing needs invalidating. Frozen because it is shared: a reader builds
 * its own objects around it (the projection does), and one that wrote into it would throw rather
 * than change another request's product.
 */
export function sharedDoc<T>(db: Db, row: unknown): DeepReadonly<T> {
  const text = (row as { data: string }).data;
  let docs = parsed.get(db);
  if (!docs) {
    docs = new Map();
    parsed.set(db, docs);
  }
  const found = docs.get(text);
  if (found !== undefined) {
    docs.delete(text);
    docs.set(text, found);
    return found as DeepReadonly<T>;
  }
  const value = deepFreeze(JSON.parse(text) as T);
  if (docs.size >= PARSED_KEPT) docs.delete(docs.keys().next().value as string);
  docs.set(text, value);
  return value;
}

/**
 * A table's rows as documents, narrowed by indexed columns (`[column, value]` pairs; an undefined
 * value narrows nothing). The local commercetools API evaluates its query predicate on what this
 * reads (document-query.ts). Tables and columns are the engine's own names, never a client's.
 */
export function readDocuments<T>(
  db: Db,
  table: "carts" | "orders" | "reviews" | "cart_discounts",
  narrowing: [column: string, value: string | number | boolean | undefined][],
): T[] {
  const used = narrowing.filter((pair): pair is [string, string | number | boolean] => pair[1] !== undefined);
  const where = used.length ? `WHERE ${used.map(([column]) => `${column} = ?`).join(" AND ")}` : "";
  return db
    .prepare(`SELECT data FROM ${table} ${where}`)
    .all(...used.map(([, value]) => (typeof value === "boolean" ? Number(value) : value)))
    .map((row) => doc<T>(row));
}

/** Next value of a named counter, inside the caller's transaction. */
export function nextSequence(db: Db, name: string): number {
  db.prepare(
    "INSERT INTO sequences (name, value) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1",
  ).run(name);
  return (db.prepare("SELECT value FROM sequences WHERE name = ?").get(name) as { value: number }).value;
}

/** A customer's orders or reviews, newest first, as a page. */
export function customerPage<T>(
  db: Db,
  table: "orders" | "reviews",
  customerId: string,
  limit: number,
  offset: number,
): { limit: number; offset: number; count: number; total: number; results: T[] } {
  const { n: total } = db
    .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE customer_id = ?`)
    .get(customerId) as {
    n: number;
  };
  const results = db
    .prepare(`SELECT data FROM ${table} WHERE customer_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?`)
    .all(customerId, limit, offset)
    .map((row) => doc<T>(row));
  return { limit, offset, count: results.length, total, results };
}
