/**
 * Becoming signed in (SPEC §4 "Session"): sign-in and sign-up, each taking the anonymous cart along
 * (merged into the customer's active cart, or becoming it). The caller sets the auth cookie
 * (sessions.ts).
 */
import type { Cart, Customer } from "@commercetools/platform-sdk";
import type { CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import { cartGroupActions, groupsExpanded } from "../commerce/price-group";
import type { Market } from "../market";
import type { LoginGuard } from "./login-guard";
import { type AccountOutcome, type ClientOrigin, refusalOf } from "./outcomes";

export function createSignIn(deps: { commerce: CommercePort; loginGuard: LoginGuard }) {
  const { commerce, loginGuard } = deps;

  /**
   * The cart the platform's sign-in left, priced with the customer's price group (the one rule of
   * server/commerce/price-group.ts, decision 0065). The embedded platform's merge applies it itself;
   * commercetools' merge takes the customer's single group, which may be another or none for a
   * customer whose group is an assignment. A failure leaves the cart as it was (a convenience, as the
   * merge is): logged, the shopper signed in all the same.
   */
  async function withPriceGroup(customer: Customer, cart: Cart | undefined): Promise<Cart | undefined> {
    if (!cart) return cart;
    try {
      const grouped = groupsExpanded(customer)
        ? customer
        : ((await commerce.customer(customer.id)) ?? customer);
      const actions = cartGroupActions(cart, grouped);
      return actions.length ? await commerce.updateCart(cart.id, cart.version, actions) : cart;
    } catch (error) {
      console.error("Giving the signed-in customer's cart their price group failed", error);
      return cart;
    }
  }

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
        const { customer, cart } = check.value;
        return { ok: true, customer, cart: await withPriceGroup(customer, cart) };
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
        return {
          ok: true,
          customer: result.customer,
          cart: await withPriceGroup(result.customer, result.cart),
        };
      } catch (error) {
        if (isCommerceError(error, "DuplicateField")) return { ok: false, error: "emailTaken" };
        console.error("Customer registration failed", error);
        return { ok: false, error: "registrationFailed" };
      }
    },
  };
}
