/**
 * The started sign-in's secrets (RFC 6749 §10.12 state, RFC 7636 code verifier, OpenID nonce) and
 * where to go after, in the signed, HTTP-only `social_flow` cookie (config/cookies.ts: lax, so it
 * comes back with the provider's top-level redirect; ten minutes). Nothing of it is in the URL but
 * the state, so a forged or replayed callback has no verifier to finish with.
 */
import { generateCodeVerifier, generateState } from "arctic";
import { z } from "zod";
import { SOCIAL_PROVIDERS } from "../../config/social";
import { shopCookie } from "../session/cookies";

const flowSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string().min(22).max(128),
  codeVerifier: z.string().min(43).max(128),
  nonce: z.string().min(22).max(128),
  redirectUri: z.string().max(512),
  /** The checked local path the shopper returns to (app/lib/safe-redirect.ts). */
  returnTo: z.string().max(1024),
  /** The sign-in page in the shopper's language, for a refusal. */
  loginPath: z.string().max(256),
});
export type Flow = z.infer<typeof flowSchema>;

/** The `social_flow` cookie; it also carries a pending link between the callback and a password sign-in (pending-link.ts). */
export const flowCookieOf = (request: Request) =>
  shopCookie("socialFlow", { https: new URL(request.url).protocol === "https:" });

export function newFlow(input: Omit<Flow, "state" | "codeVerifier" | "nonce">): Flow {
  return { ...input, state: generateState(), codeVerifier: generateCodeVerifier(), nonce: generateState() };
}

export const flowCookie = (request: Request, flow: Flow) => flowCookieOf(request).serialize(flow);

/** Clears the cookie: a flow is finished once, whatever its outcome. */
export const clearedFlowCookie = (request: Request) => flowCookieOf(request).serialize("", { maxAge: 0 });

/** The request's flow; undefined when the cookie is missing, expired, forged or malformed. */
export async function readFlow(request: Request): Promise<Flow | undefined> {
  const parsed = flowSchema.safeParse(await flowCookieOf(request).parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : undefined;
}
