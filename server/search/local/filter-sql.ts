import { type FilterClause, parseFilter } from "../filter";
import { isMultiValued, SCALARS, SearchError, type Tables } from "./schema";

/** A WHERE condition over the documents (`d`) and its arguments. */
export interface WhereSql {
  where: string[];
  args: unknown[];
}

function clauseSql(t: Tables, clause: FilterClause, { where, args }: WhereSql) {
  const column = SCALARS[clause.field];
  if (isMultiValued(clause.field)) {
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

/** The SQL of a Typesense `filter_by`; a malformed filter or an unknown field is a 400. */
export function filterSql(t: Tables, filterBy: string | undefined): WhereSql {
  let clauses: FilterClause[];
  try {
    clauses = parseFilter(filterBy);
  } catch (error) {
    // Like Typesense, a malformed filter is the request's fault (400), not the server's.
    throw new SearchError(400, error instanceof Error ? error.message : String(error));
  }
  const sql: WhereSql = { where: [], args: [] };
  for (const clause of clauses) clauseSql(t, clause, sql);
  return sql;
}
