import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CONTACT_FORM, type ContactExtraField, FIELD_RULES, findContactReason } from "../../../config";
import type { Prefill } from "../../lib/contact-steps";
import { getFormProps } from "../../lib/form-props";
import { useLazyForm } from "../../lib/lazy-form";
import { useCountry } from "../../lib/root-data";
import { CsrfField } from "../forms/CsrfField";
import { ContactField } from "./ContactField";

/** The SPEC §3 hidden fields as the server fills them (it never reads them back from the post). */
export interface HiddenCaseFields {
  organisation: string;
  returnUrl: string;
  country: string;
  locale: string;
  recordType: string;
}

const HIDDEN_NAMES: Record<keyof HiddenCaseFields, string> = {
  organisation: "orgid",
  returnUrl: "retURL",
  country: "country",
  locale: "locale",
  recordType: "recordType",
};

type AnyField = Parameters<typeof ContactField>[0]["field"];

/** The fields the subreason requires (SPEC §3): product, order and invoice numbers, VAT ID, quantity. */
function ExtraFields({
  needs,
  field,
  prefill,
}: {
  needs: (name: ContactExtraField) => boolean;
  field: (name: string) => AnyField;
  prefill?: Prefill;
}) {
  const { t } = useTranslation("contact");
  const { prefix, maxDigits } = CONTACT_FORM.productNumber;
  return (
    <>
      {needs("productNumber") && (
        <ContactField
          field={field("productNumber")}
          label={t("fields.productNumber")}
          required
          prefix={prefix}
          inputMode="numeric"
          maxLength={maxDigits}
          readOnly={Boolean(prefill)}
          hint={prefill ? t("step3.prefilled") : t("fields.productNumberHint", { prefix })}
        />
      )}
      {needs("orderNumber") && (
        <ContactField field={field("orderNumber")} label={t("fields.orderNumber")} required />
      )}
      {needs("invoiceNumber") && (
        <ContactField field={field("invoiceNumber")} label={t("fields.invoiceNumber")} required />
      )}
      {needs("vatId") && (
        <ContactField
          field={field("vatId")}
          label={t("fields.vatId")}
          required
          maxLength={FIELD_RULES.maxVatIdLength}
        />
      )}
      {needs("quantity") && (
        <ContactField field={field("quantity")} label={t("fields.quantity")} required inputMode="numeric" />
      )}
    </>
  );
}

/** A field only a bot fills: out of sight, out of the tab order, skipped by screen readers. */
function Honeypot() {
  const { t } = useTranslation("contact");
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="contact-hp">{t("fields.honeypot")}</label>
      <input
        id="contact-hp"
        type="text"
        name={CONTACT_FORM.honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/**
 * The step-3 form (SPEC §3, §5): always name, e-mail, subject and message; company and phone
 * optional unless the subreason needs the phone; the subreason's extras required. A plain POST to
 * this page; with JavaScript, the same schema checks fields on blur first (`checkForm`, loaded on first use: decision 0081). The honeypot is hidden from
 * sight, from the keyboard and from screen readers, so only a bot fills it (decision 0024).
 */
export function ContactRequestForm({
  action,
  reason,
  subreason,
  prefill,
  hidden,
  lastResult,
  messageValues,
}: {
  action: string;
  reason: string;
  subreason: string;
  prefill?: Prefill;
  hidden: HiddenCaseFields;
  lastResult?: SubmissionResult<string[]> | null;
  messageValues?: Record<string, string>;
}) {
  const { t } = useTranslation("contact");
  const country = useCountry();
  const requires: readonly ContactExtraField[] =
    findContactReason(country, reason)?.subreasons.find((s) => s.key === subreason)?.requires ?? [];
  const needs = (field: ContactExtraField) => requires.includes(field);
  // The fields depend on the subreason, so the form is typed by name (the schema checks the values).
  const [form, fields] = useLazyForm<Record<string, string>>({
    lastResult,
    defaultValue: {
      ...(prefill ? { productNumber: prefill.digits } : {}),
      ...(prefill?.quantity ? { quantity: String(prefill.quantity) } : {}),
    },
    schema: (schemas) => schemas.contactRequestForm(country, reason, subreason),
  });
  const field = (name: string) => fields[name] as AnyField;
  return (
    <Form method="post" action={action} className="account-form contact-form" {...getFormProps(form)}>
      <CsrfField />
      <input type="hidden" name="reason" value={reason} />
      <input type="hidden" name="subreason" value={subreason} />
      {(Object.keys(HIDDEN_NAMES) as (keyof HiddenCaseFields)[]).map((name) => (
        <input key={name} type="hidden" name={HIDDEN_NAMES[name]} value={hidden[name]} />
      ))}
      {form.errors && form.errors.length > 0 && (
        <div id={form.errorId} className="form-error" role="alert">
          {form.errors.map((error) => (
            <p key={error}>{t(error, messageValues)}</p>
          ))}
        </div>
      )}
      <p className="field__hint">{t("step3.required")}</p>
      <ContactField
        field={field("contactName")}
        label={t("fields.contactName")}
        required
        autoComplete="name"
      />
      <ContactField
        field={field("company")}
        label={t("fields.company")}
        required={false}
        autoComplete="organization"
      />
      <ContactField
        field={field("email")}
        label={t("fields.email")}
        required
        type="email"
        autoComplete="email"
      />
      <ContactField
        field={field("phone")}
        label={t("fields.phone")}
        required={needs("phone")}
        type="tel"
        autoComplete="tel"
      />
      <ExtraFields needs={needs} field={field} prefill={prefill} />
      <ContactField
        field={field("subject")}
        label={t("fields.subject")}
        required
        maxLength={CONTACT_FORM.maxLength.subject}
      />
      <ContactField field={field("description")} label={t("fields.description")} required multiline />
      <Honeypot />
      <button type="submit" className="button button--primary">
        {t("step3.submit")}
      </button>
    </Form>
  );
}
