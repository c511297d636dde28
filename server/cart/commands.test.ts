import { describe, expect, it } from "vitest";
import { RECOMMENDATION_IDS } from "../../config/recommendations";
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

  it("keeps the recommendation list an add came from, and leaves out an id that is no list's (decision 0066)", () => {
    const list = RECOMMENDATION_IDS["sk-SK"].similarProductsId;
    expect(
      parseCartCommand(form({ intent: "add", sku: "EX100", quantity: "1", recommendationId: list })),
    ).toEqual({
      ok: true,
      command: { intent: "add", sku: "EX100", quantity: "1", recommendationId: list },
    });
    // A forged or stale id only labels a tracking call: the add goes through without it.
    expect(
      parseCartCommand(form({ intent: "add", sku: "EX100", recommendationId: "<script>alert(1)</script>" })),
    ).toEqual({ ok: true, command: { intent: "add", sku: "EX100" } });
  });
});
