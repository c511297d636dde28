import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useSyncExternalStore } from "react";
import type { FormSchema } from "./form-check";
import type { EngineOptions } from "./form-engine";
import type * as Schemas from "./form-schemas";
import { type EngineModule, formOf, holdSubmit, Link, load, unmount } from "./lazy-form-link";
import { firstState, metadataOf } from "./lazy-form-state";

/**
 * A form's field checks, loaded the first time a shopper focuses, types into or submits the form
 * (issue 20 item 1, decision 0081). Until then the form renders what conform's `useForm` renders on
 * its first render (ids, names, the server's values and messages: `lazy-form-state.ts`), without zod
 * or conform on the page; then `app/lib/form-engine.ts` arrives and conform's engine checks with the
 * schema as before (`lazy-form-link.ts`). Nothing remounts on the way, so no input is lost; a blur
 * before the chunk arrives is checked when it does, and a submit waits for the check (or goes to the
 * server, which validates anyway, when the chunk cannot load or takes too long).
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

type Intent = (payload?: unknown) => void;
/**
 * What `useLazyForm` gives for the form: conform's form metadata without what it does not provide
 * (`context`, the list intents, the intents' `getButtonProps`).
 */
export type LazyFormMetadata<Input extends Record<string, unknown>> = Omit<
  FormMetadata<Input, string[]>,
  "context" | "insert" | "remove" | "reorder" | "validate" | "reset" | "update"
> & { validate: Intent; reset: Intent; update: Intent };

/** Starts loading on the form's first `focusin` or `input`, notes the fields left meanwhile. */
function useFirstUse(formId: string, link: Link, start: () => void) {
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (link.engine) return;
    const ofForm = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      return !!target && "form" in target && target.form?.id === formId;
    };
    const begin = (event: Event) => {
      if (ofForm(event)) startRef.current();
    };
    const left = (event: Event) => {
      const name = (event.target as HTMLInputElement).name;
      if (!link.engine && ofForm(event) && name) link.blurred.add(name);
    };
    document.addEventListener("focusin", begin);
    document.addEventListener("input", begin);
    document.addEventListener("focusout", left);
    const stop = () => {
      document.removeEventListener("focusin", begin);
      document.removeEventListener("input", begin);
      document.removeEventListener("focusout", left);
      if (link.stopFirstUse === stop) link.stopFirstUse = undefined;
    };
    link.stopFirstUse = stop;
    return stop;
  }, [formId, link]);
}

/** The engine's side of `useForm`'s effects, and the focus after a server answer when it is absent. */
function useEngineEffects(
  link: Link,
  state: { pendingIntents: unknown[] },
  options: Omit<EngineOptions, "schema">,
) {
  const { formId, lastResult, defaultValue, shouldValidate, shouldRevalidate } = options;
  useEffect(() => {
    link.mounted = true;
    return () => unmount(link);
  }, [link]);
  // As `useForm` does after every render: the engine hears the latest answer and options.
  useEffect(() => {
    link.engine?.update({ formId, lastResult, defaultValue, shouldValidate, shouldRevalidate });
  });
  useEffect(() => {
    link.engine?.context.runSideEffect(state.pendingIntents as never);
  }, [link, state.pendingIntents]);
  // Without the checks (the chunk failed), the server's messages come with its answer: the first
  // invalid field takes the focus, as conform gives it after a refused submit.
  useEffect(() => {
    if (!link.failed || link.engine || lastResult?.status !== "error") return;
    formOf(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [link, formId, lastResult]);
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
  link.formId = formId;
  const latest = useRef(options);
  latest.current = options;
  // The schema is picked once per render (with that render's values), not at every check.
  const picked = useRef<FormSchema<unknown>>();
  picked.current = undefined;
  const start = () =>
    load(link, (module: EngineModule) => ({
      formId,
      lastResult: latest.current.lastResult,
      defaultValue: latest.current.defaultValue,
      shouldValidate,
      shouldRevalidate,
      schema: () => {
        picked.current ??= latest.current.schema(module.schemas) as FormSchema<unknown>;
        return picked.current;
      },
    }));
  useFirstUse(formId, link, start);

  const engineState = useSyncExternalStore(link.subscribe, link.getState, link.getState);
  const first = useMemo(() => firstState(lastResult, defaultValue), [lastResult, defaultValue]);
  const state = engineState ?? first;
  useEngineEffects(link, state, { formId, lastResult, defaultValue, shouldValidate, shouldRevalidate });

  const intent =
    (type: "validate" | "reset" | "update"): Intent =>
    (payload) =>
      (link.engine?.context[type] as Intent | undefined)?.(payload);
  const form = {
    ...metadataOf(state, formId, ""),
    id: formId,
    status: state.submissionStatus,
    onSubmit: (event: FormEvent<HTMLFormElement>) => holdSubmit(link, event, start),
    noValidate: true,
    validate: intent("validate"),
    reset: intent("reset"),
    update: intent("update"),
  } as unknown as LazyFormMetadata<Input>;
  return [form, form.getFieldset()] as const;
}

export type { FieldMetadata };
