import { createHmac } from "node:crypto";
import { TIMINGS } from "../../config";
import { safeEqual } from "../secure-compare";
import { cookieSecrets } from "../session/cookies";

/**
 * A cart room is joined with the cart id (SPEC §7) and this token: an expiry and an HMAC of id and
 * expiry with the session secret. The id alone would let anyone who learns it follow the cart; a
 * token that is re-issued with every page and lasts a day limits what a leaked one gives.
 */
const TOKEN_TTL_SECONDS = TIMINGS.seconds.day;

const sign = (cartId: string, expires: number, secret: string) =>
  createHmac("sha256", secret).update(`room:${cartId}:${expires}`).digest("base64url");

export function roomToken(cartId: string, secrets = cookieSecrets(), now = Date.now()): string {
  const [current] = secrets;
  if (!current) throw new Error("No secret to sign room tokens with");
  const expires = Math.floor(now / 1000) + TOKEN_TTL_SECONDS;
  return `${expires}.${sign(cartId, expires, current)}`;
}

/** Accepts unexpired tokens signed with any configured secret, so rotating SESSION_SECRET keeps rooms open. */
export function verifyRoomToken(
  cartId: string,
  token: string,
  secrets = cookieSecrets(),
  now = Date.now(),
): boolean {
  const [expiresText = "", signature = ""] = token.split(".");
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 < now) return false;
  return secrets.some((secret) => safeEqual(sign(cartId, expires, secret), signature));
}
