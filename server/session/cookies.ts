import { createCookieFactory } from "@remix-run/server-runtime";
import { COOKIES, type CookieKey } from "../../config";
import { signCookie, unsignCookie } from "./cookie-signing";

/**
 * Secrets for signed cookies come only from the host's configuration (SESSION_SECRET, comma-separated
 * for rotation). Outside production a fixed development secret is used so that `npm start` works on a
 * fresh clone; production refuses to start without one. Called by the host, once (issue 18 item 2).
 */
export function sessionSecrets(env: Record<string, string | undefined>): string[] {
  const secrets = (env.SESSION_SECRET ?? "").split(",").filter(Boolean);
  if (secrets.length > 0) return secrets;
  if (env.NODE_ENV === "production") throw new Error("SESSION_SECRET must be set in production");
  return DEVELOPMENT_SECRETS;
}

const DEVELOPMENT_SECRETS = ["development-only-secret"];

/**
 * Where the configured secrets are kept: one slot of the process (or isolate), not this module's own
 * variable. On Node this module is loaded twice: by the host from source (server/index.ts, which
 * calls setCookieSecrets) and once more inside the Remix build, which bundles every server/ module
 * that app/ imports. With a module variable the build's copy never saw the host's secrets and signed
 * with the development secret, so a cookie one copy wrote was no cookie to the other (the consent
 * choice written by the consent route was unreadable to the tracking service) and the build's
 * cookies were signed with a public secret (decision 0067).
 */
const SLOT = Symbol.for("proequip-shop.cookie-secrets");
const shared = globalThis as { [SLOT]?: string[] };

/**
 * Sets the secrets every signed cookie and signature of this process (or worker isolate) uses: the
 * host passes sessionSecrets(its env) when it creates the pipeline (server/pipeline/shop.ts).
 */
export function setCookieSecrets(secrets: readonly string[]) {
  if (secrets.length === 0) throw new Error("At least one cookie secret is needed");
  if (secrets.some((secret) => !secret)) throw new Error("A cookie secret cannot be empty");
  shared[SLOT] = [...secrets];
}

/** The secrets the host configured; the development secret until it has (unit tests, scripts). */
export function cookieSecrets(): string[] {
  return shared[SLOT] ?? DEVELOPMENT_SECRETS;
}

/**
 * Remix's cookie over Web Crypto signatures (server/session/cookie-signing.ts): the same values as
 * @remix-run/node's createCookie, without Node's crypto, so the request pipeline runs on the edge
 * too (issue 18 item 1).
 */
const createCookie = createCookieFactory({ sign: signCookie, unsign: unsignCookie });

/** A Remix cookie built from its row in config/cookies.ts. `secure` is forced on for HTTPS requests. */
export function shopCookie(key: CookieKey, { https }: { https: boolean }) {
  const spec = COOKIES[key];
  if (!spec) throw new Error(`Unknown cookie ${key}`);
  return createCookie(spec.name, {
    path: "/",
    maxAge: spec.maxAge,
    httpOnly: spec.httpOnly,
    secure: spec.secure || https,
    sameSite: spec.sameSite,
    secrets: spec.signed ? cookieSecrets() : undefined,
  });
}
