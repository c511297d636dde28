import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as mini from "zod/mini";
import { withSavedAddresses } from "../../config/address-choices-form";
import { contactRequestForm } from "../../config/contact-schema";
import {
  addressForm,
  checkoutAddressForm,
  loginForm,
  passwordChangeForm,
  passwordResetForm,
  passwordResetRequestForm,
  profileForm,
  registrationForm,
  reviewForm,
} from "../../config/forms";
import { newsletterForm } from "../../config/newsletter-form";
import { orderTrackingForm } from "../../config/order-tracking-form";
import * as z from "../../config/zod";
import { checkForm, type FormSchema } from "./form-check";

const form = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries))
    for (const one of [value].flat()) data.append(name, one);
  return data;
};

/** Both checks of one posted form: the browser's and conform's parseWithZod (the server's). */
function both(schema: z.ZodType, entries: Record<string, string | string[]>) {
  const browser = checkForm(form(entries), schema as unknown as FormSchema<unknown>);
  const server = parseWithZod(form(entries), { schema });
  return { browser, server };
}

const expectSame = (schema: z.ZodType, entries: Record<string, string | string[]>) => {
  const { browser, server } = both(schema, entries);
  expect(browser.status).toBe(server.status);
  expect("error" in browser ? browser.error : null).toEqual("error" in server ? server.error : null);
  expect("value" in browser ? browser.value : null).toEqual("value" in server ? server.value : null);
  expect(browser.reply()).toEqual(server.reply());
  return browser;
};

const empty = {};
const blanks = (names: string[]) => Object.fromEntries(names.map((name) => [name, ""]));
const address = {
  firstName: "Eva",
  lastName: " Novák ",
  company: "",
  streetName: "Hauptstraße",
  streetNumber: "12a",
  additionalAddressInfo: "",
  postalCode: "10115",
  city: "Berlin",
  phone: "",
};
const prefixed = (prefix: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${prefix}.${name}`, value]));

describe("the browser's field check gives what parseWithZod gives (issue 20 item 1)", () => {
  it("sign-in, registration and the password forms: missing, blank, wrong and right", () => {
    for (const payload of [
      empty,
      blanks(["email", "password"]),
      { email: "not-an-email", password: "x" },
      { email: "eva@example.com", password: "secret", redirectTo: "/de/cart" },
    ])
      expectSame(loginForm, payload);
    for (const payload of [
      empty,
      { firstName: "  ", lastName: "Li", email: "eva@example", password: "short", passwordConfirm: "" },
      {
        firstName: "Eva",
        lastName: "Li",
        email: "eva@example.com",
        password: "Secret123!",
        passwordConfirm: "x",
      },
      {
        firstName: "Eva",
        lastName: "Li",
        email: "eva@example.com",
        password: "Secret123!x",
        passwordConfirm: "Secret123!x",
      },
    ])
      expectSame(registrationForm, payload);
    expectSame(profileForm, {
      firstName: "Eva",
      lastName: "",
      email: "eva@example.com",
      currentPassword: "",
    });
    expectSame(passwordChangeForm, { currentPassword: "", newPassword: "abc", passwordConfirm: "abd" });
    expectSame(passwordResetRequestForm, { email: "" });
    expectSame(passwordResetForm, { token: "t", newPassword: "Secret123!x", passwordConfirm: "Secret123!x" });
  });

  it("says a missing e-mail is required and a wrong one is wrong, field by field", () => {
    const browser = expectSame(loginForm, { email: "eva@", password: "" });
    expect(browser.status).toBe("error");
    expect("error" in browser && browser.error).toEqual({
      email: ["errors.email"],
      password: ["errors.required"],
    });
  });

  it("the address book, the newsletter, order tracking and the review (a number and a tick box)", () => {
    for (const payload of [empty, address, { ...address, postalCode: "1", makeDefault: "on" }])
      expectSame(addressForm("de"), payload);
    expectSame(addressForm("at"), { ...address, postalCode: "1010", streetNumber: "" });
    for (const payload of [empty, { email: "eva@example.com", consent: "on", website: "", inline: "1" }])
      expectSame(newsletterForm, payload);
    expectSame(orderTrackingForm, { orderNumber: " ", email: "eva@example.com" });
    for (const consentRequired of [true, false])
      for (const payload of [
        empty,
        { rating: "", title: "", text: "" },
        { rating: "4", title: "Good", text: "Works well", author: "Eva", consent: "on" },
        { rating: "x", title: "T", text: "T" },
      ])
        expectSame(reviewForm({ consentRequired }), payload);
  });

  it("the contact form with its extra fields (a quantity turned into a number)", () => {
    const schema = contactRequestForm("de", "sales", "offer-discount-request");
    const base = { reason: "sales", subreason: "offer-discount-request", contactName: "Eva" };
    for (const payload of [
      empty,
      { ...base, email: "eva@example.com", subject: "Offer", description: "Please", quantity: "0" },
      {
        ...base,
        email: "eva@example.com",
        subject: "Offer",
        description: "Please",
        quantity: " 12 ",
        productNumber: "12345",
        vatId: "DE123456789",
        phone: "+49 30 1234567",
        company: "",
      },
    ])
      expectSame(schema, payload);
    expectSame(contactRequestForm("de", "nope", "nope"), base);
  });

  it("the checkout's addresses: nested fields, a company's name, another shipping address, saved ones", () => {
    const guest = checkoutAddressForm("de", { guest: true });
    for (const payload of [
      empty,
      { email: "eva@example.com", clientType: "company", ...prefixed("billing", address) },
      {
        email: "eva@example.com",
        clientType: "private",
        ...prefixed("billing", address),
        shippingType: "different",
        ...prefixed("shipping", { ...address, city: "", company: "" }),
        emailConsent: "on",
      },
    ])
      expectSame(guest, payload);
    const book = [{ id: "a1", fields: { ...address, company: "ACME GmbH" } }];
    const signedIn = withSavedAddresses(checkoutAddressForm("de", { guest: false }), book);
    const payloads: Record<string, string>[] = [
      { clientType: "private", billingAddressId: "a1", shippingType: "same" },
      { clientType: "private", billingAddressId: "zz", shippingType: "saved", shippingAddressId: "" },
      {
        clientType: "private",
        billingAddressId: "new",
        ...prefixed("billing", address),
        shippingType: "saved",
        shippingAddressId: "a1",
      },
    ];
    for (const payload of payloads) expectSame(signedIn, payload);
  });

  it("coerces as conform does where the shop's forms do not go: numbers, booleans, arrays, unions", () => {
    const schema = z.object({
      count: z.number().min(2),
      agreed: z.boolean(),
      tags: z.array(z.string()).min(1),
      size: z.union([z.literal(1), z.literal("big")]).optional(),
      inner: z.object({ note: z.string().default("none") }),
    });
    for (const payload of [
      empty,
      { count: "1", agreed: "on", tags: "a", size: "1" },
      { count: "3", agreed: "yes", tags: ["a", ""], size: "big", "inner.note": "" },
      { count: " ", tags: "", size: "", "inner.note": "x" },
    ])
      expectSame(schema, payload);
  });

  it("checks zod/mini schemas too (decision 0045's next step), with the same messages", () => {
    const schema = mini.object({
      email: mini.email({
        error: (issue) => (issue.input === undefined ? "errors.required" : "errors.email"),
      }),
      quantity: mini.optional(mini.number().check(mini.minimum(1, "errors.quantity"))),
      consent: mini.literal("on", { error: "errors.consent" }),
    });
    for (const payload of [
      empty,
      { email: "eva@", quantity: "0" },
      { email: "eva@example.com", consent: "on" },
    ])
      expectSame(schema as unknown as z.ZodType, payload);
    const browser = checkForm(form({ email: "", quantity: "0" }), schema);
    expect("error" in browser && browser.error).toEqual({
      email: ["errors.required"],
      quantity: ["errors.quantity"],
      consent: ["errors.consent"],
    });
  });
});
