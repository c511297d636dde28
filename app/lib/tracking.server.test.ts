import type { Order } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { choiceCookie } from "../../server/consent/choice";
import { orderPlaced } from "./tracking.server";

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
