import * as conform from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getFormProps, getInputProps, getTextareaProps } from "./form-props";
import { type LazyFormOptions, useLazyForm } from "./lazy-form";

/**
 * Decision 0081: until its checks arrive, a form renders what conform's `useForm` renders (ids,
 * names, values, messages, aria attributes), so the server's HTML, the first render in the browser and
 * the form once checked are the same markup and nothing remounts. Both are rendered here side by side.
 */

type Helpers = {
  getFormProps: typeof getFormProps;
  getInputProps: typeof getInputProps;
  getTextareaProps: typeof getTextareaProps;
};
// biome-ignore lint/suspicious/noExplicitAny: metadata of either hook
type Form = [any, any];

function Markup({ form: [form, fields], helpers }: { form: Form; helpers: Helpers }) {
  const billing = fields.billing.getFieldset();
  const { key: _email, ...email } = helpers.getInputProps(fields.email, {
    type: "email",
    ariaDescribedBy: "hint",
  });
  const { key: _street, ...street } = helpers.getInputProps(billing.street, { type: "text" });
  const { key: _text, ...text } = helpers.getTextareaProps(fields.text);
  return (
    <form {...helpers.getFormProps(form)}>
      {form.errors?.map((error: string) => (
        <p key={error} id={form.errorId}>
          {error}
        </p>
      ))}
      <input {...email} />
      {fields.email.errors?.[0]}
      <input {...street} />
      {billing.street.errors?.[0]}
      <input {...helpers.getInputProps(fields.consent, { type: "checkbox", value: "on" })} />
      <input {...helpers.getInputProps(fields.newsletter, { type: "checkbox" })} />
      <input {...helpers.getInputProps(fields.salutation, { type: "radio", value: "frau" })} />
      <input {...helpers.getInputProps(fields.salutation, { type: "radio", value: "herr" })} />
      <input {...helpers.getInputProps(fields.guest, { type: "checkbox", value: false })} />
      <input {...helpers.getInputProps(fields.authorName, { type: "text" })} />
      <textarea {...text} />
      <output>
        {JSON.stringify([
          fields.name.defaultValue,
          fields.billing.valid,
          fields.email.valid,
          form.status,
          form.initialValue,
          fields.shipping.initialValue,
          fields.authorName.defaultValue,
        ])}
      </output>
    </form>
  );
}

const conformHelpers = conform as unknown as Helpers;
const ownHelpers = { getFormProps, getInputProps, getTextareaProps };

function WithConform(props: { options: Parameters<typeof conform.useForm>[0] }) {
  return <Markup form={conform.useForm(props.options) as Form} helpers={conformHelpers} />;
}
function WithLazy(props: { options: Parameters<typeof conform.useForm>[0] }) {
  const { lastResult, defaultValue, id } = props.options as LazyFormOptions<unknown>;
  const form = useLazyForm({ id, lastResult, defaultValue, schema: () => ({}) as never }) as unknown as Form;
  return <Markup form={form} helpers={ownHelpers} />;
}

const answered = {
  status: "error" as const,
  initialValue: { email: "keine-adresse", billing: { street: "Hauptstr." }, consent: "on", text: "Hallo" },
  error: { email: ["errors.email"], "billing.street": ["errors.streetNumber"], "": ["errors.form"] },
  state: { validated: { email: true, "billing.street": true } },
};

describe("useLazyForm's first render", () => {
  it.each([
    [
      "a fresh form with defaults",
      { id: "f", defaultValue: { name: "Eva", billing: { street: "Ring 1" }, newsletter: true } },
    ],
    [
      // conform drops "", null, {} and [] from the defaults (its `normalize`): no value="" rendered.
      "empty defaults, a radio and false",
      {
        id: "f",
        defaultValue: {
          authorName: "",
          email: "",
          shipping: {},
          lines: [],
          billing: { street: null },
          salutation: "herr",
          guest: false,
          name: "Eva",
        },
      },
    ],
    ["the server's answer with messages", { id: "f", lastResult: answered, defaultValue: { name: "Eva" } }],
    ["a form without an id (useId)", { lastResult: answered }],
    [
      "a reset answer",
      { id: "f", lastResult: { ...answered, intent: { type: "reset" as const, payload: {} } } },
    ],
  ])("is conform's markup: %s", (_, options) => {
    const expected = renderToString(<WithConform options={options} />);
    expect(expected).toMatch(/<input id="[^"]+-email" name="email"/);
    expect(renderToString(<WithLazy options={options} />)).toBe(expected);
  });

  it("shows the server's messages and values", () => {
    const html = renderToString(<WithLazy options={{ id: "f", lastResult: answered }} />);
    expect(html).toContain('value="keine-adresse"');
    expect(html).toContain('aria-invalid="true" aria-describedby="f-email-error hint"');
    expect(html).toContain("errors.streetNumber");
    expect(html).toContain('<p id="f-error">errors.form</p>');
  });
});
