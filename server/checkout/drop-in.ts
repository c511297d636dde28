/**
 * The payment step's Drop-in (issue 19.5, decision 0032): Adyen Web renders the provider's methods
 * inline, on a session made exactly as the hosted page's (placing.ts: the same payment record for
 * the cart's taxed total, the commerce payment id as reference, SPEC §4's allowed methods). What
 * this module adds: the public settings the browser gets, and the rule that a reload or a second
 * click finds the session already made for the cart instead of paying for it twice.
 */
import type { Cart, Payment } from "@commercetools/platform-sdk";
import { type ClientType, DROP_IN, dropInLocale } from "../../config";
import type { Market } from "../market";
import type { DropInProvider, DropInSession } from "../payments";
import { amountOf, chargesCartTotal } from "./cart-payments";
import { authorisation, PAYMENT_TYPE, voidOf } from "./payment-records";

/** Everything the browser is handed to mount the Drop-in besides the session: all public. */
export interface DropInView {
  clientKey: string;
  environment: "test" | "live";
  locale: string;
  countryCode: string;
}

/** The session as the browser gets it: its id and data, nothing else. */
export type DropInHandle = Pick<DropInSession, "id" | "sessionData">;

/** What is kept on the commerce payment (custom field) to hand the same session out again. */
interface StoredDropIn extends DropInSession {
  /** SPEC §4: the methods offered depend on the buyer type; another type needs another session. */
  clientType: ClientType;
}

/** The public Drop-in settings for this market, or null when the provider has no Drop-in. */
export function dropInView(
  payments: { dropIn: Pick<DropInProvider, "client"> | null },
  market: Market,
): DropInView | null {
  const client = payments.dropIn?.client;
  if (!client) return null;
  return {
    clientKey: client.clientKey,
    environment: client.environment,
    locale: dropInLocale(market.locale.code),
    countryCode: market.country.isoCode,
  };
}

/** The custom-field action keeping a new Drop-in session on its payment. */
export const keepDropIn = (session: DropInSession, clientType: ClientType) => ({
  action: "setCustomField" as const,
  name: PAYMENT_TYPE.dropInField,
  value: JSON.stringify({
    id: session.id,
    sessionData: session.sessionData,
    expiresAt: session.expiresAt,
    clientType,
  } satisfies StoredDropIn),
});

/** The Drop-in session kept on a payment, if it is one and well formed. */
export function storedDropIn(payment: Payment): StoredDropIn | null {
  const raw = payment.custom?.fields[PAYMENT_TYPE.dropInField];
  if (typeof raw !== "string") return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDropIn>;
    const { id, sessionData, expiresAt, clientType } = value;
    if (typeof id !== "string" || typeof sessionData !== "string" || typeof expiresAt !== "string")
      return null;
    if (clientType !== "private" && clientType !== "company") return null;
    return { id, sessionData, expiresAt, clientType };
  } catch {
    return null;
  }
}

/**
 * The session a reload or a second click may be handed again: that of the cart's last payment, only
 * while it is the provider's, not voided, not yet authorised (an authorised one is the return's to
 * finish), made for what the cart costs now, for the same buyer type, with time left to pay.
 */
export function reusableDropIn(
  cart: Cart,
  payments: Payment[],
  { paymentInterface, clientType, now }: { paymentInterface: string; clientType: ClientType; now: Date },
): DropInHandle | null {
  const lastId = cart.paymentInfo?.payments.at(-1)?.id;
  const payment = payments.find((p) => p.id === lastId);
  if (!payment || voidOf(payment) || authorisation(payment)) return null;
  if (payment.paymentMethodInfo.paymentInterface !== paymentInterface) return null;
  const stored = storedDropIn(payment);
  if (
    !chargesCartTotal(cart, amountOf(payment.amountPlanned)) ||
    !stored ||
    stored.clientType !== clientType ||
    payment.interfaceId !== stored.id
  )
    return null;
  const left = Date.parse(stored.expiresAt) - now.getTime();
  if (!(left >= DROP_IN.reuseMinutesLeft * 60_000)) return null;
  return { id: stored.id, sessionData: stored.sessionData };
}
