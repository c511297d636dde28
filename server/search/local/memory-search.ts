/**
 * The in-memory path of the local search (decision 0044): the filter as a bitset
 * (memory-filter.ts), intersected with the FTS5 matches and their bm25 scores when there is text,
 * counted, ordered (memory-order.ts) and faceted (memory-facets.ts) in typed arrays; only the page's
 * documents are read from SQLite. It answers exactly what sql-search.ts answers; a search it cannot
 * answer exactly (a comparison on the id, a page or limit that is no integer) returns undefined.
 */
import type Database from "better-sqlite3";
import type { FilterClause } from "../filter";
import type { ProductDocument, SearchParams } from "../port";
import { add, type Bits, count, has } from "./bitset";
import type { CollectionMemory } from "./memory";
import { memoryFacetCounts } from "./memory-facets";
import { filterSet } from "./memory-filter";
import { pageRows } from "./memory-order";
import type { Tables } from "./schema";
import type { Found } from "./sql-search";

const isCount = (n: number | undefined) => n === undefined || Number.isInteger(n);

/**
 * An expression's matches and bm25 scores from the text index in memory (memory-text.ts), kept until
 * the collection changes; undefined when only FTS5 answers the expression exactly.
 */
export function scoredInMemory(memory: CollectionMemory, match: string) {
  const known = memory.textMatches.get(match);
  if (known) return known;
  const computed = memory.textIndex().score(match, memory.capacity);
  if (computed) memory.rememberMatches(match, computed.rows, computed.scores);
  return computed;
}

/** An expression's matches and bm25 scores: in memory where it can, else from FTS5, kept alike. */
function scored(db: Database.Database, t: Tables, memory: CollectionMemory, match: string) {
  const known = scoredInMemory(memory, match);
  if (known) return known;
  const found = db
    .prepare(`SELECT rowid, bm25(${t.fts}, 10.0, 5.0, 3.0, 1.0) FROM ${t.fts} WHERE ${t.fts} MATCH ?`)
    .raw()
    .all(match) as [number, number][];
  const rows = Int32Array.from(found, ([rowid]) => rowid);
  const scores = Float64Array.from(found, ([, score]) => score);
  memory.rememberMatches(match, rows, scores);
  return { rows, scores };
}

/** The documents of `matches` that the FTS5 expression matches, their bm25 scores in `memory.scores`. */
function textMatches(
  db: Database.Database,
  t: Tables,
  memory: CollectionMemory,
  matches: Bits,
  match: string,
) {
  const out = new Uint32Array(matches.length);
  const { rows, scores } = scored(db, t, memory, match);
  for (let i = 0; i < rows.length; i++) {
    const rowid = rows[i] as number;
    if (!has(matches, rowid)) continue;
    add(out, rowid);
    memory.scores[rowid] = scores[i] as number;
  }
  return out;
}

export function memorySearch(
  db: Database.Database,
  t: Tables,
  memory: CollectionMemory,
  params: SearchParams,
  clauses: FilterClause[],
  match: string | undefined,
  { page, perPage }: { page: number; perPage: number },
): Found | undefined {
  if (!isCount(page) || !isCount(perPage) || !isCount(params.max_facet_values)) return undefined;
  const filtered = filterSet(memory, clauses);
  if (!filtered) return undefined;
  const matches = match === undefined ? filtered : textMatches(db, t, memory, filtered, match);
  const found = count(matches);
  const rows = pageRows(memory, matches, found, {
    sortBy: params.sort_by,
    text: match !== undefined,
    page,
    perPage,
  });
  const read = db.prepare(`SELECT data FROM ${t.docs} WHERE rowid = ?`).pluck();
  const hits = Array.from(rows, (rowid) => ({
    document: JSON.parse(read.get(rowid) as string) as ProductDocument,
    ...(match ? { text_match: Math.round(-(memory.scores[rowid] as number) * 1000) } : {}),
  }));
  return { found, hits, facets: memoryFacetCounts(memory, matches, params) };
}
