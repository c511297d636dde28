import { base64 } from "../base64";
import { safeEqual } from "../secure-compare";
import { hmacSha256 } from "./hmac";

/**
 * Cookie signatures with Web Crypto, byte for byte those of `cookie-signature` (what
 * @remix-run/node signs with): `value.` + HMAC-SHA256 in base64 without padding. Cookies signed
 * before keep their meaning; the edge runtime has Web Crypto but no node:crypto (issue 18).
 */
const mac = async (value: string, secret: string) =>
  base64(await hmacSha256(secret, value)).replace(/=+$/, "");

export const signCookie = async (value: string, secret: string) => `${value}.${await mac(value, secret)}`;

/** The value of a signed cookie, or false when it was not signed with `secret`. */
export async function unsignCookie(signed: string, secret: string): Promise<string | false> {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  return safeEqual(await signCookie(value, secret), signed) ? value : false;
}
