/**
 * The card/wallet payment provider port (SPEC §1 "card or wallet payment provider", §4 "Payment
 * flow"): a hosted payment page the shopper is redirected to, so paying needs no client JavaScript.
 * Cash on delivery and bank transfer are the shop's own and do not go through this port.
 *
 * Amounts are in the shop's minor units (the commerce centAmount, config/currencies.ts): an adapter
 * whose provider counts differently converts at its boundary (Adyen counts HUF in hundredths).
 */

export interface Amount {
  currency: string;
  value: number;
}

export interface HostedPaymentRequest {
  /** The shop's reference of this attempt (Adyen merchantReference): the commerce payment id. */
  reference: string;
  amount: Amount;
  countryCode: string;
  shopperLocale: string;
  shopperEmail?: string;
  /** Absolute URL of the shop; the provider appends `sessionId` and `sessionResult`. */
  returnUrl: string;
  /** Method types to offer (SPEC §3 codes: "scheme", "paypal", "googlepay", "multibanco", ...); all when absent. */
  allowedPaymentMethods?: string[];
}

export interface HostedPaymentSession {
  id: string;
  /** The provider's page: send the shopper there with a 303. */
  url: string;
  expiresAt: string;
}

/**
 * An embedded session (Adyen's Sessions flow without Hosted Checkout) for the Drop-in of the payment
 * step (issue 19.5): the browser's Adyen Web takes `id` and `sessionData`, which carry no secret.
 */
export interface DropInSession {
  id: string;
  sessionData: string;
  expiresAt: string;
}

/** What Adyen Web needs in the browser besides the session: public, never the API key. */
export interface DropInClient {
  /** The client key of the Customer Area (`test_…` or `live_…`), made to be sent to browsers. */
  clientKey: string;
  environment: "test" | "live";
}

/** A provider whose methods can also render inline on the shop's page (decision 0032). */
export interface DropInProvider {
  readonly client: DropInClient;
  /** The same request as the hosted page's: amount, reference, allowed methods, return URL. */
  createSession(request: HostedPaymentRequest): Promise<DropInSession>;
  /**
   * The outcome after a redirect inside the Drop-in (3-D Secure, a bank's or a wallet's page): the
   * shopper comes back to the return URL with `sessionId` and `redirectResult`, which the shop's
   * server submits to the provider (Adyen's POST /payments/details), never trusting the browser. A
   * rejected result is `{ status: "error" }`; the promise rejects when the provider cannot be asked.
   */
  redirectOutcome(redirectResult: string): Promise<PaymentOutcome>;
}

/** SPEC §3 Multibanco voucher: the fields of the raw payment action. */
export interface MultibancoVoucher {
  reference: string;
  entity: string;
  expiresAt: string;
  merchantReference: string;
  amount: Amount;
}

/** SPEC §1 Multibanco: a reference payment the shop asks for directly (no provider page to visit). */
export type MultibancoRequest = Omit<HostedPaymentRequest, "allowedPaymentMethods">;

/**
 * SPEC §1 "Google express pay": a payment with the token of a Google Pay sheet, made directly (no
 * provider page to visit). The token is Google's encrypted card data (or the local sheet's).
 */
export interface GooglePayRequest extends MultibancoRequest {
  token: string;
}

/**
 * What the browser needs to open the Google Pay sheet (no secret: Adyen's client key is public by
 * design): Adyen Web's configuration, or the local provider's test sheet. Null when the provider
 * offers no Google Pay express (Adyen without a client key).
 */
export type ExpressClient =
  | {
      kind: "adyen";
      clientKey: string;
      environment: "test" | "live";
      /** Adyen's merchant account, Google Pay's gatewayMerchantId. */
      gatewayMerchantId: string;
      /** Google's merchant id (required live; any value in Google's test environment). */
      merchantId: string;
    }
  | { kind: "local"; sheetPath: string };

/**
 * The outcome after the shopper returns. `method` is a SPEC §3 method type ("scheme", "multibanco",
 * ...). `reference` is empty when the provider does not know the session. `amount` is what the
 * provider authorised (or holds pending), in the shop's minor units, when it says.
 */
export type PaymentOutcome =
  | { status: "authorised"; reference: string; pspReference: string; method: string; amount?: Amount }
  | {
      status: "pending";
      reference: string;
      pspReference: string;
      method: string;
      amount?: Amount;
      voucher?: MultibancoVoucher;
      /** The provider's raw voucher action (SPEC §3 keeps it on the payment as it came). */
      action?: Record<string, unknown>;
    }
  | { status: "refused" | "cancelled" | "expired" | "error"; reference: string; pspReference?: string };

/** What the provider answered to a reversal: accepted (its confirmation follows as a notification). */
export interface Reversal {
  /** The provider's reference of the reversal (the CANCEL_OR_REFUND notification names it). */
  pspReference: string;
}

/** One verified item of a standard webhook (Adyen's NotificationRequestItem). */
export interface PaymentNotification {
  eventCode: string;
  success: boolean;
  pspReference: string;
  /** For a modification (CANCEL_OR_REFUND): the payment it modified. */
  originalReference?: string;
  merchantReference: string;
  amount: Amount;
  paymentMethod?: string;
  reason?: string;
}

export interface PaymentProvider {
  readonly name: "adyen" | "local";
  /** The payment interface name recorded on commerce payments ("adyen" | "local-payments"). */
  readonly paymentInterface: string;
  createSession(request: HostedPaymentRequest): Promise<HostedPaymentSession>;
  /**
   * The inline variant of the hosted page (Adyen Web's Drop-in), or null when the provider has none
   * or is not configured for it: then the hosted page is the only path.
   */
  readonly dropIn: DropInProvider | null;
  /**
   * The outcome after the shopper returns (GET /sessions/{id}?sessionResult=… on Adyen). A rejected
   * or forged result is `{ status: "error" }`; the promise rejects only when the provider cannot be
   * asked (network, 5xx): then the outcome is unknown, not failed, and the webhook will tell.
   */
  sessionOutcome(sessionId: string, sessionResult: string): Promise<PaymentOutcome>;
  /**
   * SPEC §1, §7: a Multibanco payment made directly (Adyen's POST /payments, paymentMethod type
   * "multibanco"): `pending` with the voucher and its raw action, which the shopper pays later at an
   * ATM or in online banking; the AUTHORISATION notification then says it is paid. An answer without
   * a well-formed voucher is `{ status: "error" }`; the promise rejects only when the provider cannot
   * be asked.
   */
  createMultibanco(request: MultibancoRequest): Promise<PaymentOutcome>;
  /**
   * SPEC §1, §4 Google Pay express: the sheet's token paid directly (Adyen's POST /payments with
   * paymentMethod type "googlepay"): `authorised`, `refused`, or `error` for an answer that is neither
   * (a 3-D Secure action is not followed: only device tokens are asked for). Rejects only when the
   * provider cannot be asked; the AUTHORISATION notification follows as for any card payment.
   */
  payGooglePay(request: GooglePayRequest): Promise<PaymentOutcome>;
  /** What the browser needs for the Google Pay express button, or null when it is not offered. */
  expressClient(): ExpressClient | null;
  /**
   * Verifies the HMAC signature of each NotificationRequestItem of a standard webhook body; returns
   * only the verified ones (an unverifiable item is logged and dropped). Asynchronous: Web Crypto's
   * HMAC, so the edge build verifies too (issue 18 item 2).
   */
  verifyNotifications(body: unknown): Promise<PaymentNotification[]>;
  /**
   * Ends an unpaid session so that it can no longer be paid (the cart it was made for was ordered
   * another way, or now costs something else). Adyen has no call for this: its sessions expire on
   * their own, and an authorisation that still arrives is reversed (`reverse`).
   */
  cancelSession(sessionId: string): Promise<void>;
  /**
   * Cancels an authorisation, or refunds it when it was already captured (Adyen's reversal,
   * POST /payments/{pspReference}/reversals): money the shop will not turn into an order is given
   * back. `reference` is the shop's reference of the attempt (the commerce payment id). Rejects when
   * the provider cannot be asked; the caller records that and retries on the next occasion.
   */
  reverse(payment: { pspReference: string; reference: string }): Promise<Reversal>;
}
