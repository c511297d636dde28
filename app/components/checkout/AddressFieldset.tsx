import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../forms/AccountForm";
import { VatCheck } from "./VatCheck";

// biome-ignore lint/suspicious/noExplicitAny: fields of any address form
type AddressFields = Record<string, FieldMetadata<any, any, string[]>>;

/** An address of the checkout (billing or shipping) with the browser's autofill sections. */
export function AddressFieldset({
  legend,
  fields,
  section,
  country,
  children,
}: {
  legend: string;
  fields: AddressFields;
  section: "billing" | "shipping";
  /** The country's name, for the postal code message. */
  country: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const values = { country };
  const auto = (name: string) => `section-${section} ${section} ${name}`;
  const f = (name: string) => fields[name] as FieldMetadata<string | undefined, AddressFields, string[]>;
  /** A field of this address; `autoComplete` is its token within the address's autofill section. */
  const field = (
    name: string,
    label: string,
    autoComplete?: string,
    { type, optional, withValues = true }: { type?: "tel"; optional?: boolean; withValues?: boolean } = {},
  ) => (
    <Field
      field={f(name)}
      label={label}
      type={type}
      autoComplete={autoComplete && auto(autoComplete)}
      optional={optional}
      messageValues={withValues ? values : undefined}
    />
  );
  return (
    <fieldset className="address-fieldset">
      <legend>{legend}</legend>
      {field("firstName", t("fields.firstName"), "given-name")}
      {field("lastName", t("fields.lastName"), "family-name")}
      {/* Without JavaScript a company buyer needs these fields whatever the choice above shows. */}
      <div className="company-fields">
        {field("company", t("fields.company"), "organization", { optional: section === "shipping" })}
        {children}
      </div>
      {field("streetName", t("fields.streetName"), "address-line1")}
      {field("streetNumber", t("fields.streetNumber"))}
      {field("additionalAddressInfo", t("fields.additionalAddressInfo"), "address-line2", {
        optional: true,
        withValues: false,
      })}
      {field("postalCode", t("fields.postalCode"), "postal-code")}
      {field("city", t("fields.city"), "address-level2")}
      {field("phone", t("fields.phone"), "tel", { type: "tel", optional: true })}
    </fieldset>
  );
}

/**
 * The billing address, with the company's VAT ID (SPEC §8: its format hint when the VAT check is on;
 * SPEC §4: with JavaScript it is checked when the field is left).
 */
export function BillingFieldset({
  fields,
  company,
  country,
  vatEnabled,
}: {
  fields: AddressFields;
  company: boolean;
  country: string;
  vatEnabled: boolean;
}) {
  const { t } = useTranslation("checkout");
  return (
    <AddressFieldset legend={t("addresses.billing")} fields={fields} section="billing" country={country}>
      <VatCheck enabled={vatEnabled} company={company}>
        <Field
          field={fields.vatId as FieldMetadata<string | undefined, AddressFields, string[]>}
          label={t("addresses.vatId")}
          hint={vatEnabled ? t("vat.formatHint") : undefined}
          optional
        />
      </VatCheck>
    </AddressFieldset>
  );
}
