/**
 * The local search's tables per collection (`prod.{locale}`): its documents with the sortable and
 * filterable scalars, their multi-valued fields and a contentless FTS5 index of the analyzed text
 * with its vocabulary (for the typo fallback).
 */
import type Database from "better-sqlite3";
import { isLocaleCode, type Language } from "../../../config";

/** The fields a document may hold several values of (filtered and faceted from the values table). */
export const MULTI_VALUED = [
  "tags",
  "brand",
  "categories.lvl0",
  "categories.lvl1",
  "categories.lvl2",
  "categories.lvl3",
  "categories.lvl4",
  "categoryIds",
] as const;
export const isMultiValued = (field: string) => (MULTI_VALUED as readonly string[]).includes(field);

/** The scalar fields by their column in the documents table. */
export const SCALARS: Record<string, string> = {
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

/** An error with Typesense's HTTP status (400 for the request's fault, 404 for unknown collections). */
export class SearchError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The column a facet is counted over: a scalar field other than the id, or Typesense's 400. */
export function facetColumn(field: string): string {
  const column = SCALARS[field];
  if (!column || column === "id")
    throw new SearchError(400, `Could not find a facet field named \`${field}\` in the schema.`);
  return column;
}

export interface Tables {
  docs: string;
  values: string;
  fts: string;
  vocab: string;
  language: Language;
}

/** The tables of a collection, created when `create` is set. Unknown collections answer 404 like Typesense. */
export function collectionTables(db: Database.Database, collection: string, create: boolean): Tables {
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
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(tables.docs);
  if (!exists) {
    if (!create) throw new SearchError(404, `Not found: collection ${collection}`);
    db.exec(`
        CREATE TABLE ${tables.docs} (
          rowid INTEGER PRIMARY KEY, id TEXT UNIQUE NOT NULL, name_sort TEXT NOT NULL, price REAL NOT NULL,
          avg_rating REAL NOT NULL, in_stock INTEGER NOT NULL, eligible INTEGER NOT NULL, published INTEGER NOT NULL,
          is_freight INTEGER NOT NULL, created_at INTEGER NOT NULL, data TEXT NOT NULL);
        CREATE TABLE ${tables.values} (doc INTEGER NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL);
        CREATE VIRTUAL TABLE ${tables.fts} USING fts5(name, brand, categories, description,
          content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE ${tables.vocab} USING fts5vocab(${tables.fts}, 'row');`);
  }
  createIndexes(db, tables);
  restoreAutomerge(db, tables);
  return tables;
}

/** FTS5's default automerge, which a rebuild turns off while it loads (decision 0072). */
export const FTS5_AUTOMERGE = 4;

/**
 * Puts FTS5's automerge back when a rebuild cut short left it off: the setting is kept in the table
 * (its %_config), so without this every later write would add a segment that is never merged. Read
 * first, so an opening writes nothing in the usual case.
 */
export function restoreAutomerge(db: Database.Database, t: Tables): void {
  const kept = db.prepare(`SELECT v FROM ${t.fts}_config WHERE k = 'automerge'`).get() as
    | { v: number }
    | undefined;
  if (kept?.v === 0) db.exec(`INSERT INTO ${t.fts} (${t.fts}, rank) VALUES ('automerge', ${FTS5_AUTOMERGE})`);
}

/** The secondary indexes of a collection's tables by name (the id's UNIQUE index is the table's own). */
const indexes = (t: Tables) => ({
  [`${t.docs}_price`]: `${t.docs} (price)`,
  [`${t.docs}_created`]: `${t.docs} (created_at)`,
  [`${t.values}_lookup`]: `${t.values} (field, value, doc)`,
  [`${t.values}_doc`]: `${t.values} (doc, field, value)`,
});

/**
 * Creates the secondary indexes that are missing: after a rebuild's load (one sort per index instead
 * of a B-tree insert per row, decision 0072), and at every opening, so a rebuild cut short (the
 * process stopped while its indexes were dropped) leaves no collection without them.
 */
export function createIndexes(db: Database.Database, t: Tables): void {
  for (const [name, on] of Object.entries(indexes(t))) db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`);
}

/** Drops the secondary indexes while a rebuild loads the collection (createIndexes puts them back). */
export function dropIndexes(db: Database.Database, t: Tables): void {
  for (const name of Object.keys(indexes(t))) db.exec(`DROP INDEX IF EXISTS ${name}`);
}
