import type { LineItem, Order } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { purchaseEvent } from "./analytics-items";

const money = (centAmount: number) => ({
  type: "centPrecision" as const,
  currencyCode: "EUR",
  centAmount,
  fractionDigits: 2,
});

const line = (sku: string, cents: number, discounted: number | undefined, quantity: number): LineItem =>
  ({
    id: `line-${sku}`,
    name: { de: `Schweißgerät ${sku}`, en: `Welder ${sku}` },
    quantity,
    price: {
      id: "p",
      value: money(cents),
      ...(discounted
        ? { discounted: { value: money(discounted), discount: { typeId: "product-discount", id: "d" } } }
        : {}),
    },
    variant: {
      id: 1,
      sku,
      attributes: [
        { name: "brand", value: "Stamos" },
        { name: "ean", value: "4062859000001" },
        { name: "isPackageTypeFreight", value: true },
      ],
      availability: { isOnStock: true },
    },
    lineItemMode: "Standard",
  }) as unknown as LineItem;

describe("purchase data-layer event", () => {
  it("carries the order's number, total, tax, shipping and lines with SPEC §3's item fields", () => {
    const order = {
      id: "o1",
      orderNumber: "NS1000042",
      totalPrice: money(26_890),
      taxedPrice: { totalGross: money(26_890), totalNet: money(22_408) },
      shippingInfo: { price: money(995) },
      lineItems: [line("EX100", 14_999, 12_999, 2)],
    } as unknown as Order;
    const event = purchaseEvent(order, "de", () => false, 268.9);
    expect(event).toMatchObject({
      event: "purchase",
      ecommerce: { transaction_id: "NS1000042", currency: "EUR", value: 268.9, tax: 44.82, shipping: 9.95 },
    });
    expect(event.ecommerce.items).toEqual([
      {
        item_name: "Schweißgerät EX100",
        item_id: "EX100",
        item_brand: "Stamos",
        item_variant: "new",
        price: 129.99,
        currency: "EUR",
        discount: 20,
        quantity: 2,
        in_stock: true,
        shipping_type: "freight",
        item_type: "product",
        index: 0,
        gtin: "4062859000001",
      },
    ]);
  });
});
