import { describe, expect, it } from "vitest";
import { CUSTOMER_FIELDS } from "../../config/customer-fields";
import { customerFieldActions } from "./custom-fields";

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

  it("sets each field on a customer with a type, and removes one without a value", () => {
    const typed = {
      custom: { type: { typeId: "type" as const, id: "t1" }, fields: { socialLogins: ["google:1"] } },
    };
    expect(customerFieldActions(typed, { newsletter: true, sessionVersion: undefined })).toEqual([
      { action: "setCustomField", name: "newsletter", value: true },
      { action: "setCustomField", name: "sessionVersion" },
    ]);
  });
});
