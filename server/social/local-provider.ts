/**
 * The local OpenID provider (issue 23 item 5, decision 0061): `oidc-provider`, a certified OpenID
 * Connect implementation, on 127.0.0.1, configured as the shop's "google" so the whole social sign-in
 * runs on one machine, without JavaScript (its development interactions are plain HTML forms: a login,
 * then a consent). Development and tests only: never started when NODE_ENV is production.
 *
 * Accounts: the login typed is the account. An e-mail address signs in as that address, verified, with
 * names read from its local part ("jana.novak@example.com" → Jana Novak); one whose local part
 * starts with "unverified" is unverified, so the shop's refusal can be tried. The password is not
 * checked (oidc-provider's development interactions), which is why this provider never runs in
 * production.
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { SOCIAL } from "../../config/social";
import { callbackPath } from "./service";

/** The local provider's test user, for the README and the journeys. */
export const LOCAL_TEST_USER = "test.shopper@example.com";

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The claims of an account (pure, tested). */
export function localClaims(login: string) {
  const email = login.trim().toLowerCase();
  const local = email.split("@")[0] ?? "";
  const [given = local, ...family] = local.split(/[._+-]/).filter(Boolean);
  return {
    sub: email,
    email,
    email_verified: email.includes("@") && !local.startsWith("unverified"),
    given_name: capital(given),
    family_name: family.map(capital).join(" ") || undefined,
  };
}

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The variables that make a storefront use this provider as "google". */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  host?: string;
  /** A fixed secret (a test server configured beforehand); a random one otherwise. */
  clientSecret?: string;
  env?: Record<string, string | undefined>;
}): Promise<LocalProvider> {
  if (options.env?.NODE_ENV === "production")
    throw new Error("The local OpenID provider never runs in production");
  const host = options.host ?? "127.0.0.1";
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const clientId = SOCIAL.localClientId;
  const clientSecret = options.clientSecret ?? randomBytes(32).toString("base64url");
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    // A key id of its own per start: a shop that read an earlier run's keys reads them again.
    jwks: {
      keys: [
        {
          ...privateKey.export({ format: "jwk" }),
          kid: randomBytes(8).toString("hex"),
          alg: "RS256",
          use: "sig",
        },
      ],
    },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    // As Google does: the scope's claims are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short lives, as a development provider needs no more (seconds).
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      return { accountId: sub, claims: async () => localClaims(sub) };
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The shop's callback URLs on this machine: every country's `<cc>.localhost` and 127.0.0.1. */
export function localCallbackUris(
  shopPort: number,
  countryCodes: string[],
  defaultCountry: string,
): string[] {
  const hosts = [
    "127.0.0.1",
    ...countryCodes.map((cc) => (cc === defaultCountry ? "localhost" : `${cc.toLowerCase()}.localhost`)),
  ];
  return hosts.map((host) => `http://${host}:${shopPort}${callbackPath("google")}`);
}

/**
 * `npm run dev` (or NODE_ENV=development npm start) without a Google client: the local provider
 * (LOCAL_OIDC_PORT, default a free port) becomes the shop's "google". Undefined otherwise, and never
 * in production.
 */
export async function startDevelopmentProvider(
  env: Record<string, string | undefined>,
  shop: { port: number; countryCodes: string[]; defaultCountry: string },
): Promise<LocalProvider | undefined> {
  if (env.NODE_ENV !== "development" || env.GOOGLE_CLIENT_ID) return undefined;
  const provider = await startLocalOidcProvider({
    redirectUris: localCallbackUris(shop.port, shop.countryCodes, shop.defaultCountry),
    port: env.LOCAL_OIDC_PORT ? Number(env.LOCAL_OIDC_PORT) : 0,
    env,
  });
  console.info(
    `Social sign-in: local OpenID provider at ${provider.issuer} as "google" (user ${LOCAL_TEST_USER})`,
  );
  return provider;
}
