/**
 * SPEC §7 "auth sync" answered by the embedded one (./local-sync.ts) over HTTP, in the shape the
 * production adapter (./auth-sync.ts, httpAuthSync) posts: `POST {AUTH_SYNC_URL}` with basic auth and
 * `{ accessToken, tokenType: "Bearer", provider, sessionTtl }`, answered `{ customerId }`. Mounted on
 * the local services host (decision 0074), so a storefront on the HTTP adapter (the edge build) links
 * social sign-ins to the embedded platform's customers as `npm start` does.
 *
 * As the real service must, it trusts no e-mail the caller claims: it asks the provider who the
 * access token belongs to (`identify`, the issuer's UserInfo endpoint for "google"), and links only a
 * verified e-mail. A provider it cannot ask (Facebook: its Graph API needs the app's secret and a real
 * app) is refused with 422. Runtime-neutral: the sync and the look-ups are handed in.
 */
import { z } from "zod";
import { SOCIAL_PROVIDERS, type SocialProvider } from "../../config/social";
import { utf8Base64 } from "../base64";
import { ClientError, invalidField, json, readJson } from "../local-services/respond";
import type { LocalApi } from "../local-services/types";
import { safeEqual } from "../secure-compare";
import type { AuthSyncPort } from "./auth-sync";
import type { Identity } from "./providers";
import { TokenRefused } from "./userinfo";

const BODY_LIMIT_BYTES = 16 * 1024;

/** SPEC §7's body, as authSyncBody (./auth-sync.ts) writes it. */
const bodySchema = z.object({
  accessToken: z.string().min(1).max(4096),
  tokenType: z.literal("Bearer"),
  provider: z.enum(SOCIAL_PROVIDERS),
  sessionTtl: z.number().int().positive(),
});

export interface AuthSyncApiOptions {
  /** The basic-auth credentials the storefront sends (AUTH_SYNC_USER, AUTH_SYNC_PASSWORD). */
  user: string;
  password: string;
  /** Who an access token belongs to, per provider the host can ask; a provider absent is refused. */
  identify: Partial<Record<SocialProvider, (accessToken: string) => Promise<Identity>>>;
  /** The embedded auth sync over the embedded platform. */
  sync: AuthSyncPort;
}

export function authSyncApi(options: AuthSyncApiOptions): LocalApi {
  const expected = `Basic ${utf8Base64(`${options.user}:${options.password}`)}`;
  return async (request, path) => {
    if (path !== "/") return json(404, { message: "Not found: the auth sync takes POST /" });
    if (request.method !== "POST")
      return json(405, { message: "Method not allowed: POST /" }, { Allow: "POST" });
    if (!safeEqual(expected, request.headers.get("authorization") ?? ""))
      return json(401, { message: "Valid basic credentials are required" }, { "WWW-Authenticate": "Basic" });
    const parsed = bodySchema.safeParse(await readJson(request, BODY_LIMIT_BYTES));
    if (!parsed.success) return invalidField(parsed.error);
    const { provider, accessToken } = parsed.data;
    const identify = options.identify[provider];
    if (!identify) return json(422, { message: `Field \`provider\`: ${provider} is not configured here` });
    const identity = await identify(accessToken).catch((error: unknown) => {
      if (error instanceof TokenRefused) throw new ClientError(401, "The provider refused the access token");
      console.error(`Local auth sync: asking ${provider} failed`, error);
      throw new ClientError(502, `${provider} could not be asked who the token belongs to`);
    });
    if (!identity.email || !identity.emailVerified)
      return json(403, { message: "The provider has not verified the account's e-mail" });
    const { customerId } = await options.sync.sync({
      ...identity,
      email: identity.email,
      emailVerified: true,
    });
    return json(200, { customerId });
  };
}
