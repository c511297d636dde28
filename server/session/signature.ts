import { createHmac } from "node:crypto";
import { safeEqual } from "../secure-compare";
import { cookieSecrets } from "./cookies";

/**
 * HMAC signatures with the session secret (SESSION_SECRET) for values the shop hands out and takes
 * back: room tokens, newsletter confirmation hashes, auth sessions. `purpose` keeps a signature of one
 * kind from passing as another.
 */
const sign = (purpose: string, parts: readonly (string | number)[], secret: string) =>
  createHmac("sha256", secret)
    .update([purpose, ...parts].join(":"))
    .digest("base64url");

/** The signature with the current secret (the first configured one). */
export function signature(purpose: string, parts: readonly (string | number)[], secrets = cookieSecrets()) {
  const [current] = secrets;
  if (!current) throw new Error("No secret to sign with");
  return sign(purpose, parts, current);
}

/** Whether `given` was signed with any configured secret, so rotating SESSION_SECRET keeps values valid. */
export function isSigned(
  purpose: string,
  parts: readonly (string | number)[],
  given: string,
  secrets = cookieSecrets(),
): boolean {
  return secrets.some((secret) => safeEqual(sign(purpose, parts, secret), given));
}
