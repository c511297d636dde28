import type { Customer, CustomerUpdateAction } from "@commercetools/platform-sdk";
import { z } from "zod";
import { TIMINGS } from "../../config";
import { CUSTOMER_FIELDS } from "../../config/customer-fields";
import { customerFieldActions } from "../commerce/custom-fields";
import { shopCookie } from "../session/cookies";

/**
 * The signed-in state travels in the `auth` cookie (SPEC §3: HTTP-only, secure, same-site strict,
 * signed with SESSION_SECRET). Its claims are checked by the server on every request: a copy of the
 * cookie must not outlive a log-out or a password change, so it names the customer's session version
 * and when it was issued (docs/decisions/0014).
 */
const authCookie = (request: Request) =>
  shopCookie("auth", { https: new URL(request.url).protocol === "https:" });

const authClaims = z.object({
  customerId: z.string().min(1),
  sessionVersion: z.number().int().nonnegative(),
  /** Epoch seconds. */
  issuedAt: z.number().int().nonnegative(),
});
export type AuthClaims = z.infer<typeof authClaims>;

/** The custom field on the customer that log-out, password changes and resets increment. */
export const SESSION_VERSION_FIELD = CUSTOMER_FIELDS.sessionVersion;
const sessionVersion = z.number().int().nonnegative();

/** The customer's session version; absent (a customer who never signed out) is 0. */
export function sessionVersionOf(customer: Pick<Customer, "custom">): number {
  const parsed = sessionVersion.safeParse(customer.custom?.fields?.[SESSION_VERSION_FIELD]);
  return parsed.success ? parsed.data : 0;
}

/**
 * The update that ends every session of a customer: their version goes up by one (the customer
 * type first for a customer without custom fields, decision 0073).
 */
export const nextSessionVersion = (current: Customer): CustomerUpdateAction[] =>
  customerFieldActions(current, { [SESSION_VERSION_FIELD]: sessionVersionOf(current) + 1 });

const epochSeconds = (ms: number = Date.now()) => Math.floor(ms / 1000);

/**
 * The claims of the request's auth cookie, or undefined for anonymous visitors and forged or
 * malformed cookies (an older cookie with the id only is malformed). Not proof of a sign-in on its
 * own: see `isCurrentSession`.
 */
export async function readAuthClaims(request: Request): Promise<AuthClaims | undefined> {
  const parsed = authClaims.safeParse(await authCookie(request).parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : undefined;
}

/** Whether the claims are younger than TIMINGS.seconds.authSession (whatever the browser kept). */
export function isFresh(claims: AuthClaims, nowSeconds: number = epochSeconds()): boolean {
  return nowSeconds - claims.issuedAt < TIMINGS.seconds.authSession;
}

/**
 * Whether the claims still sign this customer in: fresh, and of the customer's current session
 * version (a log-out, a password change or reset, an e-mail change increments it, ending every copy).
 */
export function isCurrentSession(claims: AuthClaims, customer: Customer, nowSeconds?: number): boolean {
  return (
    claims.customerId === customer.id &&
    claims.sessionVersion === sessionVersionOf(customer) &&
    isFresh(claims, nowSeconds)
  );
}

/** The Set-Cookie header that signs a customer in (a fresh session of their current version), or out. */
export function authCookieHeader(request: Request, customer: Customer | null): Promise<string> {
  const cookie = authCookie(request);
  if (!customer) return cookie.serialize("", { maxAge: 0 });
  const claims: AuthClaims = {
    customerId: customer.id,
    sessionVersion: sessionVersionOf(customer),
    issuedAt: epochSeconds(),
  };
  return cookie.serialize(claims);
}
