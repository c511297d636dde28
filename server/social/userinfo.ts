/**
 * Who an OpenID access token belongs to: the issuer's UserInfo endpoint (OpenID Connect Core §5.3,
 * named by its discovery document), asked with the token as a bearer. What an auth-sync service does
 * with the `accessToken` SPEC §7 sends it; the local auth sync's HTTP API (./http-api.ts, decision
 * 0074) asks the configured issuer so. Runtime-neutral (fetch only).
 */
import { z } from "zod";
import { SOCIAL } from "../../config/social";
import { emailVerified } from "./id-token";
import { type Fetch, type OidcDirectory, ProviderError } from "./oauth";
import type { Identity } from "./providers";

/** The provider refused the token (unknown, expired, revoked): the caller's fault, not the provider's. */
export class TokenRefused extends Error {}

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

/** The identity of `accessToken` at `issuer` (throws TokenRefused on a 401/403, ProviderError otherwise). */
export function oidcUserInfo(issuer: string, directory: OidcDirectory, fetcher: Fetch) {
  return async (accessToken: string): Promise<Identity> => {
    const { userinfo_endpoint: endpoint } = await directory.discover(issuer);
    if (!endpoint) throw new ProviderError("discovery names no userinfo_endpoint");
    const response = await fetcher(endpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(SOCIAL.timeoutMs),
    });
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new TokenRefused(`userinfo answered ${response.status}`);
    }
    const claims = userInfoSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !claims.success) throw new ProviderError(`userinfo answered ${response.status}`);
    const { sub, email, given_name, family_name } = claims.data;
    return {
      provider: "google",
      subject: sub,
      email,
      // The same reading as the ID token's (a boolean, or the string "true").
      emailVerified: emailVerified(claims.data),
      givenName: given_name,
      familyName: family_name,
      accessToken,
    };
  };
}
