/**
 * The local acquirer's rules, apart from its database: which methods a session offers, how a
 * submission of the page is decided (SPEC §3 methods, Adyen's test cards), the Multibanco voucher,
 * the signed session result and the outcome the shop reads after the redirect.
 */

import { createHash, createHmac, randomInt } from "node:crypto";
import adyen, { type Types } from "@adyen/api-library";
import { HOSTED_PAGE_METHODS } from "../../../config/payments";
import { passesLuhn } from "../../luhn";
import { type VoucherAction, voucherAction, voucherOf } from "../multibanco";
import type { MultibancoVoucher, PaymentOutcome } from "../port";
import type { PaymentRow, SessionPayment } from "./store";
import type { FinishedStatus, LocalSession, LocalSubmission } from "./types";

const VOUCHER_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const MULTIBANCO_ENTITY = "12345";

/**
 * The methods this acquirer knows (SPEC §3 codes). Multibanco (euros only) is asked for directly
 * (`createMultibanco`), so its page never lists it (config HOSTED_PAGE_METHODS).
 */
export const LOCAL_METHODS = {
  scheme: "Card",
  googlepay: "Google Pay",
  paypal: "PayPal",
  multibanco: "Multibanco",
} as const;
export type LocalMethod = keyof typeof LOCAL_METHODS;

/** Adyen's documented test cards; any other number passing the Luhn check is authorised. */
export const TEST_CARDS = { authorised: "4111111111111111", refused: "4000000000000002" } as const;

/** What a submission of an active session comes to: a field to correct, or how the session ends. */
export type Decision =
  | { kind: "invalid"; field: "method" | "card" }
  | { kind: "finish"; status: FinishedStatus; payment?: SessionPayment };

/** The methods the page offers for a session: the allowed ones of the hosted page this acquirer knows. */
export function methodsFor(session: LocalSession): LocalMethod[] {
  return (Object.keys(LOCAL_METHODS) as LocalMethod[]).filter(
    (m) =>
      HOSTED_PAGE_METHODS.includes(m) &&
      (!session.allowedPaymentMethods || session.allowedPaymentMethods.includes(m)),
  );
}

/** Decides a submission of the page like a test acquirer. */
export function decide(session: LocalSession, submission: LocalSubmission): Decision {
  if (submission.action === "cancel") return { kind: "finish", status: "canceled" };
  const method = methodsFor(session).find((m) => m === submission.method);
  if (!method) return { kind: "invalid", field: "method" };
  if (method !== "scheme") return { kind: "finish", status: "completed", payment: { method } };
  const card = (submission.cardNumber ?? "").replace(/[\s-]/g, "");
  if (!passesLuhn(card)) return { kind: "invalid", field: "card" };
  return {
    kind: "finish",
    status: card === TEST_CARDS.refused ? "refused" : "completed",
    payment: { method, brand: cardBrand(card) },
  };
}

/** The raw Multibanco action, as Adyen's /payments answers it (SPEC §3 keeps it on the payment). */
export function multibancoVoucher(session: LocalSession, now: Date): Types.checkout.CheckoutVoucherAction {
  const digits = BigInt(`0x${createHash("sha256").update(session.id).digest("hex").slice(0, 15)}`);
  return {
    type: adyen.Types.checkout.CheckoutVoucherAction.TypeEnum.Voucher,
    paymentMethodType: "multibanco",
    entity: MULTIBANCO_ENTITY,
    reference: (digits % 1_000_000_000n).toString().padStart(9, "0"),
    expiresAt: new Date(now.getTime() + VOUCHER_TTL_MS).toISOString(),
    merchantReference: session.reference,
    initialAmount: session.amount,
    totalAmount: session.amount,
  };
}

/** An HMAC of the provider's key over a text, base64url: what only this provider can issue. */
export function providerToken(text: string, hmacKey: string): string {
  return createHmac("sha256", Buffer.from(hmacKey, "hex")).update(text).digest("base64url");
}

/** An HMAC over the session id and its final status: proves the redirect came from this page. */
export function resultToken(session: LocalSession, hmacKey: string): string {
  return providerToken(`${session.id}:${session.status}`, hmacKey);
}

/** What the shop learns of a session whose signed result it holds, from its state and payment. */
export function outcomeOf(session: LocalSession, payment: PaymentRow | undefined): PaymentOutcome {
  const { reference } = session;
  switch (session.status) {
    case "completed":
      if (!payment) break;
      return {
        status: "authorised",
        reference,
        pspReference: payment.psp_reference,
        method: payment.method,
        amount: session.amount,
      };
    case "paymentPending":
      if (!payment) break;
      return {
        status: "pending",
        reference,
        pspReference: payment.psp_reference,
        method: payment.method,
        amount: session.amount,
        ...voucherFields(payment.action),
      };
    case "refused":
      return { status: "refused", reference, pspReference: payment?.psp_reference };
    case "canceled":
      return { status: "cancelled", reference };
    case "expired":
      return { status: "expired", reference };
  }
  return { status: "error", reference };
}

/** The voucher and its raw action of a pending payment, read as the Adyen adapter reads them. */
function voucherFields(json: string | null): { voucher?: MultibancoVoucher; action?: VoucherAction } {
  const action = json ? voucherAction(JSON.parse(json)) : null;
  const voucher = action ? voucherOf(action) : null;
  return action && voucher ? { voucher, action } : {};
}

/** The brand Adyen names in a notification's paymentMethod. */
function cardBrand(card: string): string {
  if (card.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(card)) return "mc";
  if (/^3[47]/.test(card)) return "amex";
  return "scheme";
}

/** 16 upper-case letters and digits, like Adyen's PSP references. */
export function newPspReference(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join("");
}
