/**
 * The two providers of SPEC §2 behind one shape: the authorization URL (arctic's OAuth2Client with
 * state and PKCE S256) and, after the redirect back, the shopper's identity. "google" is any OpenID
 * Connect issuer (Google's by default, the local provider in development and tests): its endpoints
 * come from discovery and the identity from the verified ID token. Facebook Login is OAuth 2 with PKCE;
 * the identity comes from the Graph API's `/me` with `appsecret_proof` (Facebook returns an e-mail
 * only once its owner confirmed it, so a returned e-mail counts as verified).
 */
import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { z } from "zod";
import { SOCIAL, type SocialProvider } from "../../config/social";
import { hex } from "../digest";
import { hmacSha256 } from "../session/hmac";
import { emailVerified, IdTokenError, verifyIdToken } from "./id-token";
import { exchangeCode, type Fetch, type OidcDirectory, ProviderError } from "./oauth";
import type { OidcSettings, ProviderSettings } from "./settings";

/** Who the provider says signed in; `accessToken` goes to the auth sync (SPEC §7). */
export interface Identity {
  provider: SocialProvider;
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  accessToken: string;
}

export interface FlowSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export interface ProviderClient {
  name: SocialProvider;
  authorizationUrl(flow: FlowSecrets): Promise<URL>;
  identity(code: string, flow: FlowSecrets): Promise<Identity>;
}

export function oidcProvider(
  settings: OidcSettings,
  directory: OidcDirectory,
  fetcher: Fetch,
  now: () => number = Date.now,
): ProviderClient {
  const client = (redirectUri: string) =>
    new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);
  return {
    name: "google",
    async authorizationUrl(flow) {
      const { authorization_endpoint } = await directory.discover(settings.issuer);
      const url = client(flow.redirectUri).createAuthorizationURLWithPKCE(
        authorization_endpoint,
        flow.state,
        CodeChallengeMethod.S256,
        flow.codeVerifier,
        SOCIAL.googleScopes,
      );
      // OpenID Connect Core §3.1.2.1: the nonce binds the ID token to this browser's flow.
      url.searchParams.set("nonce", flow.nonce);
      return url;
    },
    async identity(code, flow) {
      const discovery = await directory.discover(settings.issuer);
      const tokens = await exchangeCode(fetcher, {
        tokenEndpoint: discovery.token_endpoint,
        code,
        codeVerifier: flow.codeVerifier,
        redirectUri: flow.redirectUri,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
      });
      const expected = {
        issuer: settings.issuer,
        clientId: settings.clientId,
        nonce: flow.nonce,
        now: Math.floor(now() / 1000),
        skewSeconds: SOCIAL.clockSkewSeconds,
      };
      const idToken = tokens.idToken();
      const claims = await verifyIdToken(idToken, await directory.keys(discovery.jwks_uri), expected).catch(
        async (error: unknown) => {
          // A key the provider rotated in since the set was read: read it once more.
          if (!(error instanceof IdTokenError) || error.message !== "no matching key") throw error;
          return verifyIdToken(idToken, await directory.keys(discovery.jwks_uri, true), expected);
        },
      );
      return {
        provider: "google",
        subject: claims.sub,
        email: claims.email,
        emailVerified: emailVerified(claims),
        givenName: claims.given_name,
        familyName: claims.family_name,
        accessToken: tokens.accessToken(),
      };
    },
  };
}

const facebookProfile = z.object({
  id: z.string(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

export function facebookProvider(settings: ProviderSettings, fetcher: Fetch): ProviderClient {
  const { facebook } = SOCIAL;
  return {
    name: "facebook",
    async authorizationUrl(flow) {
      const client = new OAuth2Client(settings.clientId, settings.clientSecret, flow.redirectUri);
      return client.createAuthorizationURLWithPKCE(
        facebook.authorizationEndpoint,
        flow.state,
        CodeChallengeMethod.S256,
        flow.codeVerifier,
        SOCIAL.facebookScopes,
      );
    },
    async identity(code, flow) {
      const tokens = await exchangeCode(fetcher, {
        tokenEndpoint: facebook.tokenEndpoint,
        code,
        codeVerifier: flow.codeVerifier,
        redirectUri: flow.redirectUri,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        secretInBody: true,
      });
      const accessToken = tokens.accessToken();
      const url = new URL(facebook.profileEndpoint);
      url.searchParams.set("fields", facebook.profileFields);
      // Graph API "Securing requests": the proof ties the token to this app's secret.
      url.searchParams.set("appsecret_proof", hex(await hmacSha256(settings.clientSecret, accessToken)));
      const response = await fetcher(url, {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(SOCIAL.timeoutMs),
      });
      const profile = facebookProfile.safeParse(await response.json().catch(() => null));
      if (!response.ok || !profile.success) throw new ProviderError(`profile answered ${response.status}`);
      return {
        provider: "facebook",
        subject: profile.data.id,
        email: profile.data.email,
        emailVerified: Boolean(profile.data.email),
        givenName: profile.data.first_name,
        familyName: profile.data.last_name,
        accessToken,
      };
    },
  };
}
