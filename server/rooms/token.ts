import { TIMINGS } from "../../config";
import { isSigned, signature } from "../session/signature";

/**
 * A cart room is joined with the cart id (SPEC §7) and this token: an expiry and an HMAC of id and
 * expiry with the session secret. The id alone would let anyone who learns it follow the cart; a
 * token that is re-issued with every page and lasts a day limits what a leaked one gives.
 *
 * The signature is server/session/signature.ts's (HMAC-SHA256 of "room:<cart id>:<expiry>" in
 * base64url, Web Crypto, so the edge worker checks the same tokens: issue 18, decision 0042); the
 * secrets are passed in (SESSION_SECRET's list).
 */
const TOKEN_TTL_SECONDS = TIMINGS.seconds.day;
/**
 * Expiries are rounded up to the hour, so every page a visitor with a cart sees within the hour
 * carries the same token, and the page's ETag can still match (decision 0047): a token lasts
 * between 24 and 25 hours.
 */
const EXPIRY_STEP_SECONDS = 3600;
const PURPOSE = "room";

/** A token for the cart's room, signed with the current secret (the first configured one). */
export async function roomToken(
  cartId: string,
  secrets: readonly string[],
  now = Date.now(),
): Promise<string> {
  const expires =
    Math.ceil((Math.floor(now / 1000) + TOKEN_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `${expires}.${await signature(PURPOSE, [cartId, expires], secrets)}`;
}

/** Accepts unexpired tokens signed with any configured secret, so rotating SESSION_SECRET keeps rooms open. */
export async function verifyRoomToken(
  cartId: string,
  token: string,
  secrets: readonly string[],
  now = Date.now(),
): Promise<boolean> {
  const [expiresText = "", given = ""] = token.split(".");
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 < now) return false;
  return isSigned(PURPOSE, [cartId, expires], given, secrets);
}
