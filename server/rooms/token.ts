import { TIMINGS } from "../../config";
import { safeEqual } from "../secure-compare";

/**
 * A cart room is joined with the cart id (SPEC §7) and this token: an expiry and an HMAC of id and
 * expiry with the session secret. The id alone would let anyone who learns it follow the cart; a
 * token that is re-issued with every page and lasts a day limits what a leaked one gives.
 *
 * Web Crypto, so the edge worker checks the same tokens (issue 18): byte for byte the signature that
 * server/session/signature.ts makes with node:crypto (HMAC-SHA256 of "room:<cart id>:<expiry>",
 * base64url), so tokens issued before stay valid. The secrets are passed in (SESSION_SECRET's list).
 */
const TOKEN_TTL_SECONDS = TIMINGS.seconds.day;
const PURPOSE = "room";
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = encoder.encode(secret);
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

async function sign(cartId: string, expires: number, secret: string): Promise<string> {
  const data = encoder.encode([PURPOSE, cartId, expires].join(":"));
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await keyOf(secret), data));
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A token for the cart's room, signed with the current secret (the first configured one). */
export async function roomToken(
  cartId: string,
  secrets: readonly string[],
  now = Date.now(),
): Promise<string> {
  const [current] = secrets;
  if (!current) throw new Error("No secret to sign room tokens with");
  const expires = Math.floor(now / 1000) + TOKEN_TTL_SECONDS;
  return `${expires}.${await sign(cartId, expires, current)}`;
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
  for (const secret of secrets) if (safeEqual(await sign(cartId, expires, secret), given)) return true;
  return false;
}
