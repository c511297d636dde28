/**
 * The OAuth 2 pieces arctic does not do the way the shop must: the code exchange (RFC 6749 §4.1.3
 * with RFC 7636's code_verifier) as one `fetch` with `AbortSignal.timeout` (arctic's token request
 * calls the global fetch without a signal, and every outbound call of the shop has a timeout), and
 * the OpenID discovery document and key set, kept for SOCIAL.keysCacheSeconds. The authorization
 * URL, state, verifier and the token response stay arctic's (providers.ts, decision 0061).
 */
import { OAuth2Tokens } from "arctic";
import { z } from "zod";
import { SOCIAL } from "../../config/social";
import { utf8Base64 } from "../base64";
import { type Jwks, jwksSchema } from "./id-token";

export type Fetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** The provider refused or failed the exchange (its status and OAuth error code, never the secret). */
export class ProviderError extends Error {}

const timed = (init: RequestInit = {}): RequestInit => ({
  ...init,
  signal: AbortSignal.timeout(SOCIAL.timeoutMs),
});

async function json(fetcher: Fetch, url: string | URL, init?: RequestInit): Promise<unknown> {
  const response = await fetcher(url, timed(init));
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = z.object({ error: z.string() }).safeParse(body);
    throw new ProviderError(
      `${new URL(url).pathname} answered ${response.status}${code.success ? ` ${code.data.error}` : ""}`,
    );
  }
  return body;
}

/** RFC 6749 §2.3.1: the client id and secret are form-encoded before they are joined for Basic auth. */
const basic = (id: string, secret: string) =>
  `Basic ${utf8Base64(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`)}`;

export interface CodeExchange {
  tokenEndpoint: string;
  code: string;
  codeVerifier: string;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  /** client_secret_post (Facebook) instead of client_secret_basic (Google, OpenID's default). */
  secretInBody?: boolean;
}

/** The authorization code exchanged for tokens (arctic's OAuth2Tokens reads them). */
export async function exchangeCode(fetcher: Fetch, exchange: CodeExchange): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    Accept: "application/json",
  });
  if (exchange.secretInBody) {
    body.set("client_id", exchange.clientId);
    body.set("client_secret", exchange.clientSecret);
  } else headers.set("Authorization", basic(exchange.clientId, exchange.clientSecret));
  const data = await json(fetcher, exchange.tokenEndpoint, { method: "POST", headers, body });
  if (!data || typeof data !== "object") throw new ProviderError("token endpoint answered no object");
  return new OAuth2Tokens(data);
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  /** OpenID Connect Core §5.3: where an access token reads the claims (the local auth sync asks it). */
  userinfo_endpoint: z.url().optional(),
});
export type Discovery = z.infer<typeof discoverySchema>;

interface Kept<T> {
  value: Promise<T>;
  until: number;
}

/** An issuer's discovery document and keys, each read at most once per SOCIAL.keysCacheSeconds. */
export function createOidcDirectory(fetcher: Fetch, now: () => number = Date.now) {
  const documents = new Map<string, Kept<Discovery>>();
  const keySets = new Map<string, Kept<Jwks>>();
  function kept<T>(
    map: Map<string, Kept<T>>,
    key: string,
    load: () => Promise<T>,
    fresh = false,
  ): Promise<T> {
    const entry = map.get(key);
    if (!fresh && entry && entry.until > now()) return entry.value;
    const value = load();
    map.set(key, { value, until: now() + SOCIAL.keysCacheSeconds * 1000 });
    // A failed read is not kept: the next sign-in asks again.
    value.catch(() => map.delete(key));
    return value;
  }
  return {
    /** OpenID Connect Discovery 1.0 §4; the document must name the configured issuer exactly (§4.3). */
    discover(issuer: string): Promise<Discovery> {
      return kept(documents, issuer, async () => {
        const parsed = discoverySchema.safeParse(
          await json(fetcher, `${issuer}/.well-known/openid-configuration`),
        );
        if (!parsed.success) throw new ProviderError("discovery document incomplete");
        if (parsed.data.issuer !== issuer) throw new ProviderError("discovery names another issuer");
        return parsed.data;
      });
    },
    /** The issuer's key set; `refresh` reads it anew (a key the provider has just rotated in). */
    keys(jwksUri: string, refresh = false): Promise<Jwks> {
      return kept(
        keySets,
        jwksUri,
        async () => {
          const parsed = jwksSchema.safeParse(await json(fetcher, jwksUri));
          if (!parsed.success) throw new ProviderError("key set unreadable");
          return parsed.data;
        },
        refresh,
      );
    },
  };
}
export type OidcDirectory = ReturnType<typeof createOidcDirectory>;
