import type { Address } from "@commercetools/platform-sdk";
import { useTranslation } from "react-i18next";
import { NEW_ADDRESS, type SavedAddressOption } from "../../../config";
import { addressLines } from "../account/AddressLines";

/**
 * A signed-in customer's saved addresses as radio buttons (SPEC §4 "Addresses", decision 0033), each
 * showing the address; with `withNew`, "a new address" uses the typed fields. A plain form field: the
 * server takes the chosen id from the customer's own books. With JavaScript `onChange` lets the page
 * hide the typed fields, and an address with a company name chooses the company buyer type at once
 * (SPEC §4; the server does the same without JavaScript). Nothing shows without saved addresses.
 */
export function SavedAddressChoice({
  legend,
  name,
  options,
  value,
  withNew,
  errors,
  clientTypeName,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly SavedAddressOption[];
  value: string;
  withNew: boolean;
  /** Keys of the `addresses` namespace (an id that is not the customer's). */
  errors?: string[];
  /** The client type radios' name: an address with a company name checks "company". */
  clientTypeName?: string;
  onChange?: (id: string) => void;
}) {
  const { t } = useTranslation("addresses");
  if (options.length === 0) return null;
  const errorId = `${name}-error`;
  const choices = [
    ...options.map((o) => ({ id: o.id, option: o as SavedAddressOption | undefined })),
    ...(withNew ? [{ id: NEW_ADDRESS, option: undefined }] : []),
  ];
  return (
    <fieldset
      className="choice saved-addresses"
      aria-describedby={errors?.length ? errorId : undefined}
      aria-invalid={errors?.length ? true : undefined}
    >
      <legend>{legend}</legend>
      {choices.map(({ id, option }) => (
        <label key={id} className="saved-address">
          <input
            type="radio"
            name={name}
            value={id}
            defaultChecked={value === id}
            onChange={(event) => {
              onChange?.(id);
              if (clientTypeName && option?.fields.company)
                event.currentTarget.form
                  ?.querySelector<HTMLInputElement>(`input[name="${clientTypeName}"][value="company"]`)
                  ?.click();
            }}
          />{" "}
          {option ? addressLines(option.fields as unknown as Address).join(", ") : t("choice.new")}
        </label>
      ))}
      {errors?.length ? (
        <p id={errorId} className="field-error">
          {errors.map((error) => t(error)).join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
