/**
 * Social sign-in (issue 23 item 5, decision 0061): settings from the host's environment, the
 * providers (arctic), the auth-sync port (HTTP adapter or the embedded default) and the flow.
 * Runtime-neutral; the local OpenID provider (local-provider.ts) is Node-only and imported by the
 * Node host and the tests alone.
 */
import type { CommercePort } from "../commerce";
import { type AuthSyncPort, httpAuthSync } from "./auth-sync";
import { createOidcDirectory, type Fetch } from "./oauth";
import { facebookProvider, oidcProvider, type ProviderClient } from "./providers";
import { createSocialSignIn, type SocialSignIn } from "./service";
import type { SocialSettings } from "./settings";

export {
  type AuthSyncPort,
  authSyncBody,
  httpAuthSync,
  parseAuthSyncReply,
  type SyncContext,
} from "./auth-sync";
export { clearedFlowCookie } from "./flow";
export { localAuthSync, SOCIAL_LOGINS_FIELD } from "./local-sync";
export { callbackPath, type SocialOutcome, type SocialSignIn } from "./service";
export { configuredProviders, type SocialSettings, socialSettings } from "./settings";

/** What a host hands over: the settings, and the embedded auth sync when its platform is the embedded one. */
export interface SocialPorts {
  settings: SocialSettings;
  embeddedAuthSync?: AuthSyncPort;
}

/**
 * The social sign-in over the configured providers. Without an auth sync (none configured and no
 * embedded platform) no provider gets a button: a shopper could sign in with Google but not be
 * linked to a customer.
 */
export function createSocial(
  ports: SocialPorts | undefined,
  commerce: CommercePort,
  fetcher: Fetch = fetch,
): SocialSignIn {
  const settings = ports?.settings ?? {};
  const authSync = settings.authSync ? httpAuthSync(settings.authSync, fetcher) : ports?.embeddedAuthSync;
  const providers: ProviderClient[] = [];
  if (authSync && settings.google)
    providers.push(oidcProvider(settings.google, createOidcDirectory(fetcher), fetcher));
  if (authSync && settings.facebook) providers.push(facebookProvider(settings.facebook, fetcher));
  if (!authSync && (settings.google || settings.facebook))
    console.warn("Social sign-in: providers are configured but no auth sync (AUTH_SYNC_URL): no buttons");
  const none: AuthSyncPort = { description: "none", sync: () => Promise.reject(new Error("No auth sync")) };
  return createSocialSignIn({ providers, authSync: authSync ?? none, commerce });
}
