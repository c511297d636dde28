import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { getInputProps } from "../../lib/form-props";

/**
 * SPEC §3's customer-agreed-to-send-email flag as a box of the addresses step: unticked unless the
 * shopper ticks it, with a hint that says which e-mails it is about (order and delivery mails are
 * sent either way). A plain checkbox of the step's form: it works without JavaScript.
 */
export function EmailConsent({
  field,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a checkbox of any form
  field: FieldMetadata<any, any, string[]>;
}) {
  const { t } = useTranslation("checkout");
  const hintId = `${field.id}-hint`;
  return (
    <div className="field field--checkbox">
      <label>
        <input {...getInputProps(field, { type: "checkbox" })} aria-describedby={hintId} />{" "}
        {t("addresses.emailConsent")}
      </label>
      <p id={hintId} className="field__hint">
        {t("addresses.emailConsentHint")}
      </p>
    </div>
  );
}
