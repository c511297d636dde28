/**
 * SPEC §7 "auth sync": the middleware links a provider's sign-in to the platform's customer. POST
 * with accessToken, tokenType Bearer, provider (google or facebook), sessionTtl 86400 s (SPEC §9),
 * basic auth; the reply holds customerId. The port: the HTTP adapter for the real service, and the
 * embedded default (local-sync.ts) that links the verified e-mail to the embedded platform's customer.
 */
import { z } from "zod";
import { SOCIAL } from "../../config/social";
import { TIMINGS } from "../../config/timings";
import { utf8Base64 } from "../base64";
import type { Fetch } from "./oauth";
import type { Identity } from "./providers";
import type { AuthSyncSettings } from "./settings";

/** The identity the shop verified (a verified e-mail only, service.ts) and the provider's token. */
export type VerifiedIdentity = Identity & { email: string; emailVerified: true };

/** The market the shopper signs in from (a customer the embedded sync creates is registered there). */
export interface SyncContext {
  storeKey: string;
  locale: string;
}

export interface AuthSyncPort {
  description: string;
  /**
   * The customer id the sign-in belongs to; throws when the service fails or refuses. `where` is the
   * shop's market when the sync runs in the shop's process; SPEC §7's request does not carry it, so
   * the local service behind the HTTP API (./http-api.ts) syncs without it.
   */
  sync(identity: VerifiedIdentity, where?: SyncContext): Promise<{ customerId: string }>;
}

/** The request body SPEC §7 names (pure, tested). */
export const authSyncBody = (identity: Pick<Identity, "accessToken" | "provider">) => ({
  accessToken: identity.accessToken,
  tokenType: "Bearer" as const,
  provider: identity.provider,
  sessionTtl: TIMINGS.seconds.socialSessionTtl,
});

const replySchema = z.looseObject({ customerId: z.string().min(1).max(256) });

/** The reply's customerId, or an error naming what was wrong (pure, tested). */
export function parseAuthSyncReply(body: unknown): { customerId: string } {
  const parsed = replySchema.safeParse(body);
  if (!parsed.success) throw new Error("Auth sync: the reply holds no customerId");
  return { customerId: parsed.data.customerId };
}

/** The production adapter: AUTH_SYNC_URL with basic auth, a timeout, URL and secret never logged. */
export function httpAuthSync(settings: AuthSyncSettings, fetcher: Fetch = fetch): AuthSyncPort {
  const authorization = `Basic ${utf8Base64(`${settings.user}:${settings.password}`)}`;
  return {
    description: "auth sync service",
    async sync(identity) {
      const response = await fetcher(settings.url, {
        method: "POST",
        headers: {
          Authorization: authorization,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: JSON.stringify(authSyncBody(identity)),
        signal: AbortSignal.timeout(SOCIAL.timeoutMs),
      });
      if (!response.ok) throw new Error(`Auth sync answered ${response.status}`);
      return parseAuthSyncReply(await response.json().catch(() => null));
    },
  };
}
