/**
 * The payment port over Adyen's Checkout API (Sessions flow with Hosted Checkout), called with
 * `fetch` (adyen-http.ts; issue 18 item 2, decision 0038), so the same adapter runs in Node and in
 * workerd: POST /sessions with `mode: "hosted"` answers the page `url`; after the shopper returns,
 * GET /sessions/{id}?sessionResult=… answers the session status; standard webhooks confirm. With a
 * client key, the same POST /sessions in `mode: "embedded"` answers the `sessionData` that Adyen
 * Web's Drop-in takes in the browser (issue 19.5, decision 0032); its result is read the same way.
 * `@adyen/api-library` gives the request and answer types only; nothing of it runs.
 */
import type { Types } from "@adyen/api-library";
import { fromAdyenAmount, toAdyenAmount } from "./adyen-amounts";
import { AdyenApiError, type CheckoutClient, checkoutBaseUrl, checkoutClient } from "./adyen-http";
import { detailsOutcome, googlePayOutcome, sessionOutcome } from "./adyen-outcomes";
import { voucherAction, voucherOf } from "./multibanco";
import { verifyNotificationItems } from "./notifications";
import type {
  DropInProvider,
  DropInSession,
  ExpressClient,
  GooglePayRequest,
  HostedPaymentRequest,
  HostedPaymentSession,
  MultibancoRequest,
  PaymentNotification,
  PaymentOutcome,
  PaymentProvider,
  Reversal,
} from "./port";

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** The webhook's HMAC key (hex), from the Customer Area. */
  hmacKey: string;
  environment: "test" | "live";
  /** The live endpoint prefix of the company account (required for live). */
  liveUrlPrefix?: string;
  /** Another Checkout base URL with its version (ADYEN_CHECKOUT_URL, e.g. the local provider's API). */
  checkoutUrl?: string;
  /** The public client key for Adyen Web (the Drop-in); without it the hosted page is the only path. */
  clientKey?: string;
  /** How long one call may take (ADYEN_TIMEOUT_MS unless a test shortens it). */
  timeoutMs?: number;
  /** Google's merchant id for Google Pay (required live; Google's test environment takes any). */
  googlePayMerchantId?: string;
}

/** How long one call to Adyen may take before the shop gives up on it (SPEC §8). */
const ADYEN_TIMEOUT_MS = 10_000;

/**
 * Adyen's answer, or the error outcome of a call Adyen refused (4xx: a forged result, an invalid
 * token); anything else (an outage, a timeout, a body that is not JSON) rejects, so the caller
 * treats the outcome as unknown, not failed.
 */
async function answerOf<T>(
  call: Promise<T>,
  reference: string,
  what: string,
): Promise<{ answer: T } | { outcome: PaymentOutcome }> {
  try {
    return { answer: await call };
  } catch (error) {
    if (!(error instanceof AdyenApiError && error.refused)) throw error;
    console.warn(`Adyen refused ${what}: ${error.message}`);
    return { outcome: { status: "error", reference } };
  }
}

export class AdyenPayments implements PaymentProvider {
  readonly name = "adyen";
  readonly paymentInterface = "adyen";
  private readonly api: CheckoutClient;
  readonly dropIn: DropInProvider | null;

  constructor(private readonly config: AdyenConfig) {
    this.api = checkoutClient({
      baseUrl: checkoutBaseUrl(config),
      apiKey: config.apiKey,
      timeoutMs: config.timeoutMs ?? ADYEN_TIMEOUT_MS,
    });
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
    return this.api.post<Types.checkout.CreateCheckoutSessionResponse>("/sessions", {
      merchantAccount: this.config.merchantAccount,
      mode,
      ...(mode === "embedded" ? { channel: "Web" } : {}),
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
    if (!session.id || !session.url)
      throw new Error(`Adyen session ${session.id} has no Hosted Checkout url`);
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

  /** GET /sessions/{id}?sessionResult=…; a 4xx (a forged or unknown pair) is an error outcome. */
  async sessionOutcome(sessionId: string, sessionResult: string): Promise<PaymentOutcome> {
    const path = `/sessions/${encodeURIComponent(sessionId)}`;
    const result = await answerOf(
      this.api.get<Types.checkout.SessionResultResponse>(path, { sessionResult }),
      "",
      `the result of session ${sessionId}`,
    );
    return "outcome" in result ? result.outcome : sessionOutcome(result.answer);
  }

  /** POST /payments/details with the redirectResult the shopper came back with (Drop-in redirects). */
  private async redirectOutcome(redirectResult: string): Promise<PaymentOutcome> {
    const result = await answerOf(
      this.api.post<Types.checkout.PaymentDetailsResponse>("/payments/details", {
        details: { redirectResult },
      }),
      "",
      "a redirect result",
    );
    return "outcome" in result ? result.outcome : detailsOutcome(result.answer);
  }

  /** POST /payments: the fields every direct payment of the shop sends. */
  private pay(request: MultibancoRequest, paymentMethod: Record<string, string>, channel?: "Web") {
    return this.api.post<Types.checkout.PaymentResponse>("/payments", {
      merchantAccount: this.config.merchantAccount,
      reference: request.reference,
      amount: toAdyenAmount(request.amount),
      paymentMethod,
      countryCode: request.countryCode,
      shopperLocale: request.shopperLocale,
      shopperEmail: request.shopperEmail,
      returnUrl: request.returnUrl,
      ...(channel ? { channel } : {}),
    });
  }

  /**
   * POST /payments with paymentMethod type "multibanco" (SPEC §7): Adyen answers PresentToShopper
   * with a `voucher` action, kept raw; the AUTHORISATION notification follows once it is paid. A
   * refusal (4xx) or an answer without a readable voucher is an error outcome, never a thrown page;
   * an outage, or an answer that is not JSON, rejects (the caller shows the payment error).
   */
  async createMultibanco(request: MultibancoRequest): Promise<PaymentOutcome> {
    const { reference } = request;
    const result = await answerOf(
      this.pay(request, { type: "multibanco" }),
      reference,
      `the Multibanco payment ${reference}`,
    );
    if ("outcome" in result) return result.outcome;
    const { answer } = result;
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
   * POST /payments with paymentMethod type "googlepay" and the sheet's token (SPEC §1, §7). Adyen
   * Web's `subtype: "express"` is not sent (decision 0031). Refusals of the call are error outcomes;
   * an outage rejects.
   */
  async payGooglePay(request: GooglePayRequest): Promise<PaymentOutcome> {
    const { reference } = request;
    const result = await answerOf(
      this.pay(request, { type: "googlepay", googlePayToken: request.token }, "Web"),
      reference,
      `the Google Pay payment ${reference}`,
    );
    return "outcome" in result ? result.outcome : googlePayOutcome(result.answer, request);
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

  async verifyNotifications(body: unknown): Promise<PaymentNotification[]> {
    const verified = await verifyNotificationItems(body, this.config.hmacKey);
    return verified.map((n) => ({ ...n, amount: fromAdyenAmount(n.amount) }));
  }

  /** Hosted Checkout sessions cannot be ended by a call; a late authorisation is reversed instead. */
  async cancelSession(): Promise<void> {}

  /** POST /payments/{pspReference}/reversals: cancels an authorisation, or refunds a captured payment. */
  async reverse({ pspReference, reference }: { pspReference: string; reference: string }): Promise<Reversal> {
    const answer = await this.api.post<Types.checkout.PaymentReversalResponse>(
      `/payments/${encodeURIComponent(pspReference)}/reversals`,
      { merchantAccount: this.config.merchantAccount, reference },
    );
    return { pspReference: answer.pspReference };
  }
}
