import { type SubmissionResult, unstable_createFormContext } from "@conform-to/dom";
import type { FormEvent } from "react";
import { checkForm, type FormSchema } from "./form-check";
import * as schemas from "./form-schemas";

/**
 * What a form loads the first time a shopper focuses, types into or submits it (decision 0081):
 * conform's form engine (`@conform-to/dom`, what `@conform-to/react`'s `useForm` wires to React),
 * the shop's schemas and `checkForm`. `app/lib/lazy-form.ts` renders the form before this arrives
 * and hands it over to the engine here, which then checks exactly as `useForm` did.
 */
export { schemas };

export interface EngineOptions {
  formId: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
  shouldValidate: "onBlur" | "onInput" | "onSubmit";
  shouldRevalidate: "onBlur" | "onInput" | "onSubmit";
  /** The schema to check with now (the form's latest render chooses it). */
  schema: () => FormSchema<unknown>;
}

export type Engine = ReturnType<typeof connectForm>;

/** conform's engine for one form, listening as `useForm` does; `onChange` hears every state change. */
export function connectForm(options: EngineOptions, onChange: () => void) {
  const { schema, ...config } = options;
  // biome-ignore lint/suspicious/noExplicitAny: conform's own bound for a form of any schema
  const context = unstable_createFormContext<Record<string, any>, string[], unknown>({
    ...config,
    onValidate: ({ formData }) => checkForm(formData, schema()),
  });
  const disconnectObserver = context.observe();
  document.addEventListener("input", context.onInput);
  document.addEventListener("focusout", context.onBlur);
  document.addEventListener("reset", context.onReset);
  const unsubscribe = context.subscribe(onChange);
  return {
    context,
    /** `useForm`'s submit handler: a submission the check refuses (or a field check) goes no further. */
    submit(event: FormEvent<HTMLFormElement>) {
      const result = context.submit(event.nativeEvent as SubmitEvent);
      const { submission } = result;
      const passes = !submission || submission.status === "success" || submission.error === null;
      if (!passes) event.preventDefault();
    },
    update(next: Omit<EngineOptions, "schema">) {
      context.onUpdate(next);
    },
    disconnect() {
      unsubscribe();
      disconnectObserver();
      document.removeEventListener("input", context.onInput);
      document.removeEventListener("focusout", context.onBlur);
      document.removeEventListener("reset", context.onReset);
    },
  };
}
