/**
 * The Adyen adapter reads a session's result: each status as the port's outcome, an unknown
 * session as an error, an outage as a failure.
 */
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { adyenCheckout } from "../../tests/support/adyen";

describe("Adyen adapter against the Checkout API handlers", () => {
  const { mock, server, payments, request } = adyenCheckout();

  const payment = (type: string, resultCode: "Authorised" | "Pending") => ({
    pspReference: "V4HZ4RBFJGXXGN82",
    resultCode,
    amount: { currency: "EUR", value: 12345 },
    paymentMethod: { type, brand: type === "scheme" ? "visa" : undefined },
  });
  it.each([
    [
      "completed",
      [payment("scheme", "Authorised")],
      {
        status: "authorised",
        pspReference: "V4HZ4RBFJGXXGN82",
        method: "scheme",
        amount: { currency: "EUR", value: 12345 },
      },
    ],
    [
      "paymentPending",
      [payment("multibanco", "Pending")],
      {
        status: "pending",
        pspReference: "V4HZ4RBFJGXXGN82",
        method: "multibanco",
        amount: { currency: "EUR", value: 12345 },
      },
    ],
    ["refused", undefined, { status: "refused" }],
    ["canceled", undefined, { status: "cancelled" }],
    ["expired", undefined, { status: "expired" }],
  ] as const)("maps a %s session", async (status, payments_, expected) => {
    const session = await payments.createSession(request);
    mock.setResult(session.id, { status, payments: payments_ ? [...payments_] : undefined });
    const outcome = await payments.sessionOutcome(session.id, "Ab02b4c0!result");
    expect(outcome).toEqual({ reference: "payment-1", ...expected });
    expect(mock.state.requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/v72/sessions/${session.id}`,
      params: { sessionResult: "Ab02b4c0!result" },
      apiKey: "AQE-test-key",
    });
  });

  it("answers error when Adyen refuses the result, and rejects on an outage", async () => {
    expect(await payments.sessionOutcome("CSUNKNOWN", "Ab02b4c0!result")).toEqual({
      status: "error",
      reference: "",
    });
    server.use(
      http.get("https://checkout-test.adyen.com/:version/sessions/:id", () =>
        HttpResponse.json({ status: 500, errorCode: "905", message: "Internal error" }, { status: 500 }),
      ),
    );
    await expect(payments.sessionOutcome("CS1", "r")).rejects.toThrow();
    server.resetHandlers();
  });
});
