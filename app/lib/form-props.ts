import type { FieldMetadata, FormMetadata } from "@conform-to/react";

/**
 * conform's `getFormProps`, `getInputProps` and `getTextareaProps` (`@conform-to/react` 1.21.1,
 * dist/helpers.mjs), for the options the shop's forms use. They are here because importing them from
 * `@conform-to/react` makes esbuild (0.17, Remix's) load the chunk holding conform's whole form engine
 * with the page: the package's index re-exports `@conform-to/dom`. Decision 0081 loads that engine
 * only when a form is first used; `lazy-form.test.tsx` renders these beside conform's own.
 */

interface AriaOptions {
  ariaDescribedBy?: string;
}
// biome-ignore lint/suspicious/noExplicitAny: a field of any form
type AnyField = FieldMetadata<any, any, string[]>;
/** What `getFormProps` reads: conform's form metadata and `useLazyForm`'s both have it. */
// biome-ignore lint/suspicious/noExplicitAny: a form of any schema
type AnyForm = Pick<FormMetadata<any, string[]>, "id" | "onSubmit" | "noValidate" | "errors" | "errorId">;

/** Drops the props that are undefined, as conform's `simplify` does. */
function simplify<Props extends Record<string, unknown>>(props: Props): Props {
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return props;
}

function ariaOf(metadata: { errors?: unknown; errorId: string }, options: AriaOptions, field: boolean) {
  const invalid = typeof metadata.errors !== "undefined";
  const describedBy = options.ariaDescribedBy;
  return {
    "aria-invalid": (field && invalid) || undefined,
    "aria-describedby": invalid ? `${metadata.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  };
}

function controlOf(field: AnyField, options: AriaOptions) {
  return {
    key: undefined as string | undefined,
    required: field.required || undefined,
    id: field.id,
    name: field.name,
    form: field.formId,
    ...ariaOf(field, options, true),
  };
}

export function getFormProps(form: AnyForm) {
  return simplify({
    id: form.id,
    onSubmit: form.onSubmit,
    noValidate: form.noValidate,
    ...ariaOf(form, {}, false),
  });
}

export function getInputProps(
  field: AnyField,
  options: AriaOptions & {
    type: "text" | "email" | "password" | "tel" | "checkbox" | "radio";
    value?: string | boolean;
  },
) {
  const props: Record<string, unknown> & ReturnType<typeof controlOf> = {
    ...controlOf(field, options),
    type: options.type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
    accept: field.accept,
  };
  if (typeof options.value === "undefined" || options.value) {
    if (options.type === "checkbox" || options.type === "radio") {
      props.value = typeof options.value === "string" ? options.value : "on";
      props.defaultChecked = Array.isArray(field.initialValue)
        ? field.initialValue.includes(options.value)
        : field.initialValue === props.value;
    } else if (typeof field.initialValue === "string") {
      props.defaultValue = field.initialValue;
    }
  }
  return simplify(props);
}

export function getTextareaProps(field: AnyField, options: AriaOptions = {}) {
  return simplify({
    ...controlOf(field, options),
    minLength: field.minLength,
    maxLength: field.maxLength,
    defaultValue: field.initialValue?.toString() as string | undefined,
  });
}
