import { describe, expect, it } from "vitest";
import { eur, line } from "../../tests/support/cart-fixtures";
import { lineCopyAction, sameLine } from "./line-copy";

describe("copying a line into another cart (decision 0065)", () => {
  it("names the line's custom type by id, as a commercetools TypeReference does", () => {
    const guarantee = line("g", "GUARANTEE-2Y", 1, 1299, {
      priceMode: "ExternalPrice",
      custom: { type: { typeId: "type", id: "7f0c1d2e-uuid-of-the-type" }, fields: { parentSku: "DRILL" } },
    });
    expect(lineCopyAction(guarantee)).toEqual({
      action: "addLineItem",
      sku: "GUARANTEE-2Y",
      quantity: 1,
      supplyChannel: undefined,
      distributionChannel: undefined,
      externalPrice: eur(1299),
      custom: { type: { typeId: "type", id: "7f0c1d2e-uuid-of-the-type" }, fields: { parentSku: "DRILL" } },
    });
    expect(lineCopyAction(line("a", "DRILL", 1, 1000))).toMatchObject({
      externalPrice: undefined,
      custom: undefined,
    });
  });

  it("counts a line of the same variant and channels as the same, a gift never", () => {
    expect(sameLine(line("x", "DRILL", 1, 1000), line("y", "DRILL", 1, 1000))).toBe(true);
    expect(sameLine(line("x", "DRILL", 1, 1000), line("y", "SAW", 1, 1000))).toBe(false);
    expect(
      sameLine(line("x", "DRILL", 1, 1000), line("y", "DRILL", 1, 1000, { lineItemMode: "GiftLineItem" })),
    ).toBe(false);
  });
});
