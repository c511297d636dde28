/**
 * The subset of Typesense's `filter_by` syntax the shop uses: clauses joined by `&&`, each
 * `field:=value`, `field:!=value`, `field:=[a,b]`, `field:[min..max]`, `field:>=n` (also >, <, <=).
 * Values may be wrapped in backticks to carry commas or spaces.
 */
export type FilterClause =
  | { field: string; op: "in"; values: string[]; negate: boolean }
  | { field: string; op: "range"; min: number; max: number }
  | { field: string; op: ">" | ">=" | "<" | "<="; value: number };

const unquote = (value: string) => value.trim().replace(/^`([\s\S]*)`$/, "$1");

/** Splits `text` at each `separator` outside backticks (a quoted brand may hold `,` or `&&`). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (ch === "`") quoted = !quoted;
    if (!quoted && text.startsWith(separator, i)) {
      parts.push(current);
      current = "";
      i += separator.length - 1;
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

const splitList = (body: string): string[] =>
  splitOutsideQuotes(body, ",")
    .filter((value, i, all) => value.trim() || i < all.length - 1)
    .map(unquote);

export function parseFilter(filter: string | undefined): FilterClause[] {
  if (!filter?.trim()) return [];
  return splitOutsideQuotes(filter, "&&").map((raw) => {
    const clause = raw.trim();
    const match = /^([\w.]+):(.*)$/s.exec(clause);
    if (!match) throw new Error(`Malformed filter clause "${clause}"`);
    const [, field = "", rest = ""] = match;
    const expression = rest.trim();
    const comparison = /^(>=|<=|>|<)\s*(-?\d+(?:\.\d+)?)$/.exec(expression);
    if (comparison) return { field, op: comparison[1] as ">=", value: Number(comparison[2]) };
    const range = /^\[\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)\s*\]$/.exec(expression);
    if (range) return { field, op: "range", min: Number(range[1]), max: Number(range[2]) };
    const negate = expression.startsWith("!=");
    const value = expression.replace(/^!?=/, "").trim();
    const values =
      value.startsWith("[") && value.endsWith("]") ? splitList(value.slice(1, -1)) : [unquote(value)];
    if (values.length === 0 || values.some((v) => v === ""))
      throw new Error(`Empty value in filter clause "${clause}"`);
    return { field, op: "in", values, negate };
  });
}

/** A filter's clauses as written, each with the field it filters. */
const fieldClauses = (filter: string | undefined) =>
  filter?.trim()
    ? splitOutsideQuotes(filter, "&&").map((raw) => {
        const clause = raw.trim();
        return { clause, field: /^([\w.]+):/.exec(clause)?.[1] };
      })
    : [];

/** The fields a filter refines. */
export const filterFields = (filter: string | undefined): string[] =>
  fieldClauses(filter).flatMap(({ field }) => (field ? [field] : []));

/**
 * The filter without its clauses on `field`, as written (a brand quoted in backticks may hold `&&`):
 * what a multi-select facet's counts are computed with (server/search/disjunctive.ts).
 */
export const withoutField = (filter: string | undefined, field: string): string =>
  fieldClauses(filter)
    .filter((c) => c.field !== field)
    .map((c) => c.clause)
    .join(" && ");

/** Builds a filter expression from parts (the shop's listings), quoting values that need it. */
export const quoteValue = (value: string) =>
  /[,\s`\][&|]/.test(value) ? `\`${value.replace(/`/g, "")}\`` : value;
