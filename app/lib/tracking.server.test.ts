import type { Order } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";
import { RECOMMENDATION_IDS } from "../../config/recommendations";
import { parseCartCommand } from "../../server/cart";
import { choiceCookie } from "../../server/consent/choice";
import type { TrackingEvent } from "../../server/tracking/events";
import { cartChanged, orderPlaced, trackedChange } from "./tracking.server";

const money = (centAmount: number) => ({
  type: "centPrecision",
  currencyCode: "EUR",
  centAmount,
  fractionDigits: 2,
});
const orderOf = (id: string, number: string) =>
  ({
    id,
    orderNumber: number,
    totalPrice: money(10_990),
    taxedPrice: { totalGross: money(10_990), totalNet: money(9_235) },
    lineItems: [],
  }) as unknown as Order;

const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";
const thankYou = (cookies: string[]) =>
  new Request("http://de.localhost/checkout/thank-you?order=o1", { headers: { cookie: cookies.join("; ") } });

describe("the thank-you page's purchase event (decision 0059)", () => {
  it("is in the data layer once per order: a reload renders the page without it", async () => {
    const consent = cookieOf(await choiceCookie({ analytics: true, marketing: false }, false));
    const first = await orderPlaced(thankYou([consent]), orderOf("o1", "NS1000042"), "de", 109.9);
    expect(first.dataLayer).toMatchObject([
      { event: "purchase", ecommerce: { transaction_id: "NS1000042", value: 109.9 } },
    ]);
    const reported = cookieOf(first.headers?.["Set-Cookie"] ?? "");
    expect(reported).toMatch(/^purchases_reported=/);
    const reload = await orderPlaced(thankYou([consent, reported]), orderOf("o1", "NS1000042"), "de", 109.9);
    expect(reload).toEqual({ dataLayer: [] });
    // The next order of the same browser is reported, and both are remembered.
    const second = await orderPlaced(thankYou([consent, reported]), orderOf("o2", "NS1000043"), "de", 109.9);
    expect(second.dataLayer).toMatchObject([
      { event: "purchase", ecommerce: { transaction_id: "NS1000043" } },
    ]);
    const both = cookieOf(second.headers?.["Set-Cookie"] ?? "");
    for (const id of ["o1", "o2"])
      expect(await orderPlaced(thankYou([consent, both]), orderOf(id, "NS"), "de", 1)).toEqual({
        dataLayer: [],
      });
  });

  it("is not reported (nor remembered) without analytics consent, and a forged memo is no memo", async () => {
    expect(await orderPlaced(thankYou([]), orderOf("o1", "NS1000042"), "de", 109.9)).toEqual({});
    const consent = cookieOf(await choiceCookie({ analytics: true, marketing: false }, false));
    const forged = `purchases_reported=${btoa(JSON.stringify(["o1"]))}`;
    const answer = await orderPlaced(thankYou([consent, forged]), orderOf("o1", "NS1000042"), "de", 109.9);
    expect(answer.dataLayer).toHaveLength(1);
  });
});

describe("the cart-update call of an add from a recommendation block (SPEC §7, decision 0066)", () => {
  /** What the tracking service would be asked to send for this change. */
  function sent(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const parsed = parseCartCommand(form);
    if (!parsed.ok) throw new Error("the form did not parse");
    const events: TrackingEvent[] = [];
    const context = {
      market: {},
      services: {
        tracking: {
          fromRequest: (_request: Request, _market: unknown, build: (visit: unknown) => TrackingEvent) =>
            events.push(build({ locale: "sk-SK", cookie: "visitor-1" })),
        },
      },
    } as unknown as AppLoadContext;
    cartChanged(
      new Request("http://localhost/checkout/cart"),
      context,
      trackedChange(parsed.command, null, "cart-1"),
    );
    return events;
  }

  it("carries the list's id as recommendation_id", () => {
    const list = RECOMMENDATION_IDS["sk-SK"].cartRecommendationId;
    expect(sent({ intent: "add", sku: "EX100", quantity: "1", recommendationId: list })).toMatchObject([
      {
        path: "cart-update",
        body: { action: "add", cart_id: "cart-1", sku: "EX100", recommendation_id: list },
      },
    ]);
  });

  it("sends an empty recommendation_id for an add from anywhere else", () => {
    expect(sent({ intent: "add", sku: "EX100", quantity: "1" })[0]?.body).toMatchObject({
      sku: "EX100",
      recommendation_id: "",
    });
  });
});
