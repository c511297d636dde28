/**
 * Becoming signed in (SPEC §4 "Session"): sign-in and sign-up, each taking the anonymous cart along
 * (merged into the customer's active cart, or becoming it). The caller sets the auth cookie
 * (sessions.ts).
 */
import type { Cart, Customer } from "@commercetools/platform-sdk";
import type { CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import type { Market } from "../market";
import type { LoginGuard } from "./login-guard";
import { type AccountOutcome, type ClientOrigin, refusalOf } from "./outcomes";

export function createSignIn(deps: { commerce: CommercePort; loginGuard: LoginGuard }) {
  const { commerce, loginGuard } = deps;
  return {
    /**
     * SPEC §4: sign-in; the anonymous cart is merged into the customer's active cart (or becomes it).
     * Repeated failures are slowed down per e-mail and per client (server/account/login-guard.ts).
     */
    async signIn(
      input: { email: string; password: string },
      { market, cartId, clientIp }: { market: Market; cartId?: string } & ClientOrigin,
    ): Promise<
      AccountOutcome<{ customer: Customer; cart?: Cart }, "loginFailed" | "tooManyAttempts" | "problem">
    > {
      try {
        const check = await loginGuard.check(
          { email: input.email, clientIp },
          () => commerce.signIn(input, { anonymousCartId: cartId, storeKey: market.storeKey }),
          (error) => isCommerceError(error, "InvalidCredentials"),
        );
        if (check.outcome !== "passed") return refusalOf(check, "loginFailed");
        return { ok: true, customer: check.value.customer, cart: check.value.cart };
      } catch (error) {
        // The platform failed: not the shopper's password, so not 'Customer login failed'.
        console.error("Sign-in failed", error);
        return { ok: false, error: "problem" };
      }
    },

    /** SPEC §7 customerSignMeUp: the new customer is signed in and takes the anonymous cart along. */
    async signUp(
      input: { email: string; password: string; firstName: string; lastName: string },
      { market, cartId }: { market: Market; cartId?: string },
    ): Promise<AccountOutcome<{ customer: Customer; cart?: Cart }>> {
      try {
        const result = await commerce.signUp(
          { ...input, locale: market.locale.code, stores: [{ typeId: "store", key: market.storeKey }] },
          { anonymousCartId: cartId, storeKey: market.storeKey },
        );
        return { ok: true, customer: result.customer, cart: result.cart };
      } catch (error) {
        if (isCommerceError(error, "DuplicateField")) return { ok: false, error: "emailTaken" };
        console.error("Customer registration failed", error);
        return { ok: false, error: "registrationFailed" };
      }
    },
  };
}
