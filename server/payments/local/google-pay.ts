/**
 * The local provider's Google Pay (SPEC §1 "Google express pay"): its test sheet issues a token, as
 * Google's sheet hands out an encrypted card token, and a payment spends it once. Kept in the
 * provider's database, so a token can be paid only if this provider issued it, and only once.
 */
import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";

/** A sheet's token is good for this long, like Google's (its cryptogram expires). */
const TOKEN_TTL_MS = 30 * 60 * 1000;

/** The card networks of the test sheet; "refused" cards are declined when paid (Adyen's test card). */
export interface IssuedToken {
  token: string;
  cardNetwork: "VISA" | "MASTERCARD";
}

export function issueGooglePayToken(
  db: Database.Database,
  card: { cardNetwork: IssuedToken["cardNetwork"]; refused: boolean },
  now: Date,
): IssuedToken {
  const token = `local-gpay-${randomBytes(24).toString("base64url")}`;
  db.prepare(
    "INSERT INTO google_pay_tokens (token, card_network, refused, created_at) VALUES (?, ?, ?, ?)",
  ).run(token, card.cardNetwork, card.refused ? 1 : 0, now.toISOString());
  return { token, cardNetwork: card.cardNetwork };
}

/**
 * Spends a token once: whether its card is declined, or undefined when this provider never issued
 * it, it was spent already or it expired.
 */
export function spendGooglePayToken(
  db: Database.Database,
  token: string,
  now: Date,
): { refused: boolean; cardNetwork: string } | undefined {
  const notBefore = new Date(now.getTime() - TOKEN_TTL_MS).toISOString();
  return db.transaction(() => {
    const row = db
      .prepare(
        "SELECT card_network, refused FROM google_pay_tokens WHERE token = ? AND used_at IS NULL AND created_at > ?",
      )
      .get(token, notBefore) as { card_network: string; refused: number } | undefined;
    if (!row) return undefined;
    db.prepare("UPDATE google_pay_tokens SET used_at = ? WHERE token = ?").run(now.toISOString(), token);
    return { refused: row.refused === 1, cardNetwork: row.card_network };
  })();
}
