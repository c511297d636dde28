import type { SubmissionResult } from "@conform-to/react";

/**
 * What a form renders before its checks arrive (decision 0081): the state conform's engine starts
 * from and the metadata conform's `getMetadata` derives from it, so `useLazyForm` (`lazy-form.ts`)
 * renders conform's markup without conform on the page.
 */

export interface State {
  submissionStatus?: "error" | "success";
  /** `undefined` when nothing is left after `normalize`, as in conform. */
  initialValue: Record<string, unknown> | undefined;
  value: Record<string, unknown> | undefined;
  error: Record<string, string[] | undefined>;
  key: Record<string, string | undefined>;
  valid: Record<string, boolean>;
  dirty: Record<string, boolean>;
  constraint: Record<string, Record<string, unknown> | undefined>;
  pendingIntents: unknown[];
}

/** `billing.street` → ["billing", "street"]; `lines[2].sku` → ["lines", 2, "sku"]. */
const pathOf = (name: string) =>
  (name.match(/[^.[\]]+/g) ?? []).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
function valueAt(value: unknown, name: string): unknown {
  let current = value;
  for (const part of pathOf(name)) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}
const isPrefix = (name: string, prefix: string) =>
  prefix === "" || name === prefix || name.startsWith(`${prefix}.`) || name.startsWith(`${prefix}[`);

/** conform's `serialize` of a default value: texts as they are, true as "on", dates as ISO texts. */
function serialize(value: unknown): unknown {
  if (value === null || value === undefined || value === false) return undefined;
  if (value === true) return "on";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(serialize);
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serialize(item)]));
  return String(value);
}

/**
 * conform's `normalize` (`@conform-to/dom` submission.mjs), which its engine applies to the values it
 * hands out: "" and null are dropped, and so are objects and arrays left empty, so an empty default
 * renders no `value` attribute (`{ authorName: "", shipping: {}, name: "Eva" }` → `{ name: "Eva" }`).
 */
export function normalize(value: unknown): unknown {
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, normalize((value as Record<string, unknown>)[key])] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (Array.isArray(value)) return value.length ? value.map(normalize) : undefined;
  if (value === "" || value === null) return undefined;
  return value;
}

/** The state conform's engine starts from (`createFormMeta`): the server's answer, else the defaults. */
export function firstState(
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: unknown,
): State {
  const reset = lastResult?.intent?.type === "reset";
  const defaults = (serialize(defaultValue) ?? {}) as Record<string, unknown>;
  const initialValue = normalize((!reset && lastResult?.initialValue) || defaults) as State["initialValue"];
  const error = (!reset && lastResult?.error) || {};
  const valid = new Proxy({} as Record<string, boolean>, {
    get: (_, name) =>
      typeof name !== "string" || !Object.keys(error).some((key) => isPrefix(key, name) && error[key]),
  });
  return {
    submissionStatus: lastResult?.status,
    initialValue,
    value: initialValue,
    error: error as State["error"],
    key: {},
    valid,
    dirty: {},
    constraint: {},
    pendingIntents: [],
  };
}

/** The metadata conform's `getMetadata` gives a field (or the form, for the name ""). */
export function metadataOf(state: State, formId: string, name: string) {
  const id = name ? `${formId}-${name}` : formId;
  const initialValue = valueAt(state.initialValue, name);
  const metadata: Record<string, unknown> = {
    id,
    name,
    formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue,
    defaultValue:
      typeof initialValue === "string"
        ? initialValue
        : Array.isArray(initialValue)
          ? initialValue[0]
          : undefined,
    defaultOptions:
      typeof initialValue === "string"
        ? [initialValue]
        : Array.isArray(initialValue) && initialValue.every((item) => typeof item === "string")
          ? initialValue
          : undefined,
    defaultChecked: initialValue === "on" ? true : undefined,
    value: valueAt(state.value, name),
    errors: state.error[name],
    key: state.key[name],
    valid: state.valid[name],
    dirty: state.dirty[name],
    ...state.constraint[name],
    getFieldset: () =>
      new Proxy(
        {},
        { get: (_, key) => metadataOf(state, formId, name ? `${name}.${String(key)}` : String(key)) },
      ),
    getFieldList: () => {
      const list = Array.isArray(initialValue) ? initialValue : [];
      return list.map((_, index) => metadataOf(state, formId, `${name}[${index}]`));
    },
  };
  Object.defineProperty(metadata, "allErrors", {
    get: () => Object.fromEntries(Object.entries(state.error).filter(([key]) => isPrefix(key, name))),
  });
  return metadata;
}
