/**
 * The SQL path of the local search: matches collected into `temp.matched` with their text score,
 * hits and facet counts read from there. It answers what the in-memory path (memory-search.ts) does
 * not take, and is the reference that path is tested against (equivalence test, decision 0044).
 */
import type Database from "better-sqlite3";
import type { ProductDocument, SearchParams, SearchResponse } from "../port";
import { facetCounts } from "./facets";
import type { WhereSql } from "./filter-sql";
import { orderBy, scoreJoin } from "./ranking";
import type { Tables } from "./schema";

/** What a search found: its count, its page of hits and its facets. */
export interface Found {
  found: number;
  hits: SearchResponse["hits"];
  facets: SearchResponse["facet_counts"];
}

/**
 * The matching documents are collected once per search into temp.matched with their text score;
 * hits, count and facets read from there. Answers the count.
 */
function collectMatches(
  db: Database.Database,
  t: Tables,
  match: string | undefined,
  filter: WhereSql,
): number {
  const where = filter.where.length ? `WHERE ${filter.where.join(" AND ")}` : "";
  db.exec("CREATE TEMP TABLE IF NOT EXISTS matched (rowid INTEGER PRIMARY KEY, score REAL NOT NULL)");
  db.exec("DELETE FROM temp.matched");
  db.prepare(
    `INSERT INTO temp.matched (rowid, score) SELECT d.rowid, ${match ? "m.score" : "0"} FROM ${t.docs} d ${scoreJoin(t, match)} ${where}`,
  ).run(...(match ? [match] : []), ...filter.args);
  return (db.prepare("SELECT COUNT(*) AS n FROM temp.matched").get() as { n: number }).n;
}

export function sqlSearch(
  db: Database.Database,
  t: Tables,
  params: SearchParams,
  filter: WhereSql,
  match: string | undefined,
  { page, perPage }: { page: number; perPage: number },
): Found {
  const found = collectMatches(db, t, match, filter);
  const rows = db
    .prepare(
      `SELECT d.data, x.score FROM temp.matched x JOIN ${t.docs} d ON d.rowid = x.rowid ORDER BY ${orderBy(params.sort_by, match)}, d.id LIMIT ? OFFSET ?`,
    )
    .all(perPage, (page - 1) * perPage) as { data: string; score: number }[];
  const hits = rows.map((row) => ({
    document: JSON.parse(row.data) as ProductDocument,
    ...(match ? { text_match: Math.round(-row.score * 1000) } : {}),
  }));
  return { found, hits, facets: facetCounts(db, t, params) };
}
