import { describe, expect, it } from "vitest";
import { base64url } from "../base64";
import { checkClaims, IdTokenError, verifyIdToken } from "./id-token";

const NOW = 1_800_000_000;
const expected = {
  issuer: "https://issuer.test",
  clientId: "shop",
  nonce: "n".repeat(22),
  now: NOW,
  skewSeconds: 60,
};
const claims = {
  iss: expected.issuer,
  sub: "42",
  aud: "shop",
  exp: NOW + 300,
  iat: NOW,
  nonce: expected.nonce,
};
const part = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

async function signer() {
  const keys = await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  );
  const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
  const sign = async (payload: unknown, header: unknown = { alg: "RS256", kid: "k1" }) => {
    const input = `${part(header)}.${part(payload)}`;
    const signature = await crypto.subtle.sign(
      "RSASSA-PKCS1-v1_5",
      keys.privateKey,
      new TextEncoder().encode(input),
    );
    return `${input}.${base64url(new Uint8Array(signature))}`;
  };
  return { sign, jwks: { keys: [{ ...jwk, kty: "RSA", kid: "k1" }] } };
}

describe("ID token verification (OpenID Connect Core §3.1.3.7)", () => {
  it("accepts a token signed by the issuer's key with the right claims", async () => {
    const { sign, jwks } = await signer();
    await expect(verifyIdToken(await sign(claims), jwks, expected)).resolves.toMatchObject({ sub: "42" });
  });

  it("refuses another key's signature, a changed payload, alg none and an unknown key id", async () => {
    const { sign, jwks } = await signer();
    const other = await signer();
    await expect(verifyIdToken(await other.sign(claims), jwks, expected)).rejects.toThrow("bad signature");
    const [h, , s] = (await sign(claims)).split(".");
    const tampered = `${h}.${part({ ...claims, sub: "1" })}.${s}`;
    await expect(verifyIdToken(tampered, jwks, expected)).rejects.toThrow("bad signature");
    const none = `${part({ alg: "none" })}.${part(claims)}.`;
    await expect(verifyIdToken(none, jwks, expected)).rejects.toThrow(/algorithm none/);
    await expect(
      verifyIdToken(await sign(claims, { alg: "RS256", kid: "k2" }), jwks, expected),
    ).rejects.toThrow("no matching key");
  });

  it("checks issuer, audience, authorized party, expiry, issue time and nonce", () => {
    const refused = (change: Record<string, unknown>) => () =>
      checkClaims({ ...claims, ...change }, expected);
    expect(refused({ iss: "https://evil.test" })).toThrow("wrong issuer");
    expect(refused({ aud: "other" })).toThrow("wrong audience");
    expect(refused({ aud: ["shop", "other"] })).toThrow("wrong authorized party");
    expect(refused({ azp: "other" })).toThrow("wrong authorized party");
    expect(refused({ exp: NOW - 61 })).toThrow("expired");
    expect(refused({ iat: NOW + 61 })).toThrow("issued in the future");
    expect(refused({ nonce: "x".repeat(22) })).toThrow("wrong nonce");
    expect(refused({ nonce: undefined })).toThrow(IdTokenError);
    expect(checkClaims({ ...claims, aud: ["shop", "other"], azp: "shop" }, expected).sub).toBe("42");
  });
});
