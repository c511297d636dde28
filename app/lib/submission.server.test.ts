import { describe, expect, it } from "vitest";
import { withSavedAddresses } from "../../config/address-choices-form";
import { checkoutAddressForm, loginForm, registrationForm } from "../../config/forms";
import { onlyFieldsOf, parseSubmission } from "./submission.server";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("only the fields a form has", () => {
  it("keeps a form's own fields, nested ones and record keys, and drops the rest", () => {
    const schema = checkoutAddressForm("de", { guest: true });
    const kept = onlyFieldsOf(
      form([
        ["csrf", "t"],
        ["email", "a@example.com"],
        ["billing.firstName", "Eva"],
        ["billing.vatId", "DE1"],
        ["billing.nope", "x"],
        ["shipping.city", "Berlin"],
        ["x[10000000]", "1"],
        ["billing.firstName.deeper", "x"],
      ]),
      schema,
    );
    expect([...kept.keys()]).toEqual(["email", "billing.firstName", "billing.vatId", "shipping.city"]);
  });

  it("reads through refinements (the registration form) and echoes only its fields", () => {
    const submission = parseSubmission(
      form([
        ["email", "bad"],
        ["firstName", "Eva"],
        ["x[100000000]", "1"],
      ]),
      registrationForm,
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(Object.keys(reply.initialValue ?? {}).sort()).toEqual(["email", "firstName"]);
    expect(JSON.stringify(reply).length).toBeLessThan(1000);
    expect([...onlyFieldsOf(form([["redirectTo", "/x"]]), loginForm).keys()]).toEqual(["redirectTo"]);
  });

  it("reads through a preprocess in front of the schema (the saved-address choices)", () => {
    const schema = withSavedAddresses(checkoutAddressForm("de", { guest: false }), []);
    const kept = onlyFieldsOf(
      form([
        ["billing.firstName", "Eva"],
        ["billingAddressId", "new"],
        ["addressCheck.billing", "keep:0123456789abcdef"],
        ["addressCheck.other", "x"],
        ["nope", "x"],
      ]),
      schema,
    );
    expect([...kept.keys()]).toEqual(["billing.firstName", "billingAddressId", "addressCheck.billing"]);
  });
});
