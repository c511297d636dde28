import type { Address } from "@commercetools/platform-sdk";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type AddressField, addressFormValues } from "../../../config";
import type { addressBookAction, addressBookLoader } from "../../lib/address-book.server";
import { Link } from "../../lib/link";
import { useCountryName } from "../../lib/root-data";
import { AccountForm, Field, useAccountForm } from "../forms/AccountForm";
import { CsrfField } from "../forms/CsrfField";
import { AddressLines, addressLines } from "./AddressLines";

type Loader = ReturnType<typeof addressBookLoader>;
type Action = ReturnType<typeof addressBookAction>;
type LoaderData = ReturnType<typeof useLoaderData<Loader>>;

/**
 * An address book of the account (SPEC §2 shipping-details and billing-details): the saved addresses
 * with the default first, each with edit, delete and make-default buttons, and the add/edit form.
 * Every button is a plain form post; `?edit=<id>` opens an address in the form.
 */
export function AddressBookPage() {
  const { role, book, editing, notice } = useLoaderData<Loader>();
  const actionData = useActionData<Action>();
  const { t } = useTranslation("account");
  const listError =
    actionData && actionData.intent !== "save" ? actionData.result.error?.[""]?.[0] : undefined;
  const heading = role === "shipping" ? "addresses.shippingTitle" : "addresses.billingTitle";
  return (
    <>
      <h1>{t(heading)}</h1>
      {notice && !actionData && (
        <p className="notice" role="status">
          {t(`addresses.${notice}`)}
        </p>
      )}
      {listError && (
        <p className="notice notice--error" role="alert">
          {t(listError)}
        </p>
      )}
      {book.length === 0 ? <p>{t("addresses.empty")}</p> : <AddressList book={book} />}
      <AddressEditor
        role={role}
        editing={editing}
        result={actionData?.intent === "save" ? actionData.result : undefined}
      />
    </>
  );
}

/** The saved addresses, each with its edit link and its make-default and delete buttons. */
function AddressList({ book }: { book: LoaderData["book"] }) {
  const { t } = useTranslation("account");
  return (
    <ul className="address-book">
      {book.map(({ address, isDefault }) => {
        const label = addressLines(address as Address).join(", ");
        return (
          <li key={address.id} className="address-book__entry">
            <AddressLines address={address as Address} />
            {isDefault && <p className="badge">{t("addresses.default")}</p>}
            <div className="address-book__actions">
              <Link to={`?edit=${address.id}`} aria-label={t("addresses.editLabel", { address: label })}>
                {t("addresses.edit")}
              </Link>
              {!isDefault && (
                <AddressAction
                  intent="default"
                  addressId={address.id}
                  text={t("addresses.makeDefault")}
                  label={t("addresses.makeDefaultLabel", { address: label })}
                />
              )}
              <AddressAction
                intent="delete"
                addressId={address.id}
                text={t("addresses.delete")}
                label={t("addresses.deleteLabel", { address: label })}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The add form, or the edit form of the address `?edit=` names, with what was typed after a refused save. */
function AddressEditor({
  role,
  editing,
  result,
}: {
  role: LoaderData["role"];
  editing: LoaderData["editing"];
  result: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("account");
  const country = useCountryName();
  const defaults = editing ? addressFormValues(editing as Address) : undefined;
  const [form, fields] = useAccountForm((schemas) => schemas.addressForm(country.code), result, {
    id: editing ? `address-${editing.id}` : "address-new",
    defaultValue: defaults,
  });
  const field = (
    name: AddressField,
    autoComplete: string,
    { type = "text", optional = false }: { type?: "text" | "tel"; optional?: boolean } = {},
  ) => (
    <Field
      field={fields[name]}
      label={t(`fields.${name}`)}
      autoComplete={autoComplete}
      type={type}
      optional={optional}
      messageValues={{ country: country.name }}
    />
  );
  return (
    <section aria-labelledby="address-form-heading">
      <h2 id="address-form-heading">{t(editing ? "addresses.editHeading" : "addresses.add")}</h2>
      {role === "shipping" && <p>{t("addresses.shippingCountryHint", { country: country.name })}</p>}
      <AccountForm form={form} intent="save" messageValues={{ country: country.name }}>
        {editing && <input type="hidden" name="addressId" value={editing.id} />}
        {field("firstName", "given-name")}
        {field("lastName", "family-name")}
        {role === "billing" && field("company", "organization", { optional: true })}
        {field("streetName", "address-line1")}
        {field("streetNumber", "off")}
        {field("additionalAddressInfo", "address-line2", { optional: true })}
        {field("postalCode", "postal-code")}
        {field("city", "address-level2")}
        {field("phone", "tel", { type: "tel", optional: true })}
        <div className="field field--checkbox">
          <input type="checkbox" id={fields.makeDefault.id} name={fields.makeDefault.name} />
          <label htmlFor={fields.makeDefault.id}>{t("addresses.setAsDefault")}</label>
        </div>
        <button type="submit" className="button button--primary">
          {t("addresses.save")}
        </button>
        {editing && <Link to=".">{t("addresses.cancel")}</Link>}
      </AccountForm>
    </section>
  );
}

/** One button of an address (make default, delete) as its own form post; the label names the address. */
function AddressAction({
  intent,
  addressId,
  text,
  label,
}: {
  intent: "default" | "delete";
  addressId: string | undefined;
  text: string;
  label: string;
}) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={addressId} />
      <button type="submit" className="button button--link" aria-label={label}>
        {text}
      </button>
    </Form>
  );
}
