import type { Order } from "@commercetools/platform-sdk";
import { describe, expect, it, vi } from "vitest";
import { ORDER_LOOKUP_LIMITS } from "../../config";
import { memoryThrottles } from "../account/throttle";
import { resolveMarket } from "../market";
import { createOrderTracking } from "./tracking";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const order = {
  orderNumber: "20260000042",
  customerEmail: "Eva@Example.com",
  createdAt: "2026-11-20T09:00:00.000Z",
  orderState: "Confirmed",
  paymentState: "Paid",
  shipmentState: "Shipped",
  totalPrice: { type: "centPrecision", centAmount: 12_345, currencyCode: "EUR", fractionDigits: 2 },
  store: { typeId: "store", key: de.storeKey },
} as unknown as Order;

/** The tracking of a platform that knows this one order (by number). */
const tracking = (known: Order, now = () => Date.now()) =>
  createOrderTracking(
    { order: async (by) => ("orderNumber" in by && by.orderNumber === known.orderNumber ? known : null) },
    memoryThrottles(now),
  );

describe("order tracking (issue 17.2)", () => {
  it("answers the states, date and total for the right pair, e-mail case aside", async () => {
    const answer = await tracking(order).track(
      { orderNumber: "20260000042", email: "eva@example.com" },
      { market: de, clientIp: "198.51.100.1" },
    );
    expect(answer).toEqual({
      kind: "found",
      order: {
        number: "20260000042",
        createdAt: "2026-11-20T09:00:00.000Z",
        currency: "EUR",
        total: 123.45,
        orderState: "Confirmed",
        paymentState: "Paid",
        shipmentState: "Shipped",
      },
    });
  });

  it("answers another store's order as it answers no order", async () => {
    const elsewhere = { ...order, store: { typeId: "store", key: "store-sk" } } as Order;
    const at = { market: de, clientIp: "198.51.100.2" };
    const value = { orderNumber: "20260000042", email: "eva@example.com" };
    expect(await tracking(elsewhere).track(value, at)).toEqual({ kind: "notFound" });
    expect(await tracking(order).track({ ...value, orderNumber: "20260000043" }, at)).toEqual({
      kind: "notFound",
    });
  });

  it("says the platform is unavailable when it fails, and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = createOrderTracking(
      {
        order: async () => {
          throw new Error("down");
        },
      },
      memoryThrottles(),
    );
    expect(
      await failing.track(
        { orderNumber: "1", email: "a@example.com" },
        { market: de, clientIp: "198.51.100.3" },
      ),
    ).toEqual({ kind: "unavailable" });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("lets an order number be guessed again once the window has passed", async () => {
    let now = Date.UTC(2026, 10, 25, 12);
    const guarded = tracking(order, () => now);
    const guess = (email: string) =>
      guarded.track({ orderNumber: "20260000042", email }, { market: de, clientIp: "" });
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.trackingPerOrder.max; i++) await guess(`g${i}@example.com`);
    expect(await guess("eva@example.com")).toMatchObject({ kind: "throttled" });
    now += ORDER_LOOKUP_LIMITS.trackingPerOrder.windowMinutes * 60_000 + 1;
    expect(await guess("eva@example.com")).toMatchObject({ kind: "found" });
  });

  it("does not count clients without an address against each other", async () => {
    const guarded = tracking(order);
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.trackingPerIp.max + 1; i++)
      await guarded.track({ orderNumber: `2026${i}`, email: "x@example.com" }, { market: de, clientIp: "" });
    expect(
      await guarded.track(
        { orderNumber: "20260000042", email: "eva@example.com" },
        { market: de, clientIp: "" },
      ),
    ).toMatchObject({ kind: "found" });
  });

  it("counts per order only the pairs that did not match: the owner's look-ups and the platform's failures do not", async () => {
    let down = false;
    const guarded = createOrderTracking(
      {
        order: async (by) => {
          if (down) throw new Error("down");
          return "orderNumber" in by && by.orderNumber === order.orderNumber ? order : null;
        },
      },
      memoryThrottles(() => 0),
    );
    const at = { market: de, clientIp: "" };
    const look = (email: string) => guarded.track({ orderNumber: "20260000042", email }, at);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.trackingPerOrder.max - 1; i++) {
      expect(await look(`g${i}@example.com`)).toEqual({ kind: "notFound" });
      expect(await look("eva@example.com")).toMatchObject({ kind: "found" });
      down = true;
      expect(await look(`h${i}@example.com`)).toEqual({ kind: "unavailable" });
      down = false;
    }
    error.mockRestore();
    expect(await look("last@example.com")).toEqual({ kind: "notFound" });
    expect(await look("eva@example.com")).toEqual({
      kind: "throttled",
      retryAfterMinutes: ORDER_LOOKUP_LIMITS.trackingPerOrder.windowMinutes,
    });
  });
});
