import type { LineItem } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { netCents, netOfLines } from "./summary-net";

/** A line as the platform answers it: gross unit price, quantity, what cart discounts left, its net. */
function line(id: string, unit: number, quantity: number, after: number, rate = 0.19): LineItem {
  return {
    id,
    quantity,
    price: { value: { centAmount: unit } },
    totalPrice: { centAmount: after },
    taxRate: { amount: rate },
    taxedPrice: { totalNet: { centAmount: netCents(after, rate) } },
  } as unknown as LineItem;
}
const before = (l: LineItem) => l.price.value.centAmount * l.quantity;

describe("the net side of a summary (issue 15.9: company buyers)", () => {
  it("takes a line's net from the platform when no cart discount changed it", () => {
    const result = netOfLines([line("a", 5599, 3, 16797)], () => new Map(), before);
    expect(result?.lines.get("a")).toEqual({ unit: 4705, total: netCents(16797, 0.19) });
    expect(result?.saved.size).toBe(0);
  });

  it("shares a line's net deduction among its discounts by their gross amounts, to the cent", () => {
    // 3 × 55,99 € = 167,97 €; a volume discount took 8,40 €, a code 15,00 €.
    const l = line("a", 5599, 3, 16797 - 840 - 1500);
    const saved = new Map([
      ["volume", 840],
      ["code", 1500],
    ]);
    const result = netOfLines([l], () => saved, before);
    const netBefore = netCents(16797, 0.19);
    const netAfter = netCents(16797 - 2340, 0.19);
    expect(result?.lines.get("a")?.total).toBe(netBefore);
    expect(result?.saved.get("volume")).toBe(Math.round(((netBefore - netAfter) * 840) / 2340));
    expect((result?.saved.get("volume") ?? 0) + (result?.saved.get("code") ?? 0)).toBe(netBefore - netAfter);
  });

  it("has no net side while a line has no tax from the platform", () => {
    const untaxed = { ...line("a", 1000, 1, 1000), taxedPrice: undefined } as unknown as LineItem;
    expect(netOfLines([untaxed], () => new Map(), before)).toBeUndefined();
  });
});
