/** Facet counts of the local search, in Typesense's shape, over `temp.matched` (the search's matches). */
import type Database from "better-sqlite3";
import type { FacetCount, SearchParams } from "../port";
import { facetColumn, isMultiValued, type Tables } from "./schema";

type Stats = NonNullable<FacetCount["stats"]>;

/** `brand,price(cheap:[0, 100])` → each field with its range spec, if any. */
export function parseFacetBy(facetBy: string): { field: string; ranges: string | undefined }[] {
  const specs = facetBy.match(/[\w.]+(?:\([^)]*\))?/g) ?? [];
  return specs.map((spec) => {
    const [, field = spec, ranges] = /^([\w.]+)(?:\((.*)\))?$/.exec(spec) ?? [];
    return { field, ranges };
  });
}

/** Every multi-valued facet is counted in one pass over the matches: the top `limit` values by field. */
function multiValuedCounts(db: Database.Database, t: Tables, fields: string[], limit: number) {
  const grouped = new Map<string, { value: string; count: number }[]>();
  if (fields.length === 0) return grouped;
  const rows = db
    .prepare(
      `SELECT v.field, v.value, COUNT(*) AS count FROM temp.matched x JOIN ${t.values} v ON v.doc = x.rowid
           WHERE v.field IN (${fields.map(() => "?").join(",")}) GROUP BY v.field, v.value ORDER BY count DESC, v.value ASC`,
    )
    .all(...fields) as { field: string; value: string; count: number }[];
  for (const row of rows) {
    const counts = grouped.get(row.field) ?? [];
    if (counts.length < limit) counts.push({ value: row.value, count: row.count });
    grouped.set(row.field, counts);
  }
  return grouped;
}

function columnStats(db: Database.Database, column: string, from: string): Stats {
  const stats = db
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
  return {
    min: stats.min ?? undefined,
    max: stats.max ?? undefined,
    avg: stats.avg ?? undefined,
    sum: stats.sum ?? undefined,
    total_values: stats.total,
  };
}

/** The buckets of a range facet: `cheap:[0, 100], mid:[100, ]`; an open bound is ±1e15. */
export const rangeBuckets = (ranges: string) =>
  [...ranges.matchAll(/([\w-]+):\[\s*(-?[\d.]*)\s*,\s*(-?[\d.]*)\s*\]/g)].map(
    ([, label = "", lo = "", hi = ""]) => ({
      label,
      lo: lo === "" ? -1e15 : Number(lo),
      hi: hi === "" ? 1e15 : Number(hi),
    }),
  );

/** Typesense range facets: `price(cheap:[0, 100], mid:[100, 500])`, upper bounds exclusive; one pass. */
function rangeCounts(db: Database.Database, column: string, from: string, ranges: string) {
  const buckets = rangeBuckets(ranges);
  if (buckets.length === 0) return [];
  const sums = buckets
    .map((_, i) => `SUM(CASE WHEN d.${column} >= ? AND d.${column} < ? THEN 1 ELSE 0 END) AS b${i}`)
    .join(", ");
  const row = db.prepare(`SELECT ${sums} ${from}`).get(...buckets.flatMap((b) => [b.lo, b.hi])) as Record<
    string,
    number | null
  >;
  return buckets.map((b, i) => ({ value: b.label, count: row[`b${i}`] ?? 0 }));
}

/** A scalar field's facet: its stats and its range buckets, or its most frequent values. */
function scalarFacet(
  db: Database.Database,
  t: Tables,
  field: string,
  ranges: string | undefined,
  limit: number,
): FacetCount {
  const column = facetColumn(field);
  const from = `FROM temp.matched x JOIN ${t.docs} d ON d.rowid = x.rowid`;
  const stats = columnStats(db, column, from);
  if (ranges) return { field_name: field, counts: rangeCounts(db, column, from, ranges), stats };
  // Numeric facets count each value; ratings are counted by whole stars. Equal counts go by value
  // descending, as SQLite's sorter gave them for ratings before the order was written out (0044).
  const expression = field === "avgRating" ? `CAST(d.${column} AS INTEGER)` : `d.${column}`;
  const counts = (
    db
      .prepare(
        `SELECT ${expression} AS value, COUNT(*) AS count ${from} GROUP BY 1 ORDER BY count DESC, value DESC LIMIT ?`,
      )
      .all(limit) as { value: number; count: number }[]
  ).map((c) => ({ value: String(c.value), count: c.count }));
  return { field_name: field, counts, stats };
}

/** Facet counts over temp.matched, which `search` has just filled. */
export function facetCounts(db: Database.Database, t: Tables, params: SearchParams): FacetCount[] {
  if (!params.facet_by) return [];
  const limit = params.max_facet_values ?? 10;
  const parsed = parseFacetBy(params.facet_by);
  const grouped = multiValuedCounts(db, t, parsed.map((p) => p.field).filter(isMultiValued), limit);
  return parsed.map(({ field, ranges }) =>
    isMultiValued(field)
      ? { field_name: field, counts: grouped.get(field) ?? [] }
      : scalarFacet(db, t, field, ranges, limit),
  );
}
