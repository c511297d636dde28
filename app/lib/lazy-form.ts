import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useSyncExternalStore } from "react";
import type { FormSchema } from "./form-check";
import type { Engine, EngineOptions } from "./form-engine";
import type * as Schemas from "./form-schemas";

/**
 * A form's field checks, loaded the first time a shopper focuses, types into or submits the form
 * (issue 20 item 1, decision 0081). Until then the form renders what conform's `useForm` renders on
 * its first render (ids, names, the server's values and messages), without zod or conform on the
 * page; then `app/lib/form-engine.ts` arrives and conform's engine checks with the schema as before.
 * Nothing remounts on the way, so no input is lost; a blur before the chunk arrives is checked when
 * it does, and a submit waits for the check (or goes to the server, which validates anyway, when the
 * chunk cannot load).
 */

export type FormSchemas = typeof Schemas;
type Pick<Output> = (schemas: FormSchemas) => FormSchema<Output>;

export interface LazyFormOptions<Output> {
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
  /** Chooses the form's schema from the loaded chunk's schemas, with the render's values. */
  schema: Pick<Output>;
  shouldValidate?: EngineOptions["shouldValidate"];
  shouldRevalidate?: EngineOptions["shouldRevalidate"];
}

interface State {
  submissionStatus?: "error" | "success";
  initialValue: Record<string, unknown>;
  value: Record<string, unknown>;
  error: Record<string, string[] | undefined>;
  key: Record<string, string | undefined>;
  valid: Record<string, boolean>;
  dirty: Record<string, boolean>;
  constraint: Record<string, Record<string, unknown> | undefined>;
  pendingIntents: unknown[];
}

type EngineModule = typeof import("./form-engine");
let engineModule: Promise<EngineModule> | undefined;
/** The chunk, fetched once for every form of the page; a failed fetch may be tried again. */
function loadEngine(): Promise<EngineModule> {
  engineModule ??= import("./form-engine").catch((error) => {
    engineModule = undefined;
    throw error;
  });
  return engineModule;
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

/** The state conform's engine starts from (`createFormMeta`): the server's answer, else the defaults. */
export function firstState(lastResult: LazyFormOptions<unknown>["lastResult"], defaultValue: unknown): State {
  const reset = lastResult?.intent?.type === "reset";
  const defaults = (serialize(defaultValue) ?? {}) as Record<string, unknown>;
  const initialValue = (!reset && lastResult?.initialValue) || defaults;
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

/** One form's link to the engine: the engine's state once it is there, the listeners of the hook. */
class Link {
  engine: Engine | undefined;
  state: State | undefined;
  failed = false;
  /** False once the form is gone: a chunk arriving then connects nothing. */
  mounted = false;
  blurred = new Set<string>();
  pendingSubmit: { submitter: HTMLElement | null } | undefined;
  private listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getState = () => this.state;
  emit() {
    for (const listener of this.listeners) listener();
  }
}

const formOf = (formId: string) => document.forms.namedItem(formId);

function connect(link: Link, module: EngineModule, options: EngineOptions) {
  if (link.engine || !link.mounted) return;
  const engine = module.connectForm(options, () => {
    link.state = engine.context.getState() as unknown as State;
    link.emit();
  });
  link.engine = engine;
  link.state = engine.context.getState() as unknown as State;
  link.emit();
  // What the shopper did while the chunk was on its way: the fields left are checked now, as conform
  // checks a field on blur, and a held submit goes on (checked like any other).
  for (const name of link.blurred) engine.context.validate({ name });
  link.blurred.clear();
  resumeSubmit(link, options.formId);
}

function resumeSubmit(link: Link, formId: string) {
  const pending = link.pendingSubmit;
  link.pendingSubmit = undefined;
  const form = formOf(formId);
  if (!pending || !form) return;
  const submitter = pending.submitter;
  if (submitter && (submitter as HTMLButtonElement).form === form) form.requestSubmit(submitter);
  else form.requestSubmit();
}

/**
 * conform's `useForm` with the checks loaded on first use: the same `[form, fields]` metadata and the
 * same markup, `shouldValidate` on blur and `shouldRevalidate` on input by default, as the shop's forms use.
 */
export function useLazyForm<Input extends Record<string, unknown>, Output = Input>(
  options: LazyFormOptions<Output>,
) {
  const { lastResult, defaultValue, shouldValidate = "onBlur", shouldRevalidate = "onInput" } = options;
  const reactId = useId();
  const formId = options.id ?? reactId;
  const linkRef = useRef<Link>();
  linkRef.current ??= new Link();
  const link = linkRef.current;
  const latest = useRef(options);
  latest.current = options;
  const load = () => {
    if (link.engine) return;
    loadEngine().then(
      (module) =>
        connect(link, module, {
          formId,
          lastResult: latest.current.lastResult,
          defaultValue: latest.current.defaultValue,
          shouldValidate,
          shouldRevalidate,
          schema: () => latest.current.schema(module.schemas) as FormSchema<unknown>,
        }),
      () => {
        // The chunk did not arrive: the form posts as without JavaScript, the server checks it.
        link.failed = true;
        resumeSubmit(link, formId);
      },
    );
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  const engineState = useSyncExternalStore(link.subscribe, link.getState, link.getState);
  const first = useMemo(() => firstState(lastResult, defaultValue), [lastResult, defaultValue]);
  const state = engineState ?? first;

  useEffect(() => {
    const ofForm = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      return !!target && "form" in target && target.form?.id === formId;
    };
    const start = (event: Event) => {
      if (ofForm(event)) loadRef.current();
    };
    const left = (event: Event) => {
      const name = (event.target as HTMLInputElement).name;
      if (!link.engine && ofForm(event) && name) link.blurred.add(name);
    };
    document.addEventListener("focusin", start);
    document.addEventListener("input", start);
    document.addEventListener("focusout", left);
    return () => {
      document.removeEventListener("focusin", start);
      document.removeEventListener("input", start);
      document.removeEventListener("focusout", left);
    };
  }, [formId, link]);
  useEffect(() => {
    link.mounted = true;
    return () => {
      link.mounted = false;
      link.engine?.disconnect();
      link.engine = undefined;
      link.state = undefined;
    };
  }, [link]);
  // As `useForm` does after every render: the engine hears the latest answer and options.
  useEffect(() => {
    link.engine?.update({ formId, lastResult, defaultValue, shouldValidate, shouldRevalidate });
  });
  useEffect(() => {
    link.engine?.context.runSideEffect(state.pendingIntents as never);
  }, [link, state.pendingIntents]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (link.engine) return link.engine.submit(event);
    if (link.failed) return;
    // Held until the checks arrive, then submitted again (checked), so nothing goes out unchecked.
    event.preventDefault();
    link.pendingSubmit = { submitter: (event.nativeEvent as SubmitEvent).submitter };
    loadRef.current();
  };
  const intent =
    (type: "validate" | "reset" | "update") =>
    (payload?: unknown): void =>
      (link.engine?.context[type] as ((payload?: unknown) => void) | undefined)?.(payload);
  const form = {
    ...metadataOf(state, formId, ""),
    id: formId,
    status: state.submissionStatus,
    onSubmit,
    noValidate: true,
    validate: intent("validate"),
    reset: intent("reset"),
    update: intent("update"),
  } as unknown as FormMetadata<Input, string[]>;
  return [form, form.getFieldset()] as const;
}

export type { FieldMetadata };
