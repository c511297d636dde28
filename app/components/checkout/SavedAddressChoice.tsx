import type { Address } from "@commercetools/platform-sdk";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { NEW_ADDRESS, type SavedAddressOption } from "../../../config";
import { addressLines } from "../account/AddressLines";

/**
 * A signed-in customer's saved addresses as radio buttons (SPEC §4 "Addresses", decision 0033), each
 * showing the address; with `withNew`, "a new address" uses the typed fields. A plain form field: the
 * server takes the chosen id from the customer's own books. With JavaScript `onChange` lets the page
 * hide the typed fields and, for an address with a company name, choose the company buyer type.
 */
export function SavedAddressChoice({
  legend,
  name,
  options,
  value,
  withNew,
  errors,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly SavedAddressOption[];
  value: string;
  withNew: boolean;
  /** Keys of the `addresses` namespace (an id that is not the customer's). */
  errors?: string[];
  onChange?: (
    id: string,
    option: SavedAddressOption | undefined,
    event: ChangeEvent<HTMLInputElement>,
  ) => void;
}) {
  const { t } = useTranslation("addresses");
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
            onChange={(event) => onChange?.(id, option, event)}
          />{" "}
          {option ? (
            <span className="saved-address__lines">
              {addressLines(option.fields as unknown as Address).join(", ")}
            </span>
          ) : (
            t("choice.new")
          )}
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
