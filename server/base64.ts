/**
 * Base64 over bytes with the Web platform's `btoa`/`atob`, so runtime-neutral code (the edge worker,
 * the routes) needs no Node `Buffer` (issue 18 item 2). The outputs are byte for byte those of
 * `Buffer#toString("base64")` and `("base64url")`, so values issued before keep their form.
 */

const binary = (bytes: Uint8Array) => {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
};

/** Standard base64 with padding, as Buffer's "base64". */
export const base64 = (bytes: Uint8Array): string => btoa(binary(bytes));

/** URL-safe base64 without padding (RFC 4648 §5), as Buffer's "base64url". */
export const base64url = (bytes: Uint8Array): string =>
  base64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** A string's UTF-8 bytes in standard base64 (`Buffer.from(text).toString("base64")`). */
export const utf8Base64 = (text: string): string => base64(new TextEncoder().encode(text));

/**
 * The bytes of a base64 text in either alphabet, padded or not; null for anything else (a stray
 * character, a length no encoding has). Stricter than Buffer, which skips what it cannot read: a
 * value the shop issued always decodes, a mangled one is refused instead of half-read.
 */
export function bytesOfBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return null;
  const data = text.replace(/=+$/, "");
  // One character alone encodes no byte; padding only completes the last group of four.
  if (data.length % 4 === 1 || (data !== text && text.length % 4 !== 0)) return null;
  const standard = data.replace(/-/g, "+").replace(/_/g, "/");
  try {
    return Uint8Array.from(atob(standard), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
