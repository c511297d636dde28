/**
 * Which social providers and which auth sync the shop uses, from the host's environment (read once by
 * the host and passed in: the module stays runtime-neutral, decision 0035). A provider without a
 * client id has no button (issue 23 item 5); a half-configured one stops the start, so a deployment
 * cannot show a button that fails.
 *
 *   GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER (default Google's; any OpenID issuer)
 *   FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET
 *   AUTH_SYNC_URL, AUTH_SYNC_USER, AUTH_SYNC_PASSWORD (SPEC §7 auth sync; absent: the embedded one on
 *   Node, no button on the edge, which has no embedded platform)
 */
import { z } from "zod";
import { SOCIAL, type SocialProvider } from "../../config/social";

export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
}
export interface OidcSettings extends ProviderSettings {
  /** The OpenID issuer: its discovery document names the endpoints and the signing keys. */
  issuer: string;
}
export interface AuthSyncSettings {
  url: string;
  user: string;
  password: string;
}
export interface SocialSettings {
  google?: OidcSettings;
  facebook?: ProviderSettings;
  authSync?: AuthSyncSettings;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * An issuer or the auth sync (which is sent the access token and its password) must be HTTPS;
 * plain HTTP only on this machine (the local provider and services host, tests).
 */
const secureUrl = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
}, "must be an https URL (http only on localhost)");

const secretPair = (prefix: string, env: Record<string, string | undefined>) => {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret)
    throw new Error(`Social sign-in: set both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET, or neither`);
  return { clientId, clientSecret };
};

export function socialSettings(env: Record<string, string | undefined>): SocialSettings {
  const settings: SocialSettings = {};
  const google = secretPair("GOOGLE", env);
  if (google) {
    const parsed = secureUrl.safeParse(env.GOOGLE_ISSUER ?? SOCIAL.googleIssuer);
    if (!parsed.success) throw new Error(`Social sign-in: GOOGLE_ISSUER ${parsed.error.issues[0]?.message}`);
    settings.google = { ...google, issuer: parsed.data.replace(/\/$/, "") };
  }
  const facebook = secretPair("FACEBOOK", env);
  if (facebook) settings.facebook = facebook;
  if (env.AUTH_SYNC_URL) {
    const url = secureUrl.safeParse(env.AUTH_SYNC_URL);
    if (!url.success) throw new Error(`Social sign-in: AUTH_SYNC_URL ${url.error.issues[0]?.message}`);
    if (!env.AUTH_SYNC_USER || !env.AUTH_SYNC_PASSWORD)
      throw new Error("Social sign-in: AUTH_SYNC_URL needs a URL, AUTH_SYNC_USER and AUTH_SYNC_PASSWORD");
    settings.authSync = { url: url.data, user: env.AUTH_SYNC_USER, password: env.AUTH_SYNC_PASSWORD };
  }
  return settings;
}

/** The providers that have a button. */
export const configuredProviders = (settings: SocialSettings): SocialProvider[] =>
  (["google", "facebook"] as const).filter((name) => settings[name]);
