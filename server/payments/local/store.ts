/**
 * The local provider's persistence: sessions, their payments and the payments' reversals in SQLite,
 * so a session and its outcome survive a restart as they do at the real provider.
 */

import type { Types } from "@adyen/api-library";
import type Database from "better-sqlite3";
import { openSqlite } from "../../commerce/local/db";
import type { HostedPaymentRequest } from "../port";
import { IDEMPOTENCY_SCHEMA } from "./idempotency";
import type { FinishedStatus, LocalSession, SessionStatus } from "./types";

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

export interface PaymentRow {
  psp_reference: string;
  method: string;
  result_code: "Authorised" | "Refused" | "Pending";
  action: string | null;
}

/** The payment a finished session records: its method, the brand notified, Multibanco's action. */
export interface SessionPayment {
  method: string;
  brand?: string;
  action?: Types.checkout.CheckoutVoucherAction;
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
CREATE TABLE IF NOT EXISTS google_pay_tokens (
  token TEXT PRIMARY KEY,
  card_network TEXT NOT NULL,
  refused INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE TABLE IF NOT EXISTS reversals (
  psp_reference TEXT PRIMARY KEY,
  original_reference TEXT NOT NULL UNIQUE REFERENCES payments(psp_reference),
  created_at TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT 'reversal'
);`;

/** Adyen's modifications of a payment the local provider takes: one per payment, of one kind. */
export type ModificationKind = "reversal" | "cancel" | "refund";

/** Opens (or creates) the provider's database. */
export function openPaymentsDb(file: string): Database.Database {
  const db = openSqlite(file);
  db.exec(SCHEMA);
  db.exec(IDEMPOTENCY_SCHEMA);
  // Databases from before cancels and refunds (issue 18) hold reversals only.
  const columns = db.prepare("PRAGMA table_info(reversals)").all() as { name: string }[];
  if (!columns.some((c) => c.name === "kind"))
    db.exec("ALTER TABLE reversals ADD COLUMN kind TEXT NOT NULL DEFAULT 'reversal'");
  return db;
}

export function insertSession(
  db: Database.Database,
  session: { id: string; request: HostedPaymentRequest; createdAt: string; expiresAt: string },
): void {
  const { id, request } = session;
  db.prepare(
    `INSERT INTO sessions (id, reference, currency, value, country_code, shopper_locale, shopper_email,
           return_url, allowed_methods, created_at, expires_at, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active')`,
  ).run(
    id,
    request.reference,
    request.amount.currency,
    request.amount.value,
    request.countryCode,
    request.shopperLocale,
    request.shopperEmail ?? null,
    request.returnUrl,
    request.allowedPaymentMethods ? JSON.stringify(request.allowedPaymentMethods) : null,
    session.createdAt,
    session.expiresAt,
  );
}

/** The session, marked expired once its hour has passed unpaid. */
export function readSession(db: Database.Database, id: string, now: Date): LocalSession | undefined {
  const row = db.prepare("SELECT * FROM sessions WHERE id = ?").get(id) as SessionRow | undefined;
  if (!row) return undefined;
  if (row.status === "active" && Date.parse(row.expires_at) <= now.getTime()) {
    db.prepare("UPDATE sessions SET status = 'expired' WHERE id = ? AND status = 'active'").run(id);
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

export function cancelActiveSession(db: Database.Database, id: string): void {
  db.prepare("UPDATE sessions SET status = 'canceled' WHERE id = ? AND status = 'active'").run(id);
}

export function paymentOfSession(db: Database.Database, sessionId: string): PaymentRow | undefined {
  return db
    .prepare("SELECT psp_reference, method, result_code, action FROM payments WHERE session_id = ?")
    .get(sessionId) as PaymentRow | undefined;
}

/**
 * Finishes an active session in one transaction, recording its payment when it has one: false when
 * the session was no longer active (another submission, the shop's cancel or the expiry came first).
 */
export function finishSession(
  db: Database.Database,
  finish: {
    sessionId: string;
    status: FinishedStatus;
    payment?: SessionPayment;
    pspReference?: string;
    at: string;
  },
): boolean {
  const { sessionId, status, payment } = finish;
  return db.transaction(() => {
    const changed = db
      .prepare("UPDATE sessions SET status = ? WHERE id = ? AND status = 'active'")
      .run(status, sessionId).changes;
    if (changed && payment)
      db.prepare(
        "INSERT INTO payments (psp_reference, session_id, method, result_code, action, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      ).run(
        finish.pspReference,
        sessionId,
        payment.method,
        status === "completed" ? "Authorised" : status === "refused" ? "Refused" : "Pending",
        payment.action ? JSON.stringify(payment.action) : null,
        finish.at,
      );
    return changed === 1;
  })();
}

/** A payment with its session's reference and amount, the subject of a reversal. */
export function paymentToReverse(db: Database.Database, pspReference: string) {
  return db
    .prepare(
      `SELECT p.psp_reference, s.reference, s.currency, s.value FROM payments p JOIN sessions s ON s.id = p.session_id
         WHERE p.psp_reference = ?`,
    )
    .get(pspReference) as { reference: string; currency: string; value: number } | undefined;
}

/** The payment's modification (reversal, cancel or refund), if it has one. */
export function modificationOf(
  db: Database.Database,
  pspReference: string,
): { pspReference: string; kind: ModificationKind } | undefined {
  const existing = db
    .prepare("SELECT psp_reference, kind FROM reversals WHERE original_reference = ?")
    .get(pspReference) as { psp_reference: string; kind: ModificationKind } | undefined;
  return existing && { pspReference: existing.psp_reference, kind: existing.kind };
}

/** The PSP reference of the payment's reversal (of any kind), if it has been reversed. */
export const reversalOf = (db: Database.Database, pspReference: string) =>
  modificationOf(db, pspReference)?.pspReference;

export function insertReversal(
  db: Database.Database,
  reversal: { pspReference: string; originalReference: string; at: string; kind: ModificationKind },
): void {
  db.prepare(
    "INSERT INTO reversals (psp_reference, original_reference, created_at, kind) VALUES (?, ?, ?, ?)",
  ).run(reversal.pspReference, reversal.originalReference, reversal.at, reversal.kind);
}

/**
 * Marks the pending Multibanco payment with this entity and reference paid (its session completed),
 * once: the payment with its session's reference and amount, or undefined when no unpaid, unreversed
 * voucher matches.
 */
export function payPendingVoucher(db: Database.Database, voucher: { entity: string; reference: string }) {
  return db.transaction(() => {
    const found = db
      .prepare(
        `SELECT p.psp_reference, p.session_id, s.reference, s.currency, s.value FROM payments p
           JOIN sessions s ON s.id = p.session_id
         WHERE p.method = 'multibanco' AND p.result_code = 'Pending'
           AND json_extract(p.action, '$.entity') = ? AND json_extract(p.action, '$.reference') = ?
           AND NOT EXISTS (SELECT 1 FROM reversals r WHERE r.original_reference = p.psp_reference)`,
      )
      .get(voucher.entity, voucher.reference) as
      | { psp_reference: string; session_id: string; reference: string; currency: string; value: number }
      | undefined;
    if (!found) return undefined;
    db.prepare("UPDATE payments SET result_code = 'Authorised' WHERE psp_reference = ?").run(
      found.psp_reference,
    );
    db.prepare("UPDATE sessions SET status = 'completed' WHERE id = ?").run(found.session_id);
    return found;
  })();
}
