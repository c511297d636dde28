import { describe, expect, it } from "vitest";
import { orderTrackingForm } from "./order-tracking-form";
import { ORDER_LOOKUP_LIMITS } from "./orders";
import { TIMINGS } from "./timings";

describe("my orders and order tracking config (issue 17.2)", () => {
  it("throttles guessing one order's e-mail harder than one client's look-ups", () => {
    expect(ORDER_LOOKUP_LIMITS.trackingPerOrder.max).toBeLessThan(ORDER_LOOKUP_LIMITS.trackingPerIp.max);
    expect(ORDER_LOOKUP_LIMITS.trackingPerIp.windowMinutes).toBeGreaterThan(0);
  });

  it("keeps a my-orders link short-lived, and the service's timeout shorter than a page's patience", () => {
    expect(TIMINGS.seconds.myOrdersLink).toBeGreaterThanOrEqual(5 * 60);
    expect(TIMINGS.seconds.myOrdersLink).toBeLessThanOrEqual(24 * 3600);
    expect(TIMINGS.seconds.myOrdersTimeout).toBeLessThanOrEqual(10);
  });

  it("takes a trimmed order number and an e-mail, with a message key for each refusal", () => {
    expect(orderTrackingForm.parse({ orderNumber: " 20260000012 ", email: "eva@example.com" })).toEqual({
      orderNumber: "20260000012",
      email: "eva@example.com",
    });
    const messages = (input: unknown) =>
      orderTrackingForm.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? [];
    expect(messages({})).toEqual(["orderNumber:tracking.errors.required", "email:tracking.errors.required"]);
    expect(messages({ orderNumber: "12'; DROP", email: "nope" })).toEqual([
      "orderNumber:tracking.errors.orderNumber",
      "email:tracking.errors.email",
    ]);
    expect(messages({ orderNumber: "1".repeat(33), email: `${"a".repeat(250)}@example.com` })).toEqual([
      "orderNumber:tracking.errors.orderNumber",
      "email:tracking.errors.email",
    ]);
  });
});
