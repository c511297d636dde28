/** Text matching and order of the local search: FTS5 expressions, the typo fallback, bm25 and sorts. */
import type Database from "better-sqlite3";
import type { SearchParams } from "../port";
import { analyzerFor, editDistance } from "./analyzer";
import type { Tables } from "./schema";

const SORTS: Record<string, string> = {
  "price:asc": "d.price ASC",
  "price:desc": "d.price DESC",
  "name:asc": "d.name_sort ASC",
  "name:desc": "d.name_sort DESC",
  "createdAt:desc": "d.created_at DESC",
  "createdAt:asc": "d.created_at ASC",
};

function matchExpression(terms: string[], prefix: boolean): string {
  return terms
    .map((term, i) => `"${term.replace(/"/g, "")}"${prefix && i === terms.length - 1 ? "*" : ""}`)
    .join(" AND ");
}

function anyMatch(db: Database.Database, t: Tables, match: string): boolean {
  return db.prepare(`SELECT 1 FROM ${t.fts} WHERE ${t.fts} MATCH ? LIMIT 1`).get(match) !== undefined;
}

/** Typo fallback: each unknown term becomes the index terms within the allowed edit distance. */
function typoExpression(
  db: Database.Database,
  t: Tables,
  terms: string[],
  maxTypos: number,
): string | undefined {
  const known = db.prepare(`SELECT 1 FROM ${t.vocab} WHERE term = ?`);
  const candidates = db.prepare(
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

/**
 * The FTS5 MATCH expression of a query: the analyzed terms, the last one as a prefix unless
 * `prefix` is false, and within typos when nothing matches them as typed. Undefined for "*" (every
 * document); null when the query has no searchable terms (no hits).
 */
export function textMatch(
  db: Database.Database,
  t: Tables,
  params: SearchParams,
  /** Whether the expression matches anything, from memory (undefined: ask FTS5). */
  matchesInMemory?: (match: string) => boolean | undefined,
): string | undefined | null {
  if (params.q.trim() === "*") return undefined;
  const terms = analyzerFor(t.language).queryTerms(params.q);
  if (terms.length === 0) return null;
  const match = matchExpression(terms, params.prefix !== false);
  if (params.num_typos !== 0 && !(matchesInMemory?.(match) ?? anyMatch(db, t, match)))
    return typoExpression(db, t, terms, params.num_typos ?? 2) ?? match;
  return match;
}

/** The join that scores the text matches (bm25 weights name, brand, categories, description); none without text. */
export const scoreJoin = (t: Tables, match: string | undefined) =>
  match
    ? `JOIN (SELECT rowid, bm25(${t.fts}, 10.0, 5.0, 3.0, 1.0) AS score FROM ${t.fts} WHERE ${t.fts} MATCH ?) m ON m.rowid = d.rowid`
    : "";

/** The ORDER BY of a search's first sort: a known sort, else relevance for text, else newest first. */
export function orderBy(sortBy: string | undefined, match: string | undefined): string {
  const sort = (sortBy ?? "_text_match:desc").split(",")[0]?.trim() ?? "";
  return SORTS[sort] ?? (match ? "x.score ASC" : "d.created_at DESC");
}
