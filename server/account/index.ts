import { randomBytes } from "node:crypto";
import type {
  Address,
  BaseAddress,
  Cart,
  Customer,
  CustomerUpdateAction,
  Review,
} from "@commercetools/platform-sdk";
import { redirect } from "@remix-run/node";
import { type AddressFormValue, LIMITS, REDIRECT_PARAM, ROUTES, TIMINGS } from "../../config";
import { perRequest } from "../cache";
import { CommerceError, type CommercePort, isCommerceError } from "../commerce";
import type { Page } from "../commerce/port";
import { luhnCheckDigit } from "../luhn";
import type { MailPort } from "../mail";
import type { Market, RequestScope } from "../market";
import { marketUrl } from "../routing/links";
import {
  authCookieHeader,
  isCurrentSession,
  isFresh,
  readAuthClaims,
  SESSION_VERSION_FIELD,
  sessionVersionOf,
} from "./auth";
import { createLoginGuard, type GuardedCheck } from "./login-guard";
import { createThrottle } from "./throttle";

/** The two address books of a customer (SPEC §3: shippingAddressIds, billingAddressIds). */
export type AddressRole = "shipping" | "billing";

/** Why an account change was refused: keys of the `account` namespace (errors.*, or the page's own). */
export type AccountError =
  | "required"
  | "loginFailed"
  | "tooManyAttempts"
  | "registrationFailed"
  | "emailTaken"
  | "passwordChangeFailed"
  | "wrongCurrentPassword"
  | "invalidToken"
  | "addFailed"
  | "updateFailed"
  | "deleteFailed"
  | "defaultFailed"
  | "unknownAddress"
  | "problem";

export type AccountOutcome<T = Customer, E extends AccountError = AccountError> =
  | ({ ok: true } & T)
  | { ok: false; error: E; retryAfterMinutes?: number };

/** The personal details of SPEC §3; the current password is needed only to change the e-mail. */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  currentPassword?: string;
}

/** Where a request comes from: the client's address (server/context.ts clientIp; "" when unknown). */
export interface ClientOrigin {
  clientIp: string;
}

/** What a throttled or wrong password check answers (a password check that passed answers nothing). */
type PasswordRefusal<Wrong extends AccountError> = Extract<
  AccountOutcome<object, Wrong | "tooManyAttempts">,
  { ok: false }
>;
function refusalOf<Wrong extends AccountError>(
  check: Exclude<GuardedCheck<unknown>, { outcome: "passed" }>,
  wrong: Wrong,
): PasswordRefusal<Wrong> {
  return check.outcome === "throttled"
    ? { ok: false, error: "tooManyAttempts", retryAfterMinutes: check.retryAfterMinutes }
    : { ok: false, error: wrong };
}

/** The update that ends every session of a customer (server/account/auth.ts). */
const nextSessionVersion = (current: Customer): CustomerUpdateAction => ({
  action: "setCustomField",
  name: SESSION_VERSION_FIELD,
  value: sessionVersionOf(current) + 1,
});

const ROLE_ACTIONS = {
  shipping: {
    ids: "shippingAddressIds",
    defaultId: "defaultShippingAddressId",
    add: "addShippingAddressId",
    remove: "removeShippingAddressId",
    setDefault: "setDefaultShippingAddress",
  },
  billing: {
    ids: "billingAddressIds",
    defaultId: "defaultBillingAddressId",
    add: "addBillingAddressId",
    remove: "removeBillingAddressId",
    setDefault: "setDefaultBillingAddress",
  },
} as const;

/** The addresses of one book, the default first. */
export function addressBook(
  customer: Customer,
  role: AddressRole,
): { address: Address; isDefault: boolean }[] {
  const { ids, defaultId } = ROLE_ACTIONS[role];
  return customer.addresses
    .filter((a) => a.id && customer[ids].includes(a.id))
    .map((address) => ({ address, isDefault: address.id === customer[defaultId] }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/**
 * Customers of SPEC §4 "Session" and §6: sign-up, sign-in (the anonymous cart goes with the shopper),
 * sign-out, profile, password change and reset, and the two address books. The signed-in state is
 * the signed `auth` cookie (server/account/auth.ts); every change names the customer version it
 * read and is retried once on a concurrent modification.
 */
export function createAccounts(commerce: CommercePort, mail: MailPort) {
  const loginGuard = createLoginGuard();
  const resetMailThrottle = createThrottle(LIMITS.passwordResetMails);
  const warned = new WeakSet<RequestScope>();

  /** Sends actions with the version read; on a concurrent modification reads again and retries once. */
  async function update(customer: Customer, actions: (current: Customer) => CustomerUpdateAction[]) {
    try {
      return await commerce.updateCustomer(customer.id, customer.version, actions(customer));
    } catch (error) {
      if (!isCommerceError(error, "ConcurrentModification")) throw error;
      const current = await commerce.customer(customer.id);
      if (!current) throw error;
      return commerce.updateCustomer(current.id, current.version, actions(current));
    }
  }

  /** Runs a change; a platform failure becomes the given message (SPEC §5, §8) and is logged. */
  async function attempt(
    what: string,
    failure: AccountError,
    run: () => Promise<Customer>,
    refusals: Partial<Record<string, AccountError>> = {},
  ): Promise<AccountOutcome<{ customer: Customer }>> {
    try {
      return { ok: true, customer: await run() };
    } catch (error) {
      if (error instanceof UnknownAddressError) return { ok: false, error: "unknownAddress" };
      const refusal = error instanceof CommerceError ? refusals[error.code ?? ""] : undefined;
      if (refusal) return { ok: false, error: refusal };
      console.error(`${what} failed`, error);
      return { ok: false, error: failure };
    }
  }

  /**
   * Increments the customer's session version after a password change or reset: every auth cookie
   * issued before stops working, on every device. The password has already changed (the platform
   * has its own endpoint for it), so a failure is logged and the customer as given returned: the
   * shopper is not told the change failed when it did not.
   */
  async function endSessions(customer: Customer, why: string): Promise<Customer> {
    try {
      return await update(customer, (current) => [nextSessionVersion(current)]);
    } catch (error) {
      console.error(`Ending the sessions at ${why} failed`, error);
      return customer;
    }
  }

  /**
   * Checks the customer's current password the way sign-in does (the platform's sign-in without a
   * cart, which changes nothing), within the login throttle; undefined when it is right.
   */
  async function confirmPassword(
    customer: Customer,
    password: string | undefined,
    { clientIp }: ClientOrigin,
  ): Promise<PasswordRefusal<"required" | "wrongCurrentPassword"> | undefined> {
    if (!password) return { ok: false, error: "required" };
    const { email } = customer;
    const check = await loginGuard.check(
      { email, clientIp },
      () => commerce.signIn({ email, password }),
      (error) => isCommerceError(error, "InvalidCredentials"),
    );
    return check.outcome === "passed" ? undefined : refusalOf(check, "wrongCurrentPassword");
  }

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
    addressBook,

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

    /**
     * SPEC §4 "logout": ends every session of the request's customer, on every device (a copied
     * cookie stops working too). A failure is logged; the caller clears this browser's cookie all the
     * same.
     */
    async signOut(request: Request, scope: RequestScope): Promise<void> {
      try {
        const customer = await fromRequest(request, scope);
        if (customer) await update(customer, (current) => [nextSessionVersion(current)]);
      } catch (error) {
        console.error("Ending the sessions at log-out failed", error);
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

    /**
     * SPEC §3 customer update of the names and the e-mail. Names change freely; the e-mail signs the
     * customer in, so changing it needs the current password (checked like a sign-in) and ends every
     * other session, in the same update. The caller signs this browser in again.
     */
    async updateProfile(
      customer: Customer,
      input: ProfileInput,
      origin: ClientOrigin,
    ): Promise<
      AccountOutcome<
        { customer: Customer },
        "emailTaken" | "problem" | "required" | "wrongCurrentPassword" | "tooManyAttempts"
      >
    > {
      const changesEmail = input.email !== customer.email;
      if (changesEmail) {
        try {
          const refused = await confirmPassword(customer, input.currentPassword, origin);
          if (refused) return refused;
        } catch (error) {
          console.error("Checking the current password failed", error);
          return { ok: false, error: "problem" };
        }
      }
      const outcome = await attempt(
        "Profile update",
        "problem",
        () =>
          update(customer, (current) => [
            { action: "setFirstName", firstName: input.firstName },
            { action: "setLastName", lastName: input.lastName },
            // Only the change the password confirmed: an e-mail changed meanwhile is not reverted.
            ...(changesEmail && input.email !== current.email
              ? [{ action: "changeEmail" as const, email: input.email }, nextSessionVersion(current)]
              : []),
          ]),
        { DuplicateField: "emailTaken" },
      );
      if (outcome.ok) return outcome;
      return { ok: false, error: outcome.error === "emailTaken" ? "emailTaken" : "problem" };
    },

    /**
     * SPEC §4 "Change password": with the version just read, the current password counted in the
     * login throttle. Every session ends; the caller signs this browser in again with the returned
     * customer ("sign in again automatically").
     */
    async changePassword(
      customer: Customer,
      input: { currentPassword: string; newPassword: string },
      { clientIp }: ClientOrigin,
    ): Promise<
      AccountOutcome<
        { customer: Customer },
        "wrongCurrentPassword" | "tooManyAttempts" | "passwordChangeFailed"
      >
    > {
      try {
        const check = await loginGuard.check(
          { email: customer.email, clientIp },
          async () => {
            const current = (await commerce.customer(customer.id)) ?? customer;
            return commerce.changePassword({ id: current.id, version: current.version, ...input });
          },
          (error) => isCommerceError(error, "InvalidCurrentPassword"),
        );
        if (check.outcome !== "passed") return refusalOf(check, "wrongCurrentPassword");
        return { ok: true, customer: await endSessions(check.value, "a password change") };
      } catch (error) {
        console.error("Password change failed", error);
        return { ok: false, error: "passwordChangeFailed" };
      }
    },

    /**
     * Adds an address to a book (SPEC §3: its key is the postal code plus a timestamp), or changes the
     * one with `addressId`. The first address of a book, or one the shopper marks, becomes the default.
     */
    saveAddress(
      customer: Customer,
      role: AddressRole,
      market: Market,
      input: AddressFormValue,
      addressId?: string,
    ) {
      const names = ROLE_ACTIONS[role];
      const { makeDefault, ...fields } = input;
      const address: BaseAddress = { ...fields, country: market.country.isoCode };
      if (addressId) {
        return attempt("Updating an address", "updateFailed", () =>
          update(customer, (current) => {
            if (!current[names.ids].includes(addressId)) throw unknownAddress();
            return [
              { action: "changeAddress", addressId, address },
              ...(makeDefault ? [{ action: names.setDefault, addressId } as CustomerUpdateAction] : []),
            ];
          }),
        );
      }
      return attempt("Adding an address", "addFailed", () =>
        update(customer, (current) => {
          const key = `${fields.postalCode.replace(/\s/g, "")}${Date.now()}`;
          const first = current[names.ids].length === 0;
          return [
            { action: "addAddress", address: { ...address, key } },
            { action: names.add, addressKey: key } as CustomerUpdateAction,
            ...(makeDefault || first
              ? [{ action: names.setDefault, addressKey: key } as CustomerUpdateAction]
              : []),
          ];
        }),
      );
    },

    /** Removes an address from a book; the address itself goes when no other book holds it. */
    deleteAddress(customer: Customer, role: AddressRole, addressId: string) {
      const names = ROLE_ACTIONS[role];
      const other = ROLE_ACTIONS[role === "shipping" ? "billing" : "shipping"];
      return attempt("Deleting an address", "deleteFailed", () =>
        update(customer, (current) => {
          if (!current[names.ids].includes(addressId)) throw unknownAddress();
          return current[other.ids].includes(addressId)
            ? [{ action: names.remove, addressId } as CustomerUpdateAction]
            : [{ action: "removeAddress", addressId }];
        }),
      );
    },

    setDefaultAddress(customer: Customer, role: AddressRole, addressId: string) {
      const names = ROLE_ACTIONS[role];
      return attempt("Setting a default address", "defaultFailed", () =>
        update(customer, (current) => {
          if (!current[names.ids].includes(addressId)) throw unknownAddress();
          return [{ action: names.setDefault, addressId } as CustomerUpdateAction];
        }),
      );
    },

    /** The newsletter choice on the customer (custom field `newsletter`, with the time it was made). */
    setNewsletter(customer: Customer, subscribed: boolean) {
      return attempt("Saving the newsletter choice", "problem", () =>
        update(customer, () => [
          { action: "setCustomField", name: "newsletter", value: subscribed },
          { action: "setCustomField", name: "newsletterChangedAt", value: new Date().toISOString() },
        ]),
      );
    },

    /**
     * The loyalty card's number: the customer number, given on first use (16 digits, the last a Luhn
     * check digit so a mistyped number is caught). The platform keeps it once set.
     */
    async loyaltyNumber(customer: Customer): Promise<string | null> {
      if (customer.customerNumber) return customer.customerNumber;
      try {
        const updated = await update(customer, (current) =>
          current.customerNumber ? [] : [{ action: "setCustomerNumber", customerNumber: newCardNumber() }],
        );
        return updated.customerNumber ?? null;
      } catch (error) {
        // SPEC §8: the page says something went wrong instead of failing.
        console.error("Giving a loyalty card number failed", error);
        return null;
      }
    },

    /** The reviews the customer wrote, newest first. */
    reviewsOf(customer: Customer, page: { limit: number; offset: number }): Promise<Page<Review>> {
      return commerce.reviewsOfCustomer(customer.id, page);
    },

    /**
     * Sends a reset link when the e-mail has an account; the answer never tells whether it has (the
     * caller shows the same page either way). `compose` writes the mail in the shopper's language.
     * `redirectTo` (a checked shop path, such as the checkout's addresses step) rides along in the link.
     */
    async requestPasswordReset(
      email: string,
      { market, requestUrl, redirectTo }: { market: Market; requestUrl: URL; redirectTo?: string },
      compose: (link: string, minutes: number) => { subject: string; text: string },
    ): Promise<void> {
      const minutes = TIMINGS.seconds.passwordResetLink / 60;
      // Nobody can flood an inbox with reset mails; the answer stays the same (LIMITS.passwordResetMails).
      if (resetMailThrottle.blockedFor(email) > 0) {
        console.warn("Password reset mails for one e-mail are over their limit: none sent");
        return;
      }
      resetMailThrottle.count(email);
      try {
        const token = await commerce.createPasswordResetToken(email, minutes);
        if (!token) return;
        // The link's host comes from config, never from the request's Host header.
        const query = new URLSearchParams({ token: token.value });
        if (redirectTo) query.set(REDIRECT_PARAM, redirectTo);
        const link = `${marketUrl(market, ROUTES.passwordReset.change, requestUrl)}?${query}`;
        // Not awaited: the answer must not take longer when an account exists.
        void mail
          .send({ to: email, ...compose(link, minutes) })
          .catch((error: unknown) => console.error("Sending a password reset link failed", error));
      } catch (error) {
        console.error("Sending a password reset link failed", error);
      }
    },

    /**
     * SPEC §5 "Password reset takes token and new password". Every session ends (whoever knew the old
     * password is signed out), and the e-mail's failed sign-ins are forgotten: the owner proved the
     * mailbox, so someone else's guesses no longer lock them out.
     */
    async resetPassword(token: string, newPassword: string): Promise<AccountOutcome<{ customer: Customer }>> {
      let customer: Customer;
      try {
        customer = await commerce.resetPassword(token, newPassword);
      } catch (error) {
        if (!isCommerceError(error, "ExpiredCustomerPasswordToken", "ResourceNotFound"))
          console.error("Password reset failed", error);
        return { ok: false, error: "invalidToken" };
      }
      loginGuard.forget(customer.email);
      return { ok: true, customer: await endSessions(customer, "a password reset") };
    },
  };
}

/** An address id that is not in the customer's book (a stale page or a forged form). */
class UnknownAddressError extends Error {
  constructor() {
    super("The customer has no such address.");
  }
}
const unknownAddress = () => new UnknownAddressError();

/** 15 random digits and a Luhn check digit. */
export function newCardNumber(): string {
  const digits = Array.from(randomBytes(15), (b) => b % 10);
  digits[0] = (digits[0] ?? 0) || 1;
  return [...digits, luhnCheckDigit(digits)].join("");
}
