/**
 * The pure mapping of Adyen's Checkout answers to the port's outcomes (SPEC §4 payment flow): a
 * session's result (GET /sessions/{id}), a /payments/details answer and a /payments answer.
 * `@adyen/api-library` is imported for its types only (issue 18 item 2).
 */
import type { Types } from "@adyen/api-library";
import { fromAdyenAmount } from "./adyen-amounts";
import type { PaymentOutcome } from "./port";

/**
 * Session statuses (Sessions API v71+): completed = authorised; paymentPending = an asynchronous
 * method such as a Multibanco voucher; refused = too many refused attempts; canceled; expired. A
 * session still `active` was left unpaid. Without a status, the payment's resultCode decides.
 */
export function sessionOutcome(result: Types.checkout.SessionResultResponse): PaymentOutcome {
  const reference = result.reference ?? "";
  const payment = result.payments?.find((p) => String(p.resultCode) === "Authorised") ?? result.payments?.[0];
  const paid = {
    reference,
    // A completed session always lists its payment; the webhook carries the reference otherwise.
    pspReference: payment?.pspReference ?? "",
    method: payment?.paymentMethod?.type ?? "unknown",
    ...(payment?.amount ? { amount: fromAdyenAmount(payment.amount) } : {}),
  };
  const status = result.status ? String(result.status) : undefined;
  switch (status ?? String(payment?.resultCode)) {
    case "completed":
    case "Authorised":
      return { status: "authorised", ...paid };
    case "paymentPending":
    case "Pending":
    case "Received":
      // Hosted Checkout shows the Multibanco voucher itself; the session result carries no action.
      return { status: "pending", ...paid };
    case "refused":
      return { status: "refused", reference, pspReference: payment?.pspReference };
    case "canceled":
    case "active":
      return { status: "cancelled", reference };
    case "expired":
      return { status: "expired", reference };
    default:
      return { status: "error", reference };
  }
}

/** A /payments/details answer (resultCode of the payment, merchantReference = the shop's reference). */
export function detailsOutcome(answer: Types.checkout.PaymentDetailsResponse): PaymentOutcome {
  const reference = answer.merchantReference ?? "";
  const paid = {
    reference,
    pspReference: answer.pspReference ?? "",
    method: answer.paymentMethod?.type ?? "unknown",
    ...(answer.amount ? { amount: fromAdyenAmount(answer.amount) } : {}),
  };
  switch (String(answer.resultCode)) {
    case "Authorised":
      return { status: "authorised", ...paid };
    case "Pending":
    case "Received":
      return { status: "pending", ...paid };
    case "Refused":
      return { status: "refused", reference, pspReference: answer.pspReference };
    case "Cancelled":
      return { status: "cancelled", reference };
    default:
      return { status: "error", reference };
  }
}

/**
 * A Google Pay /payments answer: only device tokens are asked for (config GOOGLE_PAY_EXPRESS), so
 * Adyen answers Authorised or Refused; an action (3-D Secure) or anything else is an error outcome.
 */
export function googlePayOutcome(
  answer: Types.checkout.PaymentResponse,
  request: { reference: string; amount: { currency: string; value: number } },
): PaymentOutcome {
  const { reference } = request;
  const resultCode = String(answer.resultCode);
  if (resultCode === "Authorised" && answer.pspReference)
    return {
      status: "authorised",
      reference,
      pspReference: answer.pspReference,
      method: "googlepay",
      amount: answer.amount ? fromAdyenAmount(answer.amount) : request.amount,
    };
  if (resultCode === "Refused") return { status: "refused", reference, pspReference: answer.pspReference };
  console.error(`Adyen answered the Google Pay payment ${reference} with ${resultCode}`);
  return { status: "error", reference, pspReference: answer.pspReference };
}
