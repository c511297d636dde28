import { safeEqual } from "../secure-compare";

/**
 * Cookie signatures with Web Crypto, byte for byte those of `cookie-signature` (what
 * @remix-run/node signs with): `value.` + HMAC-SHA256 in base64 without padding. Cookies signed
 * before keep their meaning; the edge runtime has Web Crypto but no node:crypto (issue 18).
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    keys.set(secret, key);
  }
  return key;
}

async function mac(value: string, secret: string): Promise<string> {
  const signature = new Uint8Array(
    await crypto.subtle.sign("HMAC", await keyOf(secret), encoder.encode(value)),
  );
  return btoa(String.fromCharCode(...signature)).replace(/=+$/, "");
}

export const signCookie = async (value: string, secret: string) => `${value}.${await mac(value, secret)}`;

/** The value of a signed cookie, or false when it was not signed with `secret`. */
export async function unsignCookie(signed: string, secret: string): Promise<string | false> {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  return safeEqual(await signCookie(value, secret), signed) ? value : false;
}
