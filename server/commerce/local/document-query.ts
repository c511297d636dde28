/**
 * Query predicates, sorts and pages over stored resource documents, as commercetools' query
 * endpoints answer them (`GET /{projectKey}/carts?where=…&sort=…&limit=…&offset=…&withTotal=…`,
 * docs.commercetools.com/api/general-concepts#query-predicates). The predicate language is the
 * engine's own (predicate.ts); a field holding an object or an array is entered by a nested
 * predicate (`store(key = "x")`, `lineItems(variant(sku = "x"))`), as on the platform. Used by the
 * local commercetools API (http-api.ts); resource modules narrow the rows with their indexed
 * columns first (`equalities`), the predicate stays the arbiter.
 */
import { type Ast, evaluate, type PredicateEnv, parsePredicate } from "./predicate";

type Literal = string | number | boolean;

/** A commercetools query: the where predicates (ANDed, as repeated `where` parameters are), sorts and the page. */
export interface DocumentQuery {
  where: Ast[];
  /** `[path, direction]` pairs, the first deciding first. */
  sort: [string[], "asc" | "desc"][];
  limit: number;
  offset: number;
}

export interface QueryPage<T> {
  limit: number;
  offset: number;
  count: number;
  total?: number;
  results: T[];
}

const fieldOf = (value: unknown, name: string): unknown =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;

/** A document as a predicate environment: paths read its fields, a call enters an object or any element of an array. */
export function documentEnv(document: unknown): PredicateEnv {
  return {
    get: (path) => path.reduce<unknown>(fieldOf, document),
    call: (name, arg) => {
      const inner = fieldOf(document, name);
      if (Array.isArray(inner)) return inner.some((item) => evaluate(arg, documentEnv(item)));
      if (inner !== null && typeof inner === "object") return evaluate(arg, documentEnv(inner));
      return false;
    },
  };
}

/** Parses one `where` parameter; throws (a 400 for the caller) on a malformed predicate. */
export const parseWhere = (source: string): Ast => parsePredicate(source);

/** The conjuncts of a predicate: `a and (b and c)` is [a, b, c]. */
function conjuncts(ast: Ast): Ast[] {
  return ast.kind === "and" ? [...conjuncts(ast.left), ...conjuncts(ast.right)] : [ast];
}

/**
 * The equalities every matching document must satisfy, by dotted path: `customerId = "c"` gives
 * `customerId`, `cart(id = "x")` gives `cart.id`. Resource modules turn them into indexed SQL to
 * read fewer rows; the full predicate is evaluated on what they read.
 */
export function equalities(where: Ast[]): Map<string, Literal> {
  const found = new Map<string, Literal>();
  const visit = (ast: Ast, prefix: string[]) => {
    for (const part of conjuncts(ast)) {
      if (
        part.kind === "compare" &&
        part.op === "=" &&
        part.left.kind === "path" &&
        part.right.kind === "literal"
      )
        found.set([...prefix, ...part.left.path].join("."), part.right.value);
      else if (part.kind === "call") visit(part.arg, [...prefix, part.name]);
    }
  };
  for (const ast of where) visit(ast, []);
  return found;
}

/** The values an `in (...)` or `=` on a top-level path allows (`sku in ("a", "b")`), or undefined. */
export function allowedValues(where: Ast[], path: string): Literal[] | undefined {
  for (const part of where.flatMap(conjuncts)) {
    if (part.kind === "in" && part.operand.kind === "path" && part.operand.path.join(".") === path)
      return part.values;
    if (
      part.kind === "compare" &&
      part.op === "=" &&
      part.left.kind === "path" &&
      part.right.kind === "literal"
    )
      if (part.left.path.join(".") === path) return [part.right.value];
  }
  return undefined;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // As on the platform, documents without the field sort last ascending.
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a) < String(b) ? -1 : 1;
}

/** Filters, sorts and pages documents; `total` only when asked for (`withTotal`). */
export function runQuery<T>(documents: T[], query: DocumentQuery, withTotal: boolean): QueryPage<T> {
  const matching = documents.filter((d) => query.where.every((ast) => evaluate(ast, documentEnv(d))));
  if (query.sort.length) {
    const read = (d: T, path: string[]) => path.reduce<unknown>(fieldOf, d);
    matching.sort((a, b) => {
      for (const [path, direction] of query.sort) {
        const order = compareValues(read(a, path), read(b, path));
        if (order !== 0) return direction === "asc" ? order : -order;
      }
      return 0;
    });
  }
  const results = matching.slice(query.offset, query.offset + query.limit);
  return {
    limit: query.limit,
    offset: query.offset,
    count: results.length,
    ...(withTotal ? { total: matching.length } : {}),
    results,
  };
}
