import { base64url } from "../base64";
import { safeEqual } from "../secure-compare";
import { cookieSecrets } from "./cookies";
import { hmacSha256 } from "./hmac";

/**
 * HMAC signatures with the session secret (SESSION_SECRET) for values the shop hands out and takes
 * back: room tokens, my-orders tokens, newsletter confirmation hashes. `purpose` keeps a signature of
 * one kind from passing as another.
 *
 * Web Crypto, so the edge worker signs and checks the same values (issue 18 item 2, decision 0042):
 * HMAC-SHA256 of `purpose:part:part…` in base64url without padding, byte for byte what node:crypto's
 * createHmac gave before, so links and tokens issued before stay valid. Web Crypto signs
 * asynchronously, hence the promises.
 */
const sign = async (purpose: string, parts: readonly (string | number)[], secret: string) =>
  base64url(await hmacSha256(secret, [purpose, ...parts].join(":")));

/** The signature with the current secret (the first configured one). */
export async function signature(
  purpose: string,
  parts: readonly (string | number)[],
  secrets: readonly string[] = cookieSecrets(),
): Promise<string> {
  const [current] = secrets;
  if (!current) throw new Error("No secret to sign with");
  return sign(purpose, parts, current);
}

/**
 * Whether `given` was signed with any configured secret, so rotating SESSION_SECRET keeps values
 * valid. Never throws: a forged, truncated or empty signature is simply not signed. Every secret is
 * tried and each comparison is constant-time, so the time taken tells nothing about how close a
 * forgery came.
 */
export async function isSigned(
  purpose: string,
  parts: readonly (string | number)[],
  given: string,
  secrets: readonly string[] = cookieSecrets(),
): Promise<boolean> {
  let signed = false;
  for (const secret of secrets) {
    if (!secret) continue;
    if (safeEqual(await sign(purpose, parts, secret), given)) signed = true;
  }
  return signed;
}
