import { parse, type Submission } from "@conform-to/dom";

/**
 * The browser's field check (issue 20 item 1, decision 0045): the same zod schema from `config/` that
 * the server's `parseWithZod` reads, parsed with conform's own `parse` and the schema's `safeParse`,
 * without `@conform-to/zod`. That package's coercion rebuilds the schema with classic zod's `pipe`,
 * `transform` and `optional`, which keeps classic zod in the client bundle; here the *form values*
 * are coerced instead, walking the schema the way conform's `coerceFormValue` does, so the schema
 * sees the same input and gives the same messages (`form-check.test.ts` compares both on the shop's
 * form schemas). The server keeps `parseWithZod` (`app/lib/submission.server.ts`): its answers are unchanged.
 */

/** The part of a zod 4 schema (classic or mini) that says what it expects. */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  element?: Schema;
  left?: Schema;
  right?: Schema;
  values?: unknown[];
  transform?: (value: unknown, context: TransformContext) => unknown;
  defaultValue?: unknown;
  getter?: () => Schema;
  checks?: unknown[];
}
interface Schema {
  _zod: { def: Def };
}
interface Issue {
  path: PropertyKey[];
  message: string;
}
type Parsed<Output> = { success: true; data: Output } | { success: false; error: { issues: Issue[] } };
/** What zod hands a transform (`z.preprocess`): the value, its issues, and `addIssue`. */
interface TransformContext {
  value: unknown;
  issues: Partial<Issue>[];
  addIssue(issue: Partial<Issue>): void;
}
/** A zod 4 schema, classic or mini: both have `safeParse`. */
export interface FormSchema<Output> extends Schema {
  safeParse(data: unknown): Parsed<Output>;
}

const isEmptyFile = (value: unknown) =>
  typeof File !== "undefined" && value instanceof File && value.name === "" && value.size === 0;
/** conform's `stripEmptyValue`: an empty text or an empty file is a missing value. */
const stripEmpty = (value: unknown) => (value === "" || isEmptyFile(value) ? undefined : value);

/** conform's conversions of a typed text; a text that does not convert is left for the schema to refuse. */
const CONVERT: Record<string, (text: string) => unknown> = {
  number: (text) => (text.trim() === "" ? Number.NaN : Number(text)),
  boolean: (text) => {
    if (text === "on") return true;
    throw new Error("Not a boolean");
  },
  date: (text) => {
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) throw new Error("Invalid date");
    return date;
  },
  bigint: (text) => {
    if (text.trim() === "") throw new Error("Empty bigint");
    return BigInt(text);
  },
};

function scalar(kind: string, value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value === "") return undefined;
  const convert = CONVERT[kind];
  if (!convert) return value;
  try {
    return convert(value);
  } catch {
    return value;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Blob);

function coerceObject(shape: Record<string, Schema>, value: unknown): unknown {
  const input = value === undefined ? {} : value;
  if (!isRecord(input)) return input;
  const result: Record<string, unknown> = { ...input };
  for (const [key, field] of Object.entries(shape)) {
    const coerced = coerce(field, input[key]);
    if (coerced !== undefined || key in input) result[key] = coerced;
  }
  return result;
}

/** The first option the value passes as that option coerces it; else as the first option does. */
function coerceUnion(options: Schema[], value: unknown): unknown {
  for (const option of options) {
    const coerced = coerce(option, value);
    if ((option as FormSchema<unknown>).safeParse(coerced).success) return coerced;
  }
  return options[0] ? coerce(options[0], value) : value;
}

/**
 * The form value as conform's `coerceFormValue(schema)` hands it to the schema: empty texts missing,
 * numbers, booleans ("on"), dates and bigints converted, a lone value of an array field in an array,
 * a missing object or array field as `{}` or `[]`. Records, `unknown` and the like are left as posted,
 * as conform leaves them. A transform in front of a schema (`z.preprocess`) stops the walk here:
 * conform coerces what the transform returns; `check` does that for a form's outermost preprocess
 * (the checkout's saved addresses), the only place the shop's forms have one.
 */
function coerce(schema: Schema, value: unknown): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case "string":
    case "enum":
      return value === "" ? undefined : value;
    case "literal": {
      const first = def.values?.[0];
      const kind = typeof first;
      return scalar(kind === "number" || kind === "boolean" || kind === "bigint" ? kind : "string", value);
    }
    case "number":
    case "boolean":
    case "date":
    case "bigint":
      return scalar(def.type, value);
    case "file":
      return isEmptyFile(value) ? undefined : value;
    case "optional": {
      const present = stripEmpty(value);
      return present === undefined || !def.innerType ? present : coerce(def.innerType, present);
    }
    case "nonoptional":
      return def.innerType ? coerce(def.innerType, stripEmpty(value)) : value;
    case "default":
    case "prefault": {
      const present = stripEmpty(value);
      if (present === undefined || !def.innerType || def.defaultValue === "") return present;
      return coerce(def.innerType, present);
    }
    case "nullable":
    case "readonly":
    case "catch":
      return def.innerType ? coerce(def.innerType, value) : value;
    case "object":
      return coerceObject(def.shape ?? {}, value);
    case "array": {
      const items = Array.isArray(value) ? value : stripEmpty(value) === undefined ? [] : [value];
      return def.element ? items.map((item) => coerce(def.element as Schema, item)) : items;
    }
    case "union":
      return coerceUnion(def.options ?? [], value);
    case "intersection":
      // Each side coerces its own fields (exact when, as in the shop's forms, the sides' fields differ).
      return def.right ? coerce(def.right, def.left ? coerce(def.left, value) : value) : value;
    case "pipe":
      return def.in && def.in._zod.def.type !== "transform" ? coerce(def.in, value) : value;
    case "lazy":
      return def.getter ? coerce(def.getter(), value) : value;
    default:
      return value;
  }
}

/** A path as conform names fields: `billing.street`, `lines[2].sku`. */
const fieldName = (path: PropertyKey[]) =>
  path.reduce<string>((name, segment) => {
    if (typeof segment === "number") return `${name}[${segment}]`;
    return name === "" ? String(segment) : `${name}.${String(segment)}`;
  }, "");

/** Each field's messages, in the order the schema raised them (conform's `formatError` default). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = fieldName(issue.path);
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}

/**
 * The schema's verdict on the coerced form value. An outermost `z.preprocess` runs first, on the
 * value as posted, and its result is coerced for the schema behind it, as zod's pipe does with
 * conform's coerced schema: issues of the preprocess end the check (zod aborts the pipe there).
 */
function check<Output>(schema: FormSchema<Output>, value: unknown): Parsed<Output> {
  const { type, in: first, out: next, checks } = schema._zod.def;
  const transform = first?._zod.def.transform;
  if (type !== "pipe" || !transform || !next || checks?.length)
    return schema.safeParse(coerce(schema, value));
  const context: TransformContext = {
    value,
    issues: [],
    addIssue: (issue) => context.issues.push(issue),
  };
  const transformed = transform(value, context);
  if (context.issues.length === 0) return check(next as FormSchema<Output>, transformed);
  const issues = context.issues.map((issue) => ({ path: issue.path ?? [], message: issue.message ?? "" }));
  return { success: false, error: { issues } };
}

/** What `parseWithZod(formData, { schema })` gives, for `useForm`'s `onValidate`. */
export function checkForm<Output>(formData: FormData, schema: FormSchema<Output>): Submission<Output> {
  return parse<Output, string[]>(formData, {
    resolve(payload) {
      const result = check(schema, payload);
      return result.success ? { value: result.data } : { error: errorsOf(result.error.issues) };
    },
  });
}
