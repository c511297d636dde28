import { describe, expect, it } from "vitest";
import { CUSTOMER_FIELDS } from "../../config/customer-fields";
import { sessionVersionOf } from "../account/auth";
import { customerFieldActions, customFieldActions } from "./custom-fields";

const typed = (fields: Record<string, unknown>) => ({
  custom: { type: { typeId: "type" as const, id: "t1" }, fields },
});

describe("customFieldActions: one rule for carts and customers (decisions 0028, 0073)", () => {
  it("gives a resource without custom fields the type with the values set", () => {
    expect(customFieldActions({}, "some-type", { a: 1, b: undefined })).toEqual([
      { action: "setCustomType", type: { typeId: "type", key: "some-type" }, fields: { a: 1 } },
    ]);
    expect(customFieldActions({}, "some-type", { b: undefined })).toEqual([]);
  });

  it("sets only the fields that change, and removes one without a value", () => {
    const resource = typed({ same: { x: [1, 2] }, changed: true, gone: "x" });
    expect(
      customFieldActions(resource, "some-type", {
        same: { x: [1, 2] },
        changed: false,
        gone: undefined,
        absent: undefined,
      }),
    ).toEqual([
      { action: "setCustomField", name: "changed", value: false },
      { action: "setCustomField", name: "gone" },
    ]);
  });

  it("compares strictly: a stored value of another type is overwritten", () => {
    expect(customFieldActions(typed({ n: "1" }), "some-type", { n: 1 })).toEqual([
      { action: "setCustomField", name: "n", value: 1 },
    ]);
  });
});

describe("customerFieldActions (decision 0073)", () => {
  it("gives a customer without a custom type the shop's customer type with the fields", () => {
    expect(customerFieldActions({}, { sessionVersion: 1, newsletter: undefined })).toEqual([
      {
        action: "setCustomType",
        type: { typeId: "type", key: CUSTOMER_FIELDS.typeKey },
        fields: { sessionVersion: 1 },
      },
    ]);
    expect(customerFieldActions({}, { newsletter: undefined })).toEqual([]);
  });

  it("sets each changed field on a customer with a type, and removes one without a value", () => {
    const customer = typed({ socialLogins: ["google:1"], newsletter: false, sessionVersion: 2 });
    expect(customerFieldActions(customer, { newsletter: true, sessionVersion: undefined })).toEqual([
      { action: "setCustomField", name: "newsletter", value: true },
      { action: "setCustomField", name: "sessionVersion" },
    ]);
    expect(customerFieldActions(customer, { socialLogins: ["google:1"], newsletter: false })).toEqual([]);
  });

  it("never drops a session version increment, whatever the stored value", () => {
    for (const stored of [undefined, 0, 3, "1", -1, 0.5, null]) {
      const customer = typed(stored === undefined ? {} : { sessionVersion: stored });
      const next = sessionVersionOf(customer) + 1;
      expect(customerFieldActions(customer, { sessionVersion: next })).toEqual([
        { action: "setCustomField", name: "sessionVersion", value: next },
      ]);
    }
  });
});
