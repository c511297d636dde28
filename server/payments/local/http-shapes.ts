/**
 * The local provider's state as Adyen's Checkout API answers it (v71/v72 shapes: the session, its
 * result, a payment and a reversal), amounts in Adyen's units (HUF in hundredths). Pure: the HTTP
 * handler (http-api.ts) reads the provider, these write the bodies.
 */
import { toAdyenAmount } from "../adyen-amounts";
import type { PaymentOutcome } from "../port";
import type { PaymentRow } from "./store";
import type { LocalSession } from "./types";

/** Adyen's ServiceError body. */
export const serviceError = (
  status: number,
  errorCode: string,
  message: string,
  errorType = "validation",
) => ({
  status,
  body: { status, errorCode, message, errorType },
});

const RESULT_CODES = { Authorised: "Authorised", Refused: "Refused", Pending: "Pending" } as const;

/** A session's payment as SessionResultResponse lists it. */
function sessionPayment(session: LocalSession, payment: PaymentRow) {
  return {
    pspReference: payment.psp_reference,
    resultCode: RESULT_CODES[payment.result_code],
    amount: toAdyenAmount(session.amount),
    paymentMethod: { type: payment.method },
  };
}

/** GET /sessions/{id}?sessionResult=…: the status, the shop's reference and the payment made. */
export function sessionResultBody(session: LocalSession, payment: PaymentRow | undefined) {
  return {
    id: session.id,
    status: session.status,
    reference: session.reference,
    ...(payment ? { payments: [sessionPayment(session, payment)] } : {}),
  };
}

/** POST /payments/details: the payment of the session the redirectResult names. */
export function detailsBody(session: LocalSession, payment: PaymentRow | undefined) {
  const resultCode =
    session.status === "canceled"
      ? "Cancelled"
      : payment
        ? RESULT_CODES[payment.result_code]
        : session.status === "refused"
          ? "Refused"
          : "Error";
  return {
    resultCode,
    merchantReference: session.reference,
    ...(payment
      ? {
          pspReference: payment.psp_reference,
          amount: toAdyenAmount(session.amount),
          paymentMethod: { type: payment.method },
        }
      : {}),
    ...(resultCode === "Refused" ? { refusalReason: "Refused" } : {}),
  };
}

/** A Multibanco /payments answer: PresentToShopper with the raw voucher action in Adyen's units. */
export function multibancoBody(outcome: Extract<PaymentOutcome, { status: "pending" }>) {
  const action = outcome.action ?? {};
  const scaled = (key: string) => {
    const value = action[key] as { currency: string; value: number } | undefined;
    return value ? { [key]: toAdyenAmount(value) } : {};
  };
  return {
    resultCode: "PresentToShopper",
    pspReference: outcome.pspReference,
    merchantReference: outcome.reference,
    ...(outcome.amount ? { amount: toAdyenAmount(outcome.amount) } : {}),
    action: { ...action, ...scaled("initialAmount"), ...scaled("totalAmount") },
  };
}

/** A Google Pay /payments answer: Authorised with the payment, else Refused (errors are 422s). */
export function googlePayBody(outcome: PaymentOutcome) {
  if (outcome.status !== "authorised")
    return {
      resultCode: "Refused",
      refusalReason: "Refused",
      pspReference: outcome.pspReference,
      merchantReference: outcome.reference,
    };
  return {
    resultCode: "Authorised",
    pspReference: outcome.pspReference,
    merchantReference: outcome.reference,
    ...(outcome.amount ? { amount: toAdyenAmount(outcome.amount) } : {}),
    paymentMethod: { type: "googlepay" },
  };
}
