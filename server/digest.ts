/**
 * SHA-256 with Web Crypto, so runtime-neutral code (routes, the edge worker) needs no node:crypto
 * (issue 18 item 2), and the two text forms the shop stores digests in. One home for what six modules
 * wrote out themselves.
 */

/** The SHA-256 of a text's UTF-8 bytes. */
export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** Bytes as lower-case hex, two digits each (Buffer's "hex"). */
export const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The SHA-256 of a text as 64 lower-case hex digits. */
export const sha256Hex = async (text: string): Promise<string> => hex(await sha256(text));
