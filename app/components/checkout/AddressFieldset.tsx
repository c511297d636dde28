import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../forms/AccountForm";

// biome-ignore lint/suspicious/noExplicitAny: fields of any address form
type AddressFields = Record<string, FieldMetadata<any, any, string[]>>;

/** An address of the checkout (billing or shipping) with the browser's autofill sections. */
export function AddressFieldset({
  legend,
  fields,
  company,
  section,
  country,
  children,
}: {
  legend: string;
  fields: AddressFields;
  /** A company buyer's address has the company name (required for billing). */
  company: boolean;
  section: "billing" | "shipping";
  /** The country's name, for the postal code message. */
  country: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const values = { country };
  const auto = (name: string) => `section-${section} ${section} ${name}`;
  const f = (name: string) => fields[name] as FieldMetadata<string | undefined, AddressFields, string[]>;
  return (
    <fieldset className="address-fieldset">
      <legend>{legend}</legend>
      <Field
        field={f("firstName")}
        label={t("fields.firstName")}
        autoComplete={auto("given-name")}
        messageValues={values}
      />
      <Field
        field={f("lastName")}
        label={t("fields.lastName")}
        autoComplete={auto("family-name")}
        messageValues={values}
      />
      {/* Without JavaScript a company buyer needs these fields whatever the choice above shows. */}
      <div className="company-fields" data-visible={company ? "true" : "false"}>
        <Field
          field={f("company")}
          label={t("fields.company")}
          autoComplete={auto("organization")}
          optional={section === "shipping"}
          messageValues={values}
        />
        {children}
      </div>
      <Field
        field={f("streetName")}
        label={t("fields.streetName")}
        autoComplete={auto("address-line1")}
        messageValues={values}
      />
      <Field field={f("streetNumber")} label={t("fields.streetNumber")} messageValues={values} />
      <Field
        field={f("additionalAddressInfo")}
        label={t("fields.additionalAddressInfo")}
        autoComplete={auto("address-line2")}
        optional
      />
      <Field
        field={f("postalCode")}
        label={t("fields.postalCode")}
        autoComplete={auto("postal-code")}
        messageValues={values}
      />
      <Field
        field={f("city")}
        label={t("fields.city")}
        autoComplete={auto("address-level2")}
        messageValues={values}
      />
      <Field
        field={f("phone")}
        label={t("fields.phone")}
        type="tel"
        autoComplete={auto("tel")}
        optional
        messageValues={values}
      />
    </fieldset>
  );
}
