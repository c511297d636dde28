/** The Drop-in's reuse rule and public settings (issue 19.5, decision 0032). */
import type { Cart, Payment } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { marketOf } from "../../tests/support/shop";
import { dropInView, keepDropIn, reusableDropIn, storedDropIn } from "./drop-in";

const now = new Date("2026-11-25T12:00:00Z");
const session = { id: "CS1", sessionData: "Ab02b4c0!data", expiresAt: "2026-11-25T13:00:00Z" };
const cart = {
  totalPrice: { centAmount: 4990, currencyCode: "EUR" },
  paymentInfo: { payments: [{ typeId: "payment", id: "p1" }] },
} as unknown as Cart;
const paymentWith = (changes: Partial<Payment> = {}, kept = keepDropIn(session, "private").value): Payment =>
  ({
    id: "p1",
    interfaceId: "CS1",
    amountPlanned: { centAmount: 4990, currencyCode: "EUR" },
    paymentMethodInfo: { paymentInterface: "adyen" },
    transactions: [],
    custom: { type: { typeId: "type", id: "shop-payment" }, fields: { dropInSession: kept } },
    ...changes,
  }) as unknown as Payment;
const rule = { paymentInterface: "adyen", clientType: "private" as const, now };

describe("reusableDropIn", () => {
  it("hands out the kept session of the cart's last payment, only its id and data", () => {
    expect(reusableDropIn(cart, [paymentWith()], rule)).toEqual({ id: "CS1", sessionData: "Ab02b4c0!data" });
  });

  it.each([
    [
      "another amount",
      paymentWith({ amountPlanned: { centAmount: 5990, currencyCode: "EUR" } } as Partial<Payment>),
    ],
    ["another provider", paymentWith({ paymentMethodInfo: { paymentInterface: "local-payments" } })],
    [
      "a voided payment",
      paymentWith({
        transactions: [{ id: "t", type: "CancelAuthorization", state: "Initial" }],
      } as unknown as Partial<Payment>),
    ],
    [
      "an authorised payment",
      paymentWith({
        transactions: [{ id: "t", type: "Authorization", state: "Success", interactionId: "P" }],
      } as unknown as Partial<Payment>),
    ],
    ["the hosted page's session", paymentWith({ interfaceId: "CS2" })],
    ["garbage kept", paymentWith({}, "{not json")],
    ["a session of the other buyer type", paymentWith({}, keepDropIn(session, "company").value)],
    [
      "a session about to expire",
      paymentWith({}, keepDropIn({ ...session, expiresAt: "2026-11-25T12:10:00Z" }, "private").value),
    ],
  ])("makes a new one for %s", (_, payment) => {
    expect(reusableDropIn(cart, [payment], rule)).toBeNull();
  });

  it("reads nothing from a payment without a kept session", () => {
    expect(storedDropIn(paymentWith({ custom: undefined }))).toBeNull();
  });
});

describe("dropInView", () => {
  it("is null without a Drop-in, else the public settings with Adyen Web's locale", () => {
    expect(dropInView({ dropIn: null }, marketOf("de"))).toBeNull();
    const client = { clientKey: "test_ABCDEFGH12345678", environment: "test" as const };
    const provider = { dropIn: { client, createSession: async () => session } };
    expect(dropInView(provider, marketOf("de"))).toEqual({ ...client, locale: "de-DE", countryCode: "DE" });
    expect(dropInView(provider, marketOf("no"))).toMatchObject({ locale: "no-NO", countryCode: "NO" });
  });
});
