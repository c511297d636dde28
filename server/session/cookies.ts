import { createCookie } from "@remix-run/node";
import { COOKIES, type CookieKey } from "../../config";

/**
 * Secrets for signed cookies come only from the environment. Outside production a fixed development
 * secret is used so that `npm start` works on a fresh clone; production refuses to start without one.
 */
export function cookieSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  const secrets = (env.SESSION_SECRET ?? "").split(",").filter(Boolean);
  if (secrets.length > 0) return secrets;
  if (env.NODE_ENV === "production") throw new Error("SESSION_SECRET must be set in production");
  return ["development-only-secret"];
}

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
