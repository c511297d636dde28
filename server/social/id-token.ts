/**
 * Verifying an OpenID Connect ID token (OpenID Connect Core 1.0 §3.1.3.7, Google's "Validating an ID
 * token"): the signature with the issuer's published key (JWKS, RS256, Web Crypto so the module stays
 * runtime-neutral), then issuer, audience, authorized party, expiry, issue time and the nonce the shop
 * sent. arctic's `decodeIdToken` only decodes; the checks are the shop's (decision 0061).
 */
import { z } from "zod";
import { bytesOfBase64 } from "../base64";

/** The claims the shop reads; the rest of the token is ignored. */
const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  exp: z.number(),
  iat: z.number(),
  nonce: z.string().optional(),
  email: z.string().optional(),
  // Google sends a boolean; some providers the string "true".
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
export type IdTokenClaims = z.infer<typeof claimsSchema>;

const jwkSchema = z.looseObject({
  kty: z.string(),
  kid: z.string().optional(),
  n: z.string(),
  e: z.string(),
});
export const jwksSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string().optional() })),
});
export type Jwks = z.infer<typeof jwksSchema>;

export interface Expected {
  issuer: string;
  clientId: string;
  nonce: string;
  /** Epoch seconds. */
  now: number;
  skewSeconds: number;
}

/** Why a token was refused (logged, never shown: the shopper sees one message). */
export class IdTokenError extends Error {}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function decodePart(part: string | undefined): unknown {
  const bytes = part === undefined ? null : bytesOfBase64(part);
  if (!bytes) throw new IdTokenError("not a JWT");
  try {
    return JSON.parse(text(bytes));
  } catch {
    throw new IdTokenError("not a JWT");
  }
}

/** The checks on the claims alone (pure; OpenID Connect Core §3.1.3.7 items 2, 3, 4, 9, 10, 11). */
export function checkClaims(payload: unknown, expected: Expected): IdTokenClaims {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) throw new IdTokenError("claims missing");
  const claims = parsed.data;
  if (claims.iss !== expected.issuer) throw new IdTokenError("wrong issuer");
  const audiences = typeof claims.aud === "string" ? [claims.aud] : claims.aud;
  if (!audiences.includes(expected.clientId)) throw new IdTokenError("wrong audience");
  if (audiences.length > 1 && claims.azp !== expected.clientId)
    throw new IdTokenError("wrong authorized party");
  if (claims.azp !== undefined && claims.azp !== expected.clientId)
    throw new IdTokenError("wrong authorized party");
  if (claims.exp + expected.skewSeconds <= expected.now) throw new IdTokenError("expired");
  if (claims.iat - expected.skewSeconds > expected.now) throw new IdTokenError("issued in the future");
  if (claims.nonce !== expected.nonce) throw new IdTokenError("wrong nonce");
  return claims;
}

/**
 * The token's claims once its RS256 signature is proved by the JWKS key it names (by `kid`, or the
 * only RSA key) and every claim check passes; an IdTokenError otherwise.
 */
export async function verifyIdToken(token: string, jwks: Jwks, expected: Expected): Promise<IdTokenClaims> {
  const parts = token.split(".");
  if (parts.length !== 3) throw new IdTokenError("not a JWT");
  const header = z.object({ alg: z.string(), kid: z.string().optional() }).safeParse(decodePart(parts[0]));
  if (!header.success) throw new IdTokenError("no header");
  // Only RS256 (Google's, and oidc-provider's default): "none" and HMAC with a public key are refused.
  if (header.data.alg !== "RS256") throw new IdTokenError(`algorithm ${header.data.alg} refused`);
  const rsa = jwks.keys.filter((key) => key.kty === "RSA");
  const found = header.data.kid
    ? rsa.find((key) => key.kid === header.data.kid)
    : rsa.length === 1
      ? rsa[0]
      : undefined;
  const jwk = jwkSchema.safeParse(found);
  if (!jwk.success) throw new IdTokenError("no matching key");
  const key = await crypto.subtle.importKey(
    "jwk",
    { kty: "RSA", n: jwk.data.n, e: jwk.data.e, alg: "RS256", ext: true },
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const signature = bytesOfBase64(parts[2] ?? "");
  const signed = new TextEncoder().encode(`${parts[0]}.${parts[1]}`);
  if (
    !signature ||
    !(await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, new Uint8Array(signature), signed))
  )
    throw new IdTokenError("bad signature");
  return checkClaims(decodePart(parts[1]), expected);
}

/** Whether the claims say the provider verified the e-mail (the only e-mail the shop links). */
export const emailVerified = (claims: Pick<IdTokenClaims, "email" | "email_verified">) =>
  Boolean(claims.email) && (claims.email_verified === true || claims.email_verified === "true");
