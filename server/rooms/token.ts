import { TIMINGS } from "../../config";
import { isSigned, signature } from "../session/signature";

/**
 * A cart room is joined with the cart id (SPEC §7) and this token: an expiry and an HMAC of id and
 * expiry with the session secret. The id alone would let anyone who learns it follow the cart; a
 * token that is re-issued with every page and lasts a day limits what a leaked one gives.
 */
const TOKEN_TTL_SECONDS = TIMINGS.seconds.day;
const PURPOSE = "room";

export function roomToken(cartId: string, secrets?: string[], now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TOKEN_TTL_SECONDS;
  return `${expires}.${signature(PURPOSE, [cartId, expires], secrets)}`;
}

/** Accepts unexpired tokens signed with any configured secret, so rotating SESSION_SECRET keeps rooms open. */
export function verifyRoomToken(
  cartId: string,
  token: string,
  secrets?: string[],
  now = Date.now(),
): boolean {
  const [expiresText = "", given = ""] = token.split(".");
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 < now) return false;
  return isSigned(PURPOSE, [cartId, expires], given, secrets);
}
