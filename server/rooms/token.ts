import { createHmac, timingSafeEqual } from "node:crypto";
import { cookieSecrets } from "../session/cookies";

/**
 * A cart room is joined with the cart id (SPEC §7) and this token, an HMAC of the id with the
 * session secret: the id alone would let anyone who learns it read the cart's contents and addresses.
 * The page that shows the cart hands both to its own script.
 */
const sign = (cartId: string, secret: string) =>
  createHmac("sha256", secret).update(`room:${cartId}`).digest("base64url");

export function roomToken(cartId: string, secrets = cookieSecrets()): string {
  const [current] = secrets;
  if (!current) throw new Error("No secret to sign room tokens with");
  return sign(cartId, current);
}

/** Accepts tokens signed with any configured secret, so rotating SESSION_SECRET keeps rooms open. */
export function verifyRoomToken(cartId: string, token: string, secrets = cookieSecrets()): boolean {
  const given = Buffer.from(token);
  return secrets.some((secret) => {
    const expected = Buffer.from(sign(cartId, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
