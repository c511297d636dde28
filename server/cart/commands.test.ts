import { describe, expect, it } from "vitest";
import { parseCartCommand } from "./commands";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("cart form posts", () => {
  it("reads each intent's fields", () => {
    expect(parseCartCommand(form({ intent: "quantity", lineId: "l-1", quantity: "3" }))).toEqual({
      ok: true,
      command: { intent: "quantity", lineId: "l-1", quantity: "3" },
    });
  });

  it("names each wrong or missing field by a translation key, never by the validator's English", () => {
    expect(parseCartCommand(form({ intent: "quantity", lineId: "l-1" }))).toEqual({
      ok: false,
      errors: { quantity: "errors.quantity" },
    });
    expect(parseCartCommand(form({ intent: "add", sku: "no spaces", quantity: "x".repeat(41) }))).toEqual({
      ok: false,
      errors: { sku: "errors.sku", quantity: "errors.quantity" },
    });
    expect(parseCartCommand(form({ intent: "coupon", code: "" }))).toEqual({
      ok: false,
      errors: { code: "errors.couponRequired" },
    });
    expect(parseCartCommand(form({ intent: "nothing" }))).toEqual({
      ok: false,
      errors: { intent: "errors.intent" },
    });
  });
});
