/**
 * Social sign-in (SPEC §2, §6, §7 "auth sync"; issue 23 item 5, decision 0061): the authorization-code
 * flow with state, PKCE and (OpenID) nonce, as plain redirects so it works without JavaScript. `start`
 * answers where to send the browser and the flow cookie; `finish` checks the provider's redirect back
 * against the cookie, gets the verified identity, asks the auth sync for the customer, joins it only
 * by the shop's rule (links.ts: linked, or its e-mail verified; else its password once, decision 0064)
 * and takes the anonymous cart along. The caller signs the customer in with the shop's own cookies
 * (decision 0014).
 */
import type { Cart, Customer } from "@commercetools/platform-sdk";
import { z } from "zod";
import { ROUTES } from "../../config/routes";
import { type SocialError, type SocialProvider, socialCallbackPath } from "../../config/social";
import type { CommercePort } from "../commerce";
import type { Market } from "../market";
import { safeEqual } from "../secure-compare";
import type { AuthSyncPort, VerifiedIdentity } from "./auth-sync";
import { takeOverCart } from "./cart";
import { clearedFlowCookie, type Flow, flowCookie, newFlow, readFlow } from "./flow";
import { joinDecision, linkActions, socialLoginOf } from "./links";
import { isLinkFor, pendingLinkCookie, readPendingLink } from "./pending-link";
import type { ProviderClient } from "./providers";

/** The shop's callback for a provider: one fixed path per host, registered with the provider. */
export const callbackPath = socialCallbackPath;

const callbackQuery = z.union([
  z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(256) }),
  z.object({ error: z.string().max(256), state: z.string().max(256).optional() }),
]);

export type SocialOutcome =
  | { ok: true; customer: Customer; cart?: Cart | undefined; returnTo: string }
  /** `cookie`: the flow cookie's new value (a pending link), instead of clearing it. */
  | { ok: false; error: SocialError; loginPath: string; cookie?: string };

export function createSocialSignIn(deps: {
  providers: ProviderClient[];
  authSync: AuthSyncPort;
  commerce: CommercePort;
}) {
  const { authSync, commerce } = deps;
  const byName = new Map(deps.providers.map((p) => [p.name, p]));
  const redirectUri = (request: Request, provider: SocialProvider) =>
    `${new URL(request.url).origin}${callbackPath(provider)}`;

  async function identityOf(
    client: ProviderClient,
    code: string,
    flow: Flow,
  ): Promise<VerifiedIdentity | "unverified"> {
    const identity = await client.identity(code, flow);
    if (!identity.email || !identity.emailVerified) return "unverified";
    return { ...identity, email: identity.email, emailVerified: true };
  }

  /** Adds the provider sign-in to the customer's links (read fresh: the version must be current). */
  async function recordLink(customerId: string, login: string): Promise<Customer> {
    const current = await commerce.customer(customerId);
    if (!current) throw new Error("The customer to link no longer exists");
    const actions = linkActions(current, login);
    return actions.length ? commerce.updateCustomer(current.id, current.version, actions) : current;
  }

  /**
   * The joining rule (links.ts, decision 0064): a linked sign-in joins; a verified account with the
   * e-mail joins and is linked; an unverified one asks for its password once (a pending link in the
   * flow cookie); anything else is refused.
   */
  async function join(
    request: Request,
    customer: Customer,
    identity: VerifiedIdentity,
  ): Promise<{ ok: true; customer: Customer } | { ok: false; error: SocialError; cookie?: string }> {
    const decision = joinDecision(customer, identity);
    if (decision === "linked") return { ok: true, customer };
    if (decision === "verified") {
      // The link is a record: a failure to write it must not fail the sign-in the rule allows.
      const linked = await recordLink(customer.id, socialLoginOf(identity)).catch((error: unknown) => {
        console.warn("Social sign-in: the link was not recorded", error);
        return customer;
      });
      return { ok: true, customer: linked };
    }
    if (decision === "mismatch") {
      console.error("Social sign-in: the auth sync named a customer of another e-mail, not linked to it");
      return { ok: false, error: "problem" };
    }
    const { provider, subject } = identity;
    const cookie = await pendingLinkCookie(request, {
      provider,
      subject,
      customerId: customer.id,
      email: customer.email,
    });
    return { ok: false, error: "link", cookie };
  }

  return {
    /** The providers with a button, in SPEC §2's order. */
    providers: deps.providers.map((p) => p.name),

    /** Where the browser goes to sign in with the provider, and the cookie that remembers the flow. */
    async start(
      request: Request,
      input: { provider: SocialProvider; market: Market; returnTo: string },
    ): Promise<{ location: string; cookie: string } | null> {
      const client = byName.get(input.provider);
      if (!client) return null;
      const flow = newFlow({
        provider: input.provider,
        redirectUri: redirectUri(request, input.provider),
        returnTo: input.returnTo,
        loginPath: `${input.market.pathPrefix}${ROUTES.login}`,
      });
      const url = await client.authorizationUrl(flow);
      return { location: url.toString(), cookie: await flowCookie(request, flow) };
    },

    /** The Set-Cookie header that ends the flow: it is finished once, whatever the outcome. */
    endFlowCookie: clearedFlowCookie,

    /** The provider's redirect back, checked and turned into a customer (or a refusal to show). */
    async finish(
      request: Request,
      input: { provider: SocialProvider; market: Market; anonymousCart: Cart | null },
    ): Promise<SocialOutcome> {
      const url = new URL(request.url);
      const flow = await readFlow(request);
      const refuse = (error: SocialError): SocialOutcome => ({
        ok: false,
        error,
        loginPath: flow?.loginPath ?? `${input.market.pathPrefix}${ROUTES.login}`,
      });
      const client = byName.get(input.provider);
      // No cookie (expired, another browser, a forged link): nothing to verify the code with.
      if (!client || !flow || flow.provider !== input.provider) return refuse("verifier");
      if (flow.redirectUri !== redirectUri(request, input.provider)) return refuse("verifier");
      const query = callbackQuery.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success || !query.data.state || !safeEqual(flow.state, query.data.state))
        return refuse("state");
      if ("error" in query.data) return refuse("denied");
      try {
        const identity = await identityOf(client, query.data.code, flow);
        if (identity === "unverified") return refuse("unverified");
        const where = { storeKey: input.market.storeKey, locale: input.market.locale.code };
        const { customerId } = await authSync.sync(identity, where);
        const found = await commerce.customer(customerId);
        if (!found) throw new Error("Auth sync: the customer it named does not exist");
        const joined = await join(request, found, identity);
        if (!joined.ok)
          return { ...refuse(joined.error), ...(joined.cookie ? { cookie: joined.cookie } : {}) };
        const customer = joined.customer;
        // The cart is a convenience: a failed take-over leaves the shopper signed in, as sign-in does.
        const cart = await takeOverCart(commerce, customer, input.anonymousCart, input.market.storeKey).catch(
          (error: unknown) => void console.error("Taking the cart along at a social sign-in failed", error),
        );
        return { ok: true, customer, cart, returnTo: flow.returnTo };
      } catch (error) {
        console.error(`Social sign-in with ${input.provider} failed`, error);
        return refuse("problem");
      }
    },

    /**
     * After a successful password sign-in: the pending link of the request, if it is this customer's
     * (same id and e-mail), links the provider to them. The Set-Cookie header that ends the pending
     * link whatever the outcome, or null when the request had none. A failed link is logged: the
     * shopper is signed in, and the provider asks for the password again next time.
     */
    async completePendingLink(
      request: Request,
      customer: Customer,
    ): Promise<{ linked: boolean; cookie: string } | null> {
      const link = await readPendingLink(request);
      if (!link) return null;
      const cookie = await clearedFlowCookie(request);
      if (!isLinkFor(link, customer)) return { linked: false, cookie };
      try {
        await recordLink(customer.id, socialLoginOf(link));
        return { linked: true, cookie };
      } catch (error) {
        console.error("Linking a social sign-in after the password failed", error);
        return { linked: false, cookie };
      }
    },
  };
}
export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
