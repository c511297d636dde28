/**
 * Signing in and out (SPEC §4 "Session", §2 guards 2 and 3): the request's customer from the auth
 * cookie, sign-in and sign-up (sign-in.ts: the anonymous cart merged) and sign-out. The signed-in
 * state is the signed `auth` cookie (server/account/auth.ts, decision 0014).
 */
import type { Customer } from "@commercetools/platform-sdk";
import { redirect } from "@remix-run/server-runtime";
import { perRequest } from "../cache";
import type { CommercePort } from "../commerce";
import type { Market, RequestScope } from "../market";
import { authCookieHeader, isCurrentSession, isFresh, nextSessionVersion, readAuthClaims } from "./auth";
import type { LoginGuard } from "./login-guard";
import type { CustomerWrites } from "./outcomes";
import { createSignIn } from "./sign-in";

export function createSessions(deps: {
  commerce: CommercePort;
  loginGuard: LoginGuard;
  writes: CustomerWrites;
}) {
  const { commerce, loginGuard, writes } = deps;
  const warned = new WeakSet<RequestScope>();
  const home = (market: Market) => `${market.pathPrefix}/`;

  /**
   * The signed-in customer of the request; null for anonymous visitors and for an auth cookie that
   * is expired (TIMINGS.seconds.authSession) or of an ended session (docs/decisions/0014). The
   * loaders of a GET request share one read (server/cache.ts perRequest).
   */
  const fromRequest = perRequest(async (request: Request, _scope: RequestScope) => {
    const claims = await readAuthClaims(request);
    // An expired cookie costs no platform call.
    if (!claims || !isFresh(claims)) return null;
    const customer = await commerce.customer(claims.customerId);
    return customer && isCurrentSession(claims, customer) ? customer : null;
  });

  return {
    fromRequest,
    ...createSignIn({ commerce, loginGuard }),

    /**
     * SPEC §2 guard 2: account pages are for signed-in customers; anyone else goes home and a warning
     * is logged. 303, because the answer depends on the visitor, not on the URL.
     */
    async requireCustomer(request: Request, scope: RequestScope): Promise<Customer> {
      const customer = await fromRequest(request, scope);
      if (customer) return customer;
      // The layout's and the page's loaders both ask; the warning is logged once per request.
      if (!warned.has(scope)) {
        const route = new URL(request.url).pathname;
        console.warn(`"${route}" route is only available to logged-in customers`);
      }
      warned.add(scope);
      throw redirect(home(scope.market), 303);
    },

    /** SPEC §2 guard 3: sign-in and sign-up pages are for anonymous visitors; customers go home. */
    async requireAnonymous(request: Request, scope: RequestScope): Promise<void> {
      if (await fromRequest(request, scope)) throw redirect(home(scope.market), 303);
    },

    /**
     * The Set-Cookie header that signs a customer in (a fresh session of the customer's current
     * session version), or (null) out.
     */
    cookie: authCookieHeader,

    /**
     * SPEC §4 "logout": ends every session of the request's customer, on every device (a copied
     * cookie stops working too). A failure is logged; the caller clears this browser's cookie all the
     * same.
     */
    async signOut(request: Request, scope: RequestScope): Promise<void> {
      try {
        const customer = await fromRequest(request, scope);
        if (customer) await writes.update(customer, nextSessionVersion);
      } catch (error) {
        console.error("Ending the sessions at log-out failed", error);
      }
    },
  };
}
