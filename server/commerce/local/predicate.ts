/**
 * A subset of commercetools' predicate language, enough for cart discounts, discount codes and
 * shipping methods: `and`, `or`, `not`, parentheses, comparisons (= != < <= > >=), `in (...)`,
 * `is defined` / `is not defined`, `is empty` / `is not empty` (arrays), string, number and boolean
 * literals, dotted paths (`attributes.volumeDiscountGroup`, `customer.customerGroup.key`) and
 * functions of a nested predicate: a line-item predicate (`lineItemCount(...)`,
 * `lineItemExists(...)`) or, in query predicates, a field holding an object or an array
 * (`store(key = "x")`, `lineItems(variant(sku = "x"))`), evaluated by the caller's environment.
 * Strings compare in code-unit order with < <= > >=, as ISO dates (`createdAt <= "2026-…"`) need.
 */

type Literal = string | number | boolean;
export type Ast =
  | { kind: "literal"; value: Literal }
  | { kind: "path"; path: string[] }
  | { kind: "call"; name: string; arg: Ast }
  | { kind: "not"; operand: Ast }
  | { kind: "and" | "or"; left: Ast; right: Ast }
  | { kind: "compare"; op: "=" | "!=" | "<" | "<=" | ">" | ">="; left: Ast; right: Ast }
  | { kind: "in"; operand: Ast; values: Literal[] }
  | { kind: "defined"; operand: Ast; negated: boolean }
  | { kind: "empty"; operand: Ast; negated: boolean };

export interface PredicateEnv {
  /** Value at a path, undefined when absent. */
  get(path: string[]): unknown;
  /** A function of a nested predicate; throws for unknown names. */
  call(name: string, arg: Ast): unknown;
}

const TOKEN = /\s*(?:(".*?(?<!\\)")|(-?\d+(?:\.\d+)?)|(<=|>=|!=|=|<|>|\(|\)|,)|([A-Za-z_][\w.-]*))/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`Malformed predicate near "${source.slice(TOKEN.lastIndex)}"`);
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? "");
  }
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: string[]) {}

  parse(): Ast {
    const ast = this.or();
    if (this.i < this.tokens.length) throw new Error(`Unexpected "${this.tokens[this.i]}" in predicate`);
    return ast;
  }

  private peek(): string | undefined {
    return this.tokens[this.i];
  }
  private next(): string {
    const token = this.tokens[this.i++];
    if (token === undefined) throw new Error("Unexpected end of predicate");
    return token;
  }
  private expect(token: string) {
    if (this.next() !== token) throw new Error(`Expected "${token}" in predicate`);
  }
  private keyword(word: string): boolean {
    if (this.peek()?.toLowerCase() !== word) return false;
    this.i++;
    return true;
  }

  private or(): Ast {
    let left = this.and();
    while (this.keyword("or")) left = { kind: "or", left, right: this.and() };
    return left;
  }
  private and(): Ast {
    let left = this.unary();
    while (this.keyword("and")) left = { kind: "and", left, right: this.unary() };
    return left;
  }
  private unary(): Ast {
    if (this.keyword("not")) return { kind: "not", operand: this.unary() };
    return this.comparison();
  }
  private comparison(): Ast {
    const left = this.operand();
    const op = this.peek();
    if (op === "=" || op === "!=" || op === "<" || op === "<=" || op === ">" || op === ">=") {
      this.i++;
      return { kind: "compare", op, left, right: this.operand() };
    }
    if (this.keyword("in")) {
      this.expect("(");
      const values: Literal[] = [this.literal(this.next())];
      while (this.peek() === ",") {
        this.next();
        values.push(this.literal(this.next()));
      }
      this.expect(")");
      return { kind: "in", operand: left, values };
    }
    if (this.keyword("is")) {
      const negated = this.keyword("not");
      if (this.keyword("empty")) return { kind: "empty", operand: left, negated };
      if (!this.keyword("defined")) throw new Error('Expected "defined" or "empty" in predicate');
      return { kind: "defined", operand: left, negated };
    }
    return left;
  }
  private operand(): Ast {
    const token = this.next();
    if (token === "(") {
      const inner = this.or();
      this.expect(")");
      return inner;
    }
    if (/^[A-Za-z_]/.test(token) && token !== "true" && token !== "false") {
      if (this.peek() === "(") {
        this.next();
        const arg = this.or();
        this.expect(")");
        return { kind: "call", name: token, arg };
      }
      return { kind: "path", path: token.split(".") };
    }
    return { kind: "literal", value: this.literal(token) };
  }
  private literal(token: string): Literal {
    if (token.startsWith('"')) return token.slice(1, -1).replace(/\\"/g, '"');
    if (token === "true" || token === "false") return token === "true";
    const number = Number(token);
    if (Number.isNaN(number)) throw new Error(`Expected a value, got "${token}"`);
    return number;
  }
}

const cache = new Map<string, Ast>();
/** The cache holds the engine's own predicates (discounts, shipping); a client's queries must not grow it without bound. */
const CACHE_LIMIT = 1000;
/** Deeper nesting than any real predicate: refused before the recursive parser could exhaust the stack. */
const MAX_DEPTH = 64;

/** Parses (and caches) a predicate; throws on malformed input. */
export function parsePredicate(source: string): Ast {
  let ast = cache.get(source);
  if (!ast) {
    const tokens = tokenize(source);
    let depth = 0;
    for (const token of tokens) {
      depth += token === "(" ? 1 : token === ")" ? -1 : 0;
      if (depth > MAX_DEPTH) throw new Error("Predicate nested too deeply");
    }
    ast = new Parser(tokens).parse();
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, ast);
  }
  return ast;
}

function value(ast: Ast, env: PredicateEnv): unknown {
  switch (ast.kind) {
    case "literal":
      return ast.value;
    case "path":
      return env.get(ast.path);
    case "call":
      return env.call(ast.name, ast.arg);
    default:
      return evaluate(ast, env);
  }
}

function compare(op: string, a: unknown, b: unknown): boolean {
  if (op === "=") return a === b;
  if (op === "!=") return a !== b;
  if (typeof a === "string" && typeof b === "string")
    return op === "<" ? a < b : op === "<=" ? a <= b : op === ">" ? a > b : a >= b;
  if (typeof a !== "number" || typeof b !== "number") return false;
  return op === "<" ? a < b : op === "<=" ? a <= b : op === ">" ? a > b : a >= b;
}

export function evaluate(ast: Ast, env: PredicateEnv): boolean {
  switch (ast.kind) {
    case "and":
      return evaluate(ast.left, env) && evaluate(ast.right, env);
    case "or":
      return evaluate(ast.left, env) || evaluate(ast.right, env);
    case "not":
      return !evaluate(ast.operand, env);
    case "compare":
      return compare(ast.op, value(ast.left, env), value(ast.right, env));
    case "in": {
      const v = value(ast.operand, env);
      return ast.values.some((candidate) => candidate === v);
    }
    case "defined": {
      const defined = value(ast.operand, env) !== undefined;
      return ast.negated ? !defined : defined;
    }
    case "empty": {
      const v = value(ast.operand, env);
      const empty = v === undefined || (Array.isArray(v) && v.length === 0);
      return ast.negated ? !empty : empty;
    }
    default:
      return value(ast, env) === true;
  }
}

/** Evaluates a predicate source; an empty or absent predicate matches everything. */
export function matches(source: string | undefined, env: PredicateEnv): boolean {
  if (!source || source.trim() === "" || source.trim() === "1 = 1") return true;
  return evaluate(parsePredicate(source), env);
}
