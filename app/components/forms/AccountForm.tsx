import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ZodMiniType } from "zod/mini";
import type * as z from "zod/v4/core";
import { PHONE_EXAMPLES } from "../../../config";
import { getFormProps, getInputProps } from "../../lib/form-props";
import { type FormSchemas, type LazyFormMetadata, useLazyForm } from "../../lib/lazy-form";
import { useCountry } from "../../lib/root-data";
import { CsrfField } from "./CsrfField";

/**
 * A form of the account pages: a plain POST that the server validates (the same zod schema, from
 * config/forms.ts); with JavaScript, the same schema checks fields on blur first (`checkForm`, without
 * `@conform-to/zod` in the browser: decision 0045), loaded with conform the first time the shopper
 * focuses, types into or submits the form (`useLazyForm`, decision 0081): `schema` picks the form's
 * schema from that chunk. What the shopper typed is kept after an error (passwords excepted), and
 * messages are keys of the `account` namespace.
 */
export function useAccountForm<Schema extends ZodMiniType<Record<string, unknown>, Record<string, unknown>>>(
  schema: (schemas: FormSchemas) => Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  { id, defaultValue }: { id?: string; defaultValue?: Record<string, string> } = {},
) {
  return useLazyForm<z.input<Schema>, z.output<Schema>>({ id, lastResult, defaultValue, schema });
}

/** The `<form>` with the CSRF token, an intent when the page has several forms, and its form-level errors. */
// biome-ignore lint/suspicious/noExplicitAny: conform's own bound for form schemas
export function AccountForm<FormSchema extends Record<string, any>>({
  form,
  intent,
  children,
  messageValues,
  namespaces = ["account"],
}: {
  form: LazyFormMetadata<FormSchema>;
  intent?: string;
  children: ReactNode;
  messageValues?: Record<string, string>;
  /** Where form-level messages are looked up, in order (the checkout adds its own). */
  namespaces?: string[];
}) {
  const { t } = useTranslation("account");
  return (
    <Form method="post" className="account-form" {...getFormProps(form)}>
      <CsrfField />
      {intent && <input type="hidden" name="intent" value={intent} />}
      {form.errors && form.errors.length > 0 && (
        <div id={form.errorId} className="form-error" role="alert">
          {form.errors.map((error) => (
            <p key={error}>{t(error, { ...messageValues, ns: namespaces })}</p>
          ))}
        </div>
      )}
      {children}
    </Form>
  );
}

/** A labelled input with its hint and its first error, tied together for screen readers. */
export function Field({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  optional,
  messageValues,
  namespace = "account",
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a field of any form
  field: FieldMetadata<string | undefined, any, string[]>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  hint?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  messageValues?: Record<string, string>;
  /** Where the field's messages are keys (a form outside the account pages has its own). */
  namespace?: string;
}) {
  const { t } = useTranslation(namespace);
  // The phone message's example is a number of the shop's own country (issue 15.9).
  const phoneExample = PHONE_EXAMPLES[useCountry()];
  const hintId = `${field.id}-hint`;
  const error = field.errors?.[0];
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={field.id}>
        {optional ? `${label} (${t("fields.optional", { ns: "account" })})` : label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input key={key} {...props} autoComplete={autoComplete} />
      {error && (
        <p id={field.errorId} className="field-error">
          {t(error, { phoneExample, ...messageValues })}
        </p>
      )}
    </div>
  );
}

/** A new password and its repetition, with the rule as a hint (SPEC §5). */
export function NewPasswordFields({
  password,
  confirm,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: fields of any form
  password: FieldMetadata<string | undefined, any, string[]>;
  // biome-ignore lint/suspicious/noExplicitAny: fields of any form
  confirm: FieldMetadata<string | undefined, any, string[]>;
  label: string;
}) {
  const { t } = useTranslation("account");
  return (
    <>
      <Field
        field={password}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
      />
      <Field
        field={confirm}
        label={t("fields.passwordConfirm")}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
