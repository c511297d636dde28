import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { getInputProps } from "../../lib/form-props";

/**
 * A choice of the addresses step as radio buttons (client type, shipping address). The form posts
 * the choice as it is; with JavaScript `onChange` lets the page show what depends on it at once.
 */
export function RadioChoice<Option extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: string;
  onChange?: (option: Option) => void;
  label: (option: Option) => string;
}) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            defaultChecked={value === option}
            onChange={() => onChange?.(option)}
          />{" "}
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** A signed-in shopper's "save to my address book" box. */
export function SaveAddressCheckbox({
  field,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a checkbox of any form
  field: FieldMetadata<any, any, string[]>;
  label: string;
}) {
  return (
    <label className="field--checkbox">
      <input {...getInputProps(field, { type: "checkbox" })} /> {label}
    </label>
  );
}

/**
 * The second address: hidden with JavaScript until `choice` is checked in the shipping choice; always
 * there without. The stylesheet reads the radio itself (app.css), so a choice made before hydration counts.
 */
export function ShippingBlock({ choice, children }: { choice: "saved" | "different"; children: ReactNode }) {
  return (
    <div className="checkout-shipping" data-choice={choice}>
      {children}
    </div>
  );
}
