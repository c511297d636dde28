import type { LineItem } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { lineCopyAction, sameLine } from "./line-copy";

const eur = (centAmount: number) => ({
  type: "centPrecision" as const,
  currencyCode: "EUR",
  centAmount,
  fractionDigits: 2,
});
const line = (id: string, sku: string, extra: Partial<LineItem> = {}) =>
  ({
    id,
    productId: `product-${sku}`,
    variant: { id: 1, sku },
    quantity: 1,
    lineItemMode: "Standard",
    priceMode: "Platform",
    price: { id: "p", value: eur(1000) },
    ...extra,
  }) as LineItem;

describe("copying a line into another cart (decision 0065)", () => {
  it("names the line's custom type by id, as a commercetools TypeReference does", () => {
    const guarantee = line("g", "GUARANTEE-2Y", {
      priceMode: "ExternalPrice",
      price: { id: "x", value: eur(1299) },
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
    expect(lineCopyAction(line("a", "DRILL"))).toMatchObject({ externalPrice: undefined, custom: undefined });
  });

  it("counts a line of the same variant and channels as the same, a gift never", () => {
    expect(sameLine(line("x", "DRILL"), line("y", "DRILL"))).toBe(true);
    expect(sameLine(line("x", "DRILL"), line("y", "SAW"))).toBe(false);
    expect(sameLine(line("x", "DRILL"), line("y", "DRILL", { lineItemMode: "GiftLineItem" }))).toBe(false);
  });
});
