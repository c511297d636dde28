/**
 * The embedded payment provider (development and tests): a small test acquirer in Adyen's shapes.
 * Sessions and payments live in SQLite (store.ts); the shop serves the provider's page
 * (../local-page.ts); a submission is decided by the acquirer's rules (rules.ts), and the decision
 * posts an HMAC-signed standard notification to the shop's webhook (webhook.ts), as Adyen does.
 */

import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { safeEqual } from "../../secure-compare";
import { fromAdyenAmount } from "../adyen-amounts";
import { verifyNotificationItems } from "../notifications";
import type {
  ExpressClient,
  GooglePayRequest,
  HostedPaymentRequest,
  HostedPaymentSession,
  MultibancoRequest,
  PaymentOutcome,
  PaymentProvider,
} from "../port";
import { type IssuedToken, issueGooglePayToken, spendGooglePayToken } from "./google-pay";
import { IdempotencyStore } from "./idempotency";
import {
  decide,
  type LocalMethod,
  methodsFor,
  multibancoVoucher,
  newPspReference,
  outcomeOf,
  providerToken,
  resultToken,
} from "./rules";
import {
  cancelActiveSession,
  finishSession,
  insertReversal,
  insertSession,
  type ModificationKind,
  modificationOf,
  openPaymentsDb,
  type PaymentRow,
  paymentOfSession,
  paymentToReverse,
  payPendingVoucher,
  readSession,
  reversalOf,
  type SessionPayment,
} from "./store";
import type { FinishedStatus, LocalSession, LocalSubmission, SubmitResult } from "./types";
import { WebhookDelivery } from "./webhook";

export { LOCAL_METHODS, TEST_CARDS } from "./rules";
export type { ModificationKind } from "./store";
export type { LocalSession, LocalSubmission } from "./types";

export const LOCAL_PAGE_PATH = "/__pay/local";
/** The test ATM where a Multibanco voucher of this provider is paid (entity and reference). */
export const LOCAL_ATM_PATH = `${LOCAL_PAGE_PATH}-atm`;
/** The test Google Pay sheet of this provider (a window the express button opens). */
export const LOCAL_GOOGLE_PAY_PATH = `${LOCAL_PAGE_PATH}-google-pay`;
const SESSION_TTL_MS = 60 * 60 * 1000;

/** The notification confirming each modification, as Adyen names them. */
const MODIFICATION_EVENTS = {
  reversal: "CANCEL_OR_REFUND",
  cancel: "CANCELLATION",
  refund: "REFUND",
} as const;

/** A modification this provider refuses (the payment had another one): the API answers 422. */
export class ModificationRefused extends Error {}

export interface LocalPaymentsOptions {
  /** SQLite file, or ":memory:". */
  file: string;
  /** Hex HMAC key signing notifications and session results. */
  hmacKey: string;
  /** The shop's webhook (absolute URL). */
  webhookUrl: string;
  now?: () => Date;
}

export function createLocalPayments(options: LocalPaymentsOptions): LocalPayments {
  return new LocalPayments(openPaymentsDb(options.file), options);
}

export class LocalPayments implements PaymentProvider {
  readonly name = "local";
  readonly paymentInterface = "local-payments";
  /**
   * No inline variant: Adyen Web talks only to Adyen, and a look-alike of its Drop-in would test
   * nothing real. The hosted page (../local-page.ts) stays this provider's path (decision 0032).
   */
  readonly dropIn = null;
  private readonly webhook: WebhookDelivery;
  private readonly now: () => Date;
  /** The answers of idempotent requests to the provider's HTTP API (http-api.ts). */
  readonly idempotency: IdempotencyStore;

  constructor(
    private readonly db: Database.Database,
    private readonly options: LocalPaymentsOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.idempotency = new IdempotencyStore(db, this.now);
    this.webhook = new WebhookDelivery({
      hmacKey: options.hmacKey,
      webhookUrl: options.webhookUrl,
      now: this.now,
    });
  }

  /**
   * Opens a session whose page is served at `pageBase` (an origin, or the provider's HTTP mount such
   * as `http://127.0.0.1:4010/adyen`); by default the shop's own origin, which serves the page.
   */
  async createSession(request: HostedPaymentRequest, pageBase?: string): Promise<HostedPaymentSession> {
    const returnUrl = new URL(request.returnUrl);
    if (returnUrl.protocol !== "http:" && returnUrl.protocol !== "https:")
      throw new Error(`returnUrl must be an absolute http(s) URL: ${request.returnUrl}`);
    if (!Number.isSafeInteger(request.amount.value) || request.amount.value < 0)
      throw new Error(`amount.value must be a whole number of minor units: ${request.amount.value}`);
    const id = `CS${randomBytes(16).toString("hex").toUpperCase()}`;
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
    insertSession(this.db, { id, request, createdAt: now.toISOString(), expiresAt });
    return { id, url: `${pageBase ?? returnUrl.origin}${LOCAL_PAGE_PATH}/${id}`, expiresAt };
  }

  /**
   * A Multibanco payment asked for directly, as Adyen's POST /payments: the session is opened and
   * finished at once with the voucher (rules.ts), and the shop reads the same outcome, with the same
   * raw action, as from Adyen. Paying it later (`payVoucher`) sends the AUTHORISATION notification.
   */
  async createMultibanco(request: MultibancoRequest): Promise<PaymentOutcome> {
    if (request.amount.currency !== "EUR") return { status: "error", reference: request.reference };
    const session = await this.createSession({ ...request, allowedPaymentMethods: ["multibanco"] });
    const active = this.session(session.id);
    if (!active) return { status: "error", reference: request.reference };
    const payment = { method: "multibanco", action: multibancoVoucher(active, this.now()) };
    const pspReference = newPspReference();
    const at = this.now().toISOString();
    finishSession(this.db, { sessionId: session.id, status: "paymentPending", payment, pspReference, at });
    return outcomeOf({ ...active, status: "paymentPending" }, paymentOfSession(this.db, session.id));
  }

  /**
   * A Google Pay payment with a token of this provider's test sheet, as Adyen's POST /payments
   * answers it: the token is spent once (an unknown, spent or expired one is an error outcome), the
   * payment is recorded on a session of its own, finished at once, and the AUTHORISATION
   * notification is posted as for any card payment of the page.
   */
  async payGooglePay(request: GooglePayRequest): Promise<PaymentOutcome> {
    const { reference } = request;
    const card = spendGooglePayToken(this.db, request.token, this.now());
    if (!card) return { status: "error", reference };
    const { token: _token, ...hosted } = request;
    const created = await this.createSession({ ...hosted, allowedPaymentMethods: ["googlepay"] });
    const active = this.session(created.id);
    if (!active) return { status: "error", reference };
    this.finish(active, card.refused ? "refused" : "completed", { method: "googlepay" });
    const finished = this.session(created.id);
    return finished
      ? outcomeOf(finished, paymentOfSession(this.db, created.id))
      : { status: "error", reference };
  }

  /** The test sheet's token for a card it "tokenised" (LOCAL_GOOGLE_PAY_PATH). */
  issueGooglePayToken(card: { cardNetwork: IssuedToken["cardNetwork"]; refused: boolean }): IssuedToken {
    return issueGooglePayToken(this.db, card, this.now());
  }

  expressClient(): ExpressClient {
    return { kind: "local", sheetPath: LOCAL_GOOGLE_PAY_PATH };
  }

  /**
   * The shopper paid the voucher at an ATM (this test acquirer's stand-in for Multibanco's bank
   * network, served at LOCAL_ATM_PATH): the payment is authorised and the AUTHORISATION notification
   * posted, once. False when no unpaid voucher has this entity and reference.
   */
  payVoucher(voucher: { entity: string; reference: string }): boolean {
    const paid = payPendingVoucher(this.db, voucher);
    if (!paid) return false;
    this.webhook.post({
      eventCode: "AUTHORISATION",
      pspReference: paid.psp_reference,
      merchantReference: paid.reference,
      amount: { currency: paid.currency, value: paid.value },
      paymentMethod: "multibanco",
      success: true,
    });
    return true;
  }

  async sessionOutcome(sessionId: string, sessionResult: string): Promise<PaymentOutcome> {
    const session = this.session(sessionId);
    if (!session) return { status: "error", reference: "" };
    if (!this.verifiedSession(sessionId, sessionResult))
      return { status: "error", reference: session.reference };
    return outcomeOf(session, paymentOfSession(this.db, session.id));
  }

  /** The session whose signed result this is (the page's redirect), else undefined (unknown, forged). */
  verifiedSession(sessionId: string, sessionResult: string): LocalSession | undefined {
    const session = this.session(sessionId);
    return session && safeEqual(resultToken(session, this.options.hmacKey), sessionResult)
      ? session
      : undefined;
  }

  /** The payment a session recorded, if any. */
  paymentOf(sessionId: string): PaymentRow | undefined {
    return paymentOfSession(this.db, sessionId);
  }

  /**
   * The opaque `sessionData` of a session (Adyen Web's input for an embedded session): signed by this
   * provider, so it names one session and cannot be made up; it carries no secret.
   */
  sessionData(sessionId: string): string {
    return `${sessionId}.${providerToken(`sessionData:${sessionId}`, this.options.hmacKey)}`;
  }

  /**
   * A finished session's `redirectResult` (what a shopper returning from a redirect carries, for
   * POST /payments/details): the session id and its signed result, so it cannot be forged.
   */
  redirectResult(session: LocalSession): string {
    return `${session.id}.${resultToken(session, this.options.hmacKey)}`;
  }

  /** The session a redirectResult names, when this provider signed it for the session's state. */
  sessionOfRedirect(redirectResult: string): LocalSession | undefined {
    const [sessionId = "", token = "", ...rest] = redirectResult.split(".");
    return rest.length ? undefined : this.verifiedSession(sessionId, token);
  }

  /** The shop's reference of the payment with this PSP reference, or undefined for an unknown one. */
  referenceOfPayment(pspReference: string): string | undefined {
    return paymentToReverse(this.db, pspReference)?.reference;
  }

  /** The verified items, in the shop's units (the provider posts Adyen's, as Adyen does). */
  async verifyNotifications(body: unknown) {
    const verified = await verifyNotificationItems(body, this.options.hmacKey);
    return verified.map((n) => ({ ...n, amount: fromAdyenAmount(n.amount) }));
  }

  /** The session can no longer be paid: its page then says so, and a submission is refused. */
  async cancelSession(sessionId: string): Promise<void> {
    cancelActiveSession(this.db, sessionId);
  }

  /**
   * Records the reversal of an authorised (or pending) payment once, and confirms it with a
   * CANCEL_OR_REFUND notification, as Adyen does. A second call answers the first reversal.
   */
  async reverse(payment: { pspReference: string; reference: string }) {
    return this.modify("reversal", payment);
  }

  /**
   * Adyen's modifications of a payment, once each (its API's /reversals, /cancels, /refunds): the
   * first is recorded and confirmed by its notification (CANCEL_OR_REFUND, CANCELLATION, REFUND); the
   * same kind asked again answers the first; another kind after it is refused (this provider takes
   * one modification of the whole amount per payment).
   */
  async modify(
    kind: ModificationKind,
    { pspReference, reference }: { pspReference: string; reference: string },
  ) {
    const payment = paymentToReverse(this.db, pspReference);
    if (!payment || payment.reference !== reference)
      throw new Error(`Local payments: no payment ${pspReference} of ${reference} to reverse`);
    const existing = modificationOf(this.db, pspReference);
    if (existing?.kind === kind) return { pspReference: existing.pspReference };
    if (existing) throw new ModificationRefused(`The payment has had a ${existing.kind} already`);
    const modification = newPspReference();
    insertReversal(this.db, {
      pspReference: modification,
      originalReference: pspReference,
      at: this.now().toISOString(),
      kind,
    });
    this.webhook.post({
      eventCode: MODIFICATION_EVENTS[kind],
      pspReference: modification,
      originalReference: pspReference,
      merchantReference: reference,
      amount: { currency: payment.currency, value: payment.value },
      success: true,
    });
    return { pspReference: modification };
  }

  /** The amount a payment was made for (shop units), or undefined for an unknown PSP reference. */
  amountOfPayment(pspReference: string): { currency: string; value: number } | undefined {
    const payment = paymentToReverse(this.db, pspReference);
    return payment && { currency: payment.currency, value: payment.value };
  }

  /** Whether the payment with this PSP reference has been reversed (for tests and the page). */
  isReversed(pspReference: string): boolean {
    return reversalOf(this.db, pspReference) !== undefined;
  }

  /** The session, marked expired once its hour has passed unpaid. */
  session(id: string): LocalSession | undefined {
    return readSession(this.db, id, this.now());
  }

  /** The methods the page offers for a session: the allowed ones this acquirer knows. */
  methodsFor(session: LocalSession): LocalMethod[] {
    return methodsFor(session);
  }

  /** The shop's return URL with `sessionId` and the signed `sessionResult` of a finished session. */
  returnLocation(session: LocalSession): string {
    const url = new URL(session.returnUrl);
    url.searchParams.set("sessionId", session.id);
    url.searchParams.set("sessionResult", resultToken(session, this.options.hmacKey));
    return url.href;
  }

  /** Decides a submission of the page like a test acquirer; the session then is finished. */
  submit(id: string, submission: LocalSubmission): SubmitResult {
    const session = this.session(id);
    if (session?.status !== "active") return { kind: "closed", session };
    const decision = decide(session, submission);
    if (decision.kind === "invalid") return decision;
    return this.finish(session, decision.status, decision.payment);
  }

  /** Resolves once every notification sent so far has been delivered or given up. */
  async settled(): Promise<void> {
    await this.webhook.settled();
  }

  /** Waits for notifications still being delivered, then closes the database. */
  async close(): Promise<void> {
    await this.settled();
    this.db.close();
  }

  private finish(session: LocalSession, status: FinishedStatus, payment?: SessionPayment): SubmitResult {
    const pspReference = payment ? newPspReference() : undefined;
    const at = this.now().toISOString();
    if (!finishSession(this.db, { sessionId: session.id, status, payment, pspReference, at }))
      return { kind: "closed", session: this.session(session.id) };
    const done = { ...session, status };
    // Adyen sends AUTHORISATION for an authorised or refused payment; a Multibanco voucher is only
    // authorised once paid, and a cancelled session sends nothing.
    if (pspReference && payment && (status === "completed" || status === "refused"))
      this.notify(done, pspReference, payment.brand ?? payment.method, status === "completed");
    return { kind: "redirect", location: this.returnLocation(done) };
  }

  private notify(session: LocalSession, pspReference: string, paymentMethod: string, success: boolean) {
    this.webhook.post({
      eventCode: "AUTHORISATION",
      pspReference,
      merchantReference: session.reference,
      amount: session.amount,
      paymentMethod,
      reason: success ? undefined : "Refused",
      success,
    });
  }
}
