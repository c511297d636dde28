/**
 * The embedded newsletter's subscriptions in SQLite: one row per address and locale (the newsletter of
 * each market is its own list), pending until the subscriber follows the confirmation link, with the
 * times of the first request, the latest request and the confirmation. Kept across restarts.
 */
import type Database from "better-sqlite3";
import type { LocaleCode } from "../../config";
import { openSqlite } from "../commerce/local/db";

export type SubscriptionStatus = "pending" | "confirmed";

export interface Subscription {
  email: string;
  locale: LocaleCode;
  status: SubscriptionStatus;
  createdAt: string;
  requestedAt: string;
  confirmedAt: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS subscriptions (
  email TEXT NOT NULL,
  locale TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  created_at TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  confirmed_at TEXT,
  PRIMARY KEY (email, locale)
);`;

/** Addresses are kept as typed but compared in lower case (one subscriber per mailbox). */
const key = (email: string) => email.trim().toLowerCase();

export function openNewsletterStore(file: string, now: () => Date = () => new Date()) {
  const db: Database.Database = openSqlite(file);
  db.exec(SCHEMA);
  const request = db.prepare(
    `INSERT INTO subscriptions (email, locale, status, created_at, requested_at) VALUES (?, ?, 'pending', ?, ?)
     ON CONFLICT (email, locale) DO UPDATE SET requested_at = excluded.requested_at`,
  );
  const statusOf = db.prepare("SELECT status FROM subscriptions WHERE email = ? AND locale = ?");
  const confirm = db.prepare(
    "UPDATE subscriptions SET status = 'confirmed', confirmed_at = ? WHERE email = ? AND status = 'pending'",
  );
  const all = db.prepare("SELECT * FROM subscriptions WHERE email = ? ORDER BY locale");
  const remove = db.prepare("DELETE FROM subscriptions WHERE email = ? AND locale = ?");
  return {
    /** Records a sign-up (pending unless already confirmed) and says the status it has now. */
    request(email: string, locale: LocaleCode): SubscriptionStatus {
      const at = now().toISOString();
      return db.transaction(() => {
        request.run(key(email), locale, at, at);
        return (statusOf.get(key(email), locale) as { status: SubscriptionStatus }).status;
      })();
    },
    /** Confirms the address's pending subscriptions; the number confirmed. */
    confirm(email: string): number {
      return confirm.run(now().toISOString(), key(email)).changes;
    },
    /** Ends the address's subscription in one market's list; whether there was one. */
    unsubscribe(email: string, locale: LocaleCode): boolean {
      return remove.run(key(email), locale).changes > 0;
    },
    /** The address's subscription status in one market's list, or null without one. */
    statusOf(email: string, locale: LocaleCode): SubscriptionStatus | null {
      return (statusOf.get(key(email), locale) as { status: SubscriptionStatus } | undefined)?.status ?? null;
    },
    /** The address's subscriptions, for the tests and a developer's look. */
    subscriptionsOf(email: string): Subscription[] {
      return (all.all(key(email)) as Record<string, string | null>[]).map((row) => ({
        email: String(row.email),
        locale: row.locale as LocaleCode,
        status: row.status as SubscriptionStatus,
        createdAt: String(row.created_at),
        requestedAt: String(row.requested_at),
        confirmedAt: row.confirmed_at ?? null,
      }));
    },
    close: () => db.close(),
  };
}
export type NewsletterStore = ReturnType<typeof openNewsletterStore>;
