/**
 * HMAC-SHA256 with Web Crypto (issue 18 item 2: neutral code signs without node:crypto). The same
 * bytes as `createHmac("sha256", secret).update(message)`: the secret and the message are taken as
 * UTF-8, as Node takes strings. Importing a key is the costly part, so each secret's key is imported
 * once and kept (secrets come from configuration, so the cache stays as small as SESSION_SECRET's list;
 * a bound keeps a caller that passes many from growing it).
 */
import { hex } from "../digest";

const encoder = new TextEncoder();
const MAX_KEYS = 16;
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string | Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  // Raw key bytes (Adyen's HMAC key, given as hex) are cached apart from UTF-8 secrets.
  const name = typeof secret === "string" ? `utf8:${secret}` : `raw:${hex(secret)}`;
  let key = keys.get(name);
  if (!key) {
    const raw = typeof secret === "string" ? encoder.encode(secret) : secret;
    // Web Crypto refuses an empty HMAC key (Node did not): say so instead of a DataError.
    if (!raw.length) throw new Error("An empty secret cannot sign");
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value as string);
    keys.set(name, key);
  }
  return key;
}

/** The HMAC-SHA256 of `message` (UTF-8) with `secret`: a UTF-8 text, or the key's raw bytes. */
export async function hmacSha256(
  secret: string | Uint8Array<ArrayBuffer>,
  message: string,
): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await keyOf(secret), encoder.encode(message)));
}
