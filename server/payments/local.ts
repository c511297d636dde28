/**
 * The embedded payment provider (development and tests): a small test acquirer in Adyen's shapes.
 * Sessions and payments live in SQLite; the shop serves the provider's page (local-page.ts); the
 * decision posts an HMAC-signed standard notification to the shop's webhook, as Adyen does.
 */

import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import adyen, { type Types } from "@adyen/api-library";
import type Database from "better-sqlite3";
import { openSqlite } from "../commerce/local/db";
import { passesLuhn } from "../luhn";
import { safeEqual } from "../secure-compare";
import { signNotificationItem, verifyNotificationItems } from "./notifications";
import type {
  HostedPaymentRequest,
  HostedPaymentSession,
  MultibancoVoucher,
  PaymentOutcome,
  PaymentProvider,
} from "./port";

const { NotificationRequestItem } = adyen.Types.notification;

export const LOCAL_PAGE_PATH = "/__pay/local";
const MERCHANT_ACCOUNT = "ProEquipLocalECOM";
const SESSION_TTL_MS = 60 * 60 * 1000;
const VOUCHER_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const MULTIBANCO_ENTITY = "12345";
const RETRY_DELAY_MS = 1000;

/** Adyen's session statuses, kept as the session's state. */
type SessionStatus = "active" | "completed" | "paymentPending" | "refused" | "canceled" | "expired";

/** The methods this acquirer knows (SPEC §3 codes); Multibanco takes euros only. */
export const LOCAL_METHODS = {
  scheme: "Card",
  googlepay: "Google Pay",
  paypal: "PayPal",
  multibanco: "Multibanco",
} as const;
type LocalMethod = keyof typeof LOCAL_METHODS;

/** Adyen's documented test cards; any other number passing the Luhn check is authorised. */
export const TEST_CARDS = { authorised: "4111111111111111", refused: "4000000000000002" } as const;

/** A session as the provider keeps it: what the shop asked for, and its state. */
export interface LocalSession extends HostedPaymentRequest {
  id: string;
  expiresAt: string;
  status: SessionStatus;
}

export type LocalSubmission = { action: "cancel" } | { action: "pay"; method: string; cardNumber?: string };

type SubmitResult =
  | { kind: "redirect"; location: string }
  | { kind: "invalid"; field: "method" | "card" }
  | { kind: "closed"; session?: LocalSession };

export interface LocalPaymentsOptions {
  /** SQLite file, or ":memory:". */
  file: string;
  /** Hex HMAC key signing notifications and session results. */
  hmacKey: string;
  /** The shop's webhook (absolute URL). */
  webhookUrl: string;
  now?: () => Date;
}

interface SessionRow {
  id: string;
  reference: string;
  currency: string;
  value: number;
  country_code: string;
  shopper_locale: string;
  shopper_email: string | null;
  return_url: string;
  allowed_methods: string | null;
  expires_at: string;
  status: SessionStatus;
}

interface PaymentRow {
  psp_reference: string;
  method: string;
  result_code: "Authorised" | "Refused" | "Pending";
  action: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  currency TEXT NOT NULL,
  value INTEGER NOT NULL,
  country_code TEXT NOT NULL,
  shopper_locale TEXT NOT NULL,
  shopper_email TEXT,
  return_url TEXT NOT NULL,
  allowed_methods TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  status TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments (
  psp_reference TEXT PRIMARY KEY,
  session_id TEXT NOT NULL UNIQUE REFERENCES sessions(id),
  method TEXT NOT NULL,
  result_code TEXT NOT NULL,
  action TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS reversals (
  psp_reference TEXT PRIMARY KEY,
  original_reference TEXT NOT NULL UNIQUE REFERENCES payments(psp_reference),
  created_at TEXT NOT NULL
);`;

export function createLocalPayments(options: LocalPaymentsOptions): LocalPayments {
  const db = openSqlite(options.file);
  db.exec(SCHEMA);
  return new LocalPayments(db, options);
}

export class LocalPayments implements PaymentProvider {
  readonly name = "local";
  readonly paymentInterface = "local-payments";
  private readonly deliveries = new Set<Promise<void>>();
  private readonly now: () => Date;

  constructor(
    private readonly db: Database.Database,
    private readonly options: LocalPaymentsOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async createSession(request: HostedPaymentRequest): Promise<HostedPaymentSession> {
    const returnUrl = new URL(request.returnUrl);
    if (returnUrl.protocol !== "http:" && returnUrl.protocol !== "https:")
      throw new Error(`returnUrl must be an absolute http(s) URL: ${request.returnUrl}`);
    if (!Number.isSafeInteger(request.amount.value) || request.amount.value < 0)
      throw new Error(`amount.value must be a whole number of minor units: ${request.amount.value}`);
    const id = `CS${randomBytes(16).toString("hex").toUpperCase()}`;
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
    this.db
      .prepare(
        `INSERT INTO sessions (id, reference, currency, value, country_code, shopper_locale, shopper_email,
           return_url, allowed_methods, created_at, expires_at, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active')`,
      )
      .run(
        id,
        request.reference,
        request.amount.currency,
        request.amount.value,
        request.countryCode,
        request.shopperLocale,
        request.shopperEmail ?? null,
        request.returnUrl,
        request.allowedPaymentMethods ? JSON.stringify(request.allowedPaymentMethods) : null,
        now.toISOString(),
        expiresAt,
      );
    return { id, url: `${returnUrl.origin}${LOCAL_PAGE_PATH}/${id}`, expiresAt };
  }

  async sessionOutcome(sessionId: string, sessionResult: string): Promise<PaymentOutcome> {
    const session = this.session(sessionId);
    if (!session) return { status: "error", reference: "" };
    if (!safeEqual(this.resultToken(session), sessionResult))
      return { status: "error", reference: session.reference };
    const payment = this.db
      .prepare("SELECT psp_reference, method, result_code, action FROM payments WHERE session_id = ?")
      .get(session.id) as PaymentRow | undefined;
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
          voucher: payment.action ? voucherOf(JSON.parse(payment.action)) : undefined,
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

  verifyNotifications(body: unknown) {
    return verifyNotificationItems(body, this.options.hmacKey);
  }

  /** The session can no longer be paid: its page then says so, and a submission is refused. */
  async cancelSession(sessionId: string): Promise<void> {
    this.db
      .prepare("UPDATE sessions SET status = 'canceled' WHERE id = ? AND status = 'active'")
      .run(sessionId);
  }

  /**
   * Records the reversal of an authorised (or pending) payment once, and confirms it with a
   * CANCEL_OR_REFUND notification, as Adyen does. A second call answers the first reversal.
   */
  async reverse({ pspReference, reference }: { pspReference: string; reference: string }) {
    const payment = this.db
      .prepare(
        `SELECT p.psp_reference, s.reference, s.currency, s.value FROM payments p JOIN sessions s ON s.id = p.session_id
         WHERE p.psp_reference = ?`,
      )
      .get(pspReference) as { reference: string; currency: string; value: number } | undefined;
    if (!payment || payment.reference !== reference)
      throw new Error(`Local payments: no payment ${pspReference} of ${reference} to reverse`);
    const existing = this.db
      .prepare("SELECT psp_reference FROM reversals WHERE original_reference = ?")
      .get(pspReference) as { psp_reference: string } | undefined;
    if (existing) return { pspReference: existing.psp_reference };
    const reversal = newPspReference();
    this.db
      .prepare("INSERT INTO reversals (psp_reference, original_reference, created_at) VALUES (?, ?, ?)")
      .run(reversal, pspReference, this.now().toISOString());
    this.post({
      eventCode: NotificationRequestItem.EventCodeEnum.CancelOrRefund,
      pspReference: reversal,
      originalReference: pspReference,
      merchantReference: reference,
      amount: { currency: payment.currency, value: payment.value },
      success: true,
    });
    return { pspReference: reversal };
  }

  /** Whether the payment with this PSP reference has been reversed (for tests and the page). */
  isReversed(pspReference: string): boolean {
    return Boolean(this.db.prepare("SELECT 1 FROM reversals WHERE original_reference = ?").get(pspReference));
  }

  /** The session, marked expired once its hour has passed unpaid. */
  session(id: string): LocalSession | undefined {
    const row = this.db.prepare("SELECT * FROM sessions WHERE id = ?").get(id) as SessionRow | undefined;
    if (!row) return undefined;
    if (row.status === "active" && Date.parse(row.expires_at) <= this.now().getTime()) {
      this.db.prepare("UPDATE sessions SET status = 'expired' WHERE id = ? AND status = 'active'").run(id);
      row.status = "expired";
    }
    return {
      id: row.id,
      reference: row.reference,
      amount: { currency: row.currency, value: row.value },
      countryCode: row.country_code,
      shopperLocale: row.shopper_locale,
      shopperEmail: row.shopper_email ?? undefined,
      returnUrl: row.return_url,
      allowedPaymentMethods: row.allowed_methods ? (JSON.parse(row.allowed_methods) as string[]) : undefined,
      expiresAt: row.expires_at,
      status: row.status,
    };
  }

  /** The methods the page offers for a session: the allowed ones this acquirer knows. */
  methodsFor(session: LocalSession): LocalMethod[] {
    return (Object.keys(LOCAL_METHODS) as LocalMethod[]).filter(
      (m) =>
        (!session.allowedPaymentMethods || session.allowedPaymentMethods.includes(m)) &&
        (m !== "multibanco" || session.amount.currency === "EUR"),
    );
  }

  /** The shop's return URL with `sessionId` and the signed `sessionResult` of a finished session. */
  returnLocation(session: LocalSession): string {
    const url = new URL(session.returnUrl);
    url.searchParams.set("sessionId", session.id);
    url.searchParams.set("sessionResult", this.resultToken(session));
    return url.href;
  }

  /** Decides a submission of the page like a test acquirer; the session then is finished. */
  submit(id: string, submission: LocalSubmission): SubmitResult {
    const session = this.session(id);
    if (session?.status !== "active") return { kind: "closed", session };
    if (submission.action === "cancel") return this.finish(session, "canceled");
    const method = this.methodsFor(session).find((m) => m === submission.method);
    if (!method) return { kind: "invalid", field: "method" };
    if (method === "multibanco")
      return this.finish(session, "paymentPending", { method, action: this.voucher(session) });
    if (method !== "scheme") return this.finish(session, "completed", { method });
    const card = (submission.cardNumber ?? "").replace(/[\s-]/g, "");
    if (!passesLuhn(card)) return { kind: "invalid", field: "card" };
    return this.finish(session, card === TEST_CARDS.refused ? "refused" : "completed", {
      method,
      brand: cardBrand(card),
    });
  }

  /** Resolves once every notification sent so far has been delivered or given up. */
  async settled(): Promise<void> {
    await Promise.all(this.deliveries);
  }

  /** Waits for notifications still being delivered, then closes the database. */
  async close(): Promise<void> {
    await this.settled();
    this.db.close();
  }

  private finish(
    session: LocalSession,
    status: Exclude<SessionStatus, "active" | "expired">,
    payment?: { method: string; brand?: string; action?: Types.checkout.CheckoutVoucherAction },
  ): SubmitResult {
    const pspReference = payment ? newPspReference() : undefined;
    const finished = this.db.transaction(() => {
      const changed = this.db
        .prepare("UPDATE sessions SET status = ? WHERE id = ? AND status = 'active'")
        .run(status, session.id).changes;
      if (changed && payment)
        this.db
          .prepare(
            "INSERT INTO payments (psp_reference, session_id, method, result_code, action, created_at) VALUES (?, ?, ?, ?, ?, ?)",
          )
          .run(
            pspReference,
            session.id,
            payment.method,
            status === "completed" ? "Authorised" : status === "refused" ? "Refused" : "Pending",
            payment.action ? JSON.stringify(payment.action) : null,
            this.now().toISOString(),
          );
      return changed === 1;
    })();
    if (!finished) return { kind: "closed", session: this.session(session.id) };
    const done = { ...session, status };
    // Adyen sends AUTHORISATION for an authorised or refused payment; a Multibanco voucher is only
    // authorised once paid, and a cancelled session sends nothing.
    if (pspReference && payment && (status === "completed" || status === "refused"))
      this.notify(done, pspReference, payment.brand ?? payment.method, status === "completed");
    return { kind: "redirect", location: this.returnLocation(done) };
  }

  /** The raw Multibanco action, as Adyen's /payments answers it (SPEC §3 keeps it on the payment). */
  private voucher(session: LocalSession): Types.checkout.CheckoutVoucherAction {
    const digits = BigInt(`0x${createHash("sha256").update(session.id).digest("hex").slice(0, 15)}`);
    return {
      type: adyen.Types.checkout.CheckoutVoucherAction.TypeEnum.Voucher,
      paymentMethodType: "multibanco",
      entity: MULTIBANCO_ENTITY,
      reference: (digits % 1_000_000_000n).toString().padStart(9, "0"),
      expiresAt: new Date(this.now().getTime() + VOUCHER_TTL_MS).toISOString(),
      merchantReference: session.reference,
      initialAmount: session.amount,
      totalAmount: session.amount,
    };
  }

  /** An HMAC over the session id and its final status: proves the redirect came from this page. */
  private resultToken(session: LocalSession): string {
    return createHmac("sha256", Buffer.from(this.options.hmacKey, "hex"))
      .update(`${session.id}:${session.status}`)
      .digest("base64url");
  }

  private notify(session: LocalSession, pspReference: string, paymentMethod: string, success: boolean) {
    this.post({
      eventCode: NotificationRequestItem.EventCodeEnum.Authorisation,
      pspReference,
      merchantReference: session.reference,
      amount: session.amount,
      paymentMethod,
      reason: success ? undefined : "Refused",
      success,
    });
  }

  /** Posts one signed notification item to the shop's webhook, retried once a second later. */
  private post(event: {
    eventCode: Types.notification.NotificationRequestItem.EventCodeEnum;
    pspReference: string;
    originalReference?: string;
    merchantReference: string;
    amount: { currency: string; value: number };
    paymentMethod?: string;
    reason?: string;
    success: boolean;
  }) {
    const { pspReference } = event;
    const item = signNotificationItem(
      {
        additionalData: {},
        ...event,
        eventDate: this.now().toISOString(),
        merchantAccountCode: MERCHANT_ACCOUNT,
        success: event.success
          ? NotificationRequestItem.SuccessEnum.True
          : NotificationRequestItem.SuccessEnum.False,
      },
      this.options.hmacKey,
    );
    const body = JSON.stringify({ live: "false", notificationItems: [{ NotificationRequestItem: item }] });
    const post = async () => {
      const response = await fetch(this.options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    };
    const delivery = post()
      .catch(async (error) => {
        console.warn(`Local payments: notification ${pspReference} failed (${error}); retrying in 1 s`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        await post();
      })
      .catch((error) => console.error(`Local payments: notification ${pspReference} not delivered`, error))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }
}

function voucherOf(action: Types.checkout.CheckoutVoucherAction): MultibancoVoucher {
  return {
    reference: action.reference ?? "",
    entity: action.entity ?? "",
    expiresAt: action.expiresAt ?? "",
    merchantReference: action.merchantReference ?? "",
    amount: action.totalAmount ?? { currency: "", value: 0 },
  };
}

/** The brand Adyen names in a notification's paymentMethod. */
function cardBrand(card: string): string {
  if (card.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(card)) return "mc";
  if (/^3[47]/.test(card)) return "amex";
  return "scheme";
}

/** 16 upper-case letters and digits, like Adyen's PSP references. */
function newPspReference(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join("");
}
