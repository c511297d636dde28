/**
 * The payment port over Adyen's Checkout API (`@adyen/api-library`, Sessions flow with Hosted
 * Checkout): POST /sessions with `mode: "hosted"` answers the page `url`; after the shopper returns,
 * GET /sessions/{id}?sessionResult=… answers the session status; standard webhooks confirm. With a
 * client key, the same POST /sessions in `mode: "embedded"` answers the `sessionData` that Adyen
 * Web's Drop-in takes in the browser (issue 19.5, decision 0032); its result is read the same way.
 */
import adyen, { type Types } from "@adyen/api-library";
import { CURRENCIES, type CurrencyCode } from "../../config/currencies";
import { voucherAction, voucherOf } from "./multibanco";
import { verifyNotificationItems } from "./notifications";
import type {
  Amount,
  DropInProvider,
  DropInSession,
  ExpressClient,
  GooglePayRequest,
  HostedPaymentRequest,
  HostedPaymentSession,
  MultibancoRequest,
  PaymentOutcome,
  PaymentProvider,
  Reversal,
} from "./port";

const { CheckoutAPI, Client, EnvironmentEnum, HttpClientException, Types: AdyenTypes } = adyen;

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** The webhook's HMAC key (hex), from the Customer Area. */
  hmacKey: string;
  environment: "test" | "live";
  /** The live endpoint prefix of the company account (required for live). */
  liveUrlPrefix?: string;
  /** The public client key for Adyen Web (the Drop-in); without it the hosted page is the only path. */
  clientKey?: string;
  /** How long one call may take (ADYEN_TIMEOUT_MS unless a test shortens it). */
  timeoutMs?: number;
  /** Google's merchant id for Google Pay (required live; Google's test environment takes any). */
  googlePayMerchantId?: string;
}

/**
 * Adyen counts every shop currency in hundredths, HUF included, while the shop's HUF amounts are
 * whole forints (config/currencies.ts): amounts are converted at this boundary, both ways.
 */
const ADYEN_DECIMALS = 2;
const scale = (currency: string) =>
  10 ** (ADYEN_DECIMALS - (CURRENCIES[currency as CurrencyCode]?.fractionDigits ?? ADYEN_DECIMALS));
const toAdyenAmount = ({ currency, value }: Amount): Amount => ({
  currency,
  value: value * scale(currency),
});
const fromAdyenAmount = ({ currency, value }: Amount): Amount => ({
  currency,
  value: Math.round(value / scale(currency)),
});

/** How long one call to Adyen may take before the shop gives up on it. */
const ADYEN_TIMEOUT_MS = 10_000;

export class AdyenPayments implements PaymentProvider {
  readonly name = "adyen";
  readonly paymentInterface = "adyen";
  private readonly api: InstanceType<typeof CheckoutAPI>["PaymentsApi"];
  private readonly modifications: InstanceType<typeof CheckoutAPI>["ModificationsApi"];
  readonly dropIn: DropInProvider | null;

  constructor(private readonly config: AdyenConfig) {
    const client = new Client({
      apiKey: config.apiKey,
      environment: config.environment === "live" ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      liveEndpointUrlPrefix: config.liveUrlPrefix,
      // SPEC §8: every outbound call has a timeout.
      connectionTimeoutMillis: config.timeoutMs ?? ADYEN_TIMEOUT_MS,
    });
    const checkout = new CheckoutAPI(client);
    this.api = checkout.PaymentsApi;
    this.modifications = checkout.ModificationsApi;
    const { clientKey } = config;
    this.dropIn = clientKey
      ? {
          client: { clientKey, environment: config.environment },
          createSession: (request) => this.createDropInSession(request),
          redirectOutcome: (redirectResult) => this.redirectOutcome(redirectResult),
        }
      : null;
  }

  /** POST /sessions: one request for both pages, the hosted one and the Drop-in's. */
  private openSession(request: HostedPaymentRequest, mode: "hosted" | "embedded") {
    const { ModeEnum, ChannelEnum } = AdyenTypes.checkout.CreateCheckoutSessionRequest;
    return this.api.sessions({
      merchantAccount: this.config.merchantAccount,
      mode: mode === "hosted" ? ModeEnum.Hosted : ModeEnum.Embedded,
      ...(mode === "embedded" ? { channel: ChannelEnum.Web } : {}),
      reference: request.reference,
      amount: toAdyenAmount(request.amount),
      countryCode: request.countryCode,
      shopperLocale: request.shopperLocale,
      shopperEmail: request.shopperEmail,
      returnUrl: request.returnUrl,
      allowedPaymentMethods: request.allowedPaymentMethods,
    });
  }

  async createSession(request: HostedPaymentRequest): Promise<HostedPaymentSession> {
    const session = await this.openSession(request, "hosted");
    if (!session.url) throw new Error(`Adyen session ${session.id} has no Hosted Checkout url`);
    return { id: session.id, url: session.url, expiresAt: new Date(session.expiresAt).toISOString() };
  }

  /** The Drop-in's session: Adyen Web needs its `sessionData`; an answer without it is a failure. */
  private async createDropInSession(request: HostedPaymentRequest): Promise<DropInSession> {
    const session = await this.openSession(request, "embedded");
    if (!session.id || typeof session.sessionData !== "string" || !session.sessionData)
      throw new Error(`Adyen session ${session.id} has no sessionData for the Drop-in`);
    return {
      id: session.id,
      sessionData: session.sessionData,
      expiresAt: new Date(session.expiresAt).toISOString(),
    };
  }

  async sessionOutcome(sessionId: string, sessionResult: string): Promise<PaymentOutcome> {
    let result: Types.checkout.SessionResultResponse;
    try {
      result = await this.api.getResultOfPaymentSession(sessionId, sessionResult);
    } catch (error) {
      // 4xx: Adyen refuses this id/result pair (forged, unknown); anything else is an outage.
      if (error instanceof HttpClientException && error.statusCode >= 400 && error.statusCode < 500) {
        console.warn(`Adyen refused the result of session ${sessionId}: ${error.message}`);
        return { status: "error", reference: "" };
      }
      throw error;
    }
    return outcomeOf(result);
  }

  /** POST /payments/details with the redirectResult the shopper came back with (Drop-in redirects). */
  private async redirectOutcome(redirectResult: string): Promise<PaymentOutcome> {
    let answer: Types.checkout.PaymentDetailsResponse;
    try {
      answer = await this.api.paymentsDetails({ details: { redirectResult } });
    } catch (error) {
      if (error instanceof HttpClientException && error.statusCode >= 400 && error.statusCode < 500) {
        console.warn(`Adyen refused a redirect result: ${error.message}`);
        return { status: "error", reference: "" };
      }
      throw error;
    }
    return detailsOutcome(answer);
  }

  /**
   * POST /payments with paymentMethod type "multibanco" (SPEC §7): Adyen answers PresentToShopper
   * with a `voucher` action, kept raw; the AUTHORISATION notification follows once it is paid. A
   * refusal (4xx) or an answer without a readable voucher is an error outcome, never a thrown page.
   */
  async createMultibanco(request: MultibancoRequest): Promise<PaymentOutcome> {
    const { reference } = request;
    let answer: Types.checkout.PaymentResponse;
    try {
      answer = await this.api.payments({
        merchantAccount: this.config.merchantAccount,
        reference,
        amount: toAdyenAmount(request.amount),
        paymentMethod: { type: AdyenTypes.checkout.PaymentDetails.TypeEnum.Multibanco },
        countryCode: request.countryCode,
        shopperLocale: request.shopperLocale,
        shopperEmail: request.shopperEmail,
        returnUrl: request.returnUrl,
      });
    } catch (error) {
      if (error instanceof HttpClientException && error.statusCode >= 400 && error.statusCode < 500) {
        console.warn(`Adyen refused the Multibanco payment ${reference}: ${error.message}`);
        return { status: "error", reference };
      }
      // An outage, or an answer that is not JSON: the caller shows the payment error.
      throw error;
    }
    const action = voucherAction(answer.action);
    const voucher = voucherOf(answer.action, fromAdyenAmount);
    if (!action || !voucher || !answer.pspReference || String(answer.resultCode) !== "PresentToShopper") {
      console.error(
        `Adyen answered the Multibanco payment ${reference} without a readable voucher (${String(answer.resultCode)})`,
      );
      return { status: "error", reference, pspReference: answer.pspReference };
    }
    return {
      status: "pending",
      reference,
      pspReference: answer.pspReference,
      method: "multibanco",
      amount: voucher.amount,
      voucher,
      action,
    };
  }

  /**
   * POST /payments with paymentMethod type "googlepay" and the sheet's token (SPEC §1, §7). Only device tokens are asked for (config GOOGLE_PAY_EXPRESS), so Adyen
   * answers Authorised or Refused; an action (3-D Secure) or anything else is an error outcome, and
   * a refusal of the call (4xx) too. An outage rejects.
   */
  async payGooglePay(request: GooglePayRequest): Promise<PaymentOutcome> {
    const { reference } = request;
    let answer: Types.checkout.PaymentResponse;
    try {
      answer = await this.api.payments({
        merchantAccount: this.config.merchantAccount,
        reference,
        amount: toAdyenAmount(request.amount),
        // The library's GooglePayDetails has no `subtype` (Adyen Web's "express" marker): not sent.
        paymentMethod: {
          type: AdyenTypes.checkout.GooglePayDetails.TypeEnum.Googlepay,
          googlePayToken: request.token,
        },
        countryCode: request.countryCode,
        shopperLocale: request.shopperLocale,
        shopperEmail: request.shopperEmail,
        returnUrl: request.returnUrl,
        channel: AdyenTypes.checkout.PaymentRequest.ChannelEnum.Web,
      });
    } catch (error) {
      if (error instanceof HttpClientException && error.statusCode >= 400 && error.statusCode < 500) {
        console.warn(`Adyen refused the Google Pay payment ${reference}: ${error.message}`);
        return { status: "error", reference };
      }
      throw error;
    }
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

  expressClient(): ExpressClient | null {
    const { clientKey, googlePayMerchantId, environment } = this.config;
    if (!clientKey) return null;
    // Google's live environment needs the shop's registered merchant id; its test one takes any.
    const merchantId = googlePayMerchantId ?? (environment === "test" ? "TEST" : undefined);
    if (!merchantId) return null;
    return {
      kind: "adyen",
      clientKey,
      environment,
      gatewayMerchantId: this.config.merchantAccount,
      merchantId,
    };
  }

  verifyNotifications(body: unknown) {
    return verifyNotificationItems(body, this.config.hmacKey).map((n) => ({
      ...n,
      amount: fromAdyenAmount(n.amount),
    }));
  }

  /** Hosted Checkout sessions cannot be ended by a call; a late authorisation is reversed instead. */
  async cancelSession(): Promise<void> {}

  /** POST /payments/{pspReference}/reversals: cancels an authorisation, or refunds a captured payment. */
  async reverse({ pspReference, reference }: { pspReference: string; reference: string }): Promise<Reversal> {
    const answer = await this.modifications.refundOrCancelPayment(pspReference, {
      merchantAccount: this.config.merchantAccount,
      reference,
    });
    return { pspReference: answer.pspReference };
  }
}

/**
 * Session statuses (Sessions API v71+): completed = authorised; paymentPending = an asynchronous
 * method such as a Multibanco voucher; refused = too many refused attempts; canceled; expired. A
 * session still `active` was left unpaid. Without a status, the payment's resultCode decides.
 */
function outcomeOf(result: Types.checkout.SessionResultResponse): PaymentOutcome {
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
function detailsOutcome(answer: Types.checkout.PaymentDetailsResponse): PaymentOutcome {
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
