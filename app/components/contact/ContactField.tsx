import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { PHONE_EXAMPLES } from "../../../config";
import { getInputProps, getTextareaProps } from "../../lib/form-props";
import { useCountry } from "../../lib/root-data";

type AnyField = FieldMetadata<string | number | undefined, Record<string, unknown>, string[]>;

/**
 * A labelled field of the contact form with its hint and first error, tied together for screen
 * readers. Required fields carry `aria-required` and a star; the browser's own `required` check is
 * left out, so the server's messages (the same for every shopper, with or without JavaScript) decide.
 * `prefix` is shown before the input (the SKU prefix of the product number, SPEC §5).
 */
export function ContactField({
  field,
  label,
  required,
  type = "text",
  multiline,
  autoComplete,
  hint,
  prefix,
  readOnly,
  inputMode,
  maxLength,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a field of any form
  field: FieldMetadata<any, any, string[]> | AnyField;
  label: string;
  required: boolean;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  autoComplete?: string;
  hint?: string;
  prefix?: string;
  readOnly?: boolean;
  inputMode?: "numeric" | "text";
  maxLength?: number;
}) {
  const { t } = useTranslation("contact");
  const phoneExample = PHONE_EXAMPLES[useCountry()];
  const hintId = `${field.id}-hint`;
  const error = field.errors?.[0];
  const described = { ariaDescribedBy: hint ? hintId : undefined };
  const common = { "aria-required": required || undefined, readOnly: readOnly || undefined, autoComplete };
  let control: JSX.Element;
  if (multiline) {
    const { key, ...props } = getTextareaProps(field, described);
    control = <textarea key={key} {...props} {...common} rows={6} />;
  } else {
    const { key, ...props } = getInputProps(field, { type, ...described });
    control = <input key={key} {...props} {...common} inputMode={inputMode} maxLength={maxLength} />;
  }
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={field.id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {prefix ? (
        <span className="contact-prefixed">
          <span className="contact-prefixed__prefix" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </span>
      ) : (
        control
      )}
      {error && (
        <p id={field.errorId} className="field-error">
          {t(error, { phoneExample })}
        </p>
      )}
    </div>
  );
}
