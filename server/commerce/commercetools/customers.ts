/**
 * Customers: sign-up and sign-in in a store (taking the anonymous cart along), reads and updates,
 * the password change and the reset token.
 */
import type {
  Customer,
  CustomerDraft,
  CustomerSignInResult,
  CustomerToken,
  CustomerUpdateAction,
} from "@commercetools/platform-sdk";
import type { SignInOptions } from "../port";
import { type Api, call, orNull } from "./request";

export async function signUp(
  api: Api,
  draft: CustomerDraft,
  { anonymousCartId, storeKey }: SignInOptions = {},
): Promise<CustomerSignInResult> {
  const customers = storeKey ? api.inStoreKeyWithStoreKeyValue({ storeKey }).customers() : api.customers();
  return call(
    customers.post({
      body: {
        ...draft,
        ...(anonymousCartId ? { anonymousCart: { typeId: "cart", id: anonymousCartId } } : {}),
      },
    }),
  );
}

export async function signIn(
  api: Api,
  credentials: { email: string; password: string },
  { anonymousCartId, storeKey }: SignInOptions = {},
): Promise<CustomerSignInResult> {
  const login = storeKey ? api.inStoreKeyWithStoreKeyValue({ storeKey }).login() : api.login();
  return call(
    login.post({
      body: {
        ...credentials,
        ...(anonymousCartId
          ? {
              anonymousCart: { typeId: "cart", id: anonymousCartId },
              anonymousCartSignInMode: "MergeWithExistingCustomerCart",
            }
          : {}),
      },
    }),
  );
}

/**
 * The customer's groups come expanded: SPEC §3 derives the tier from the assigned group's key, and
 * a reference alone names only its id (server/tiers).
 */
const GROUPS_EXPANDED = { expand: ["customerGroup", "customerGroupAssignments[*].customerGroup"] };

export async function customer(api: Api, id: string): Promise<Customer | null> {
  return orNull(api.customers().withId({ ID: id }).get({ queryArgs: GROUPS_EXPANDED }));
}

export async function updateCustomer(
  api: Api,
  id: string,
  version: number,
  actions: CustomerUpdateAction[],
): Promise<Customer> {
  return call(
    api.customers().withId({ ID: id }).post({ body: { version, actions }, queryArgs: GROUPS_EXPANDED }),
  );
}

export async function changePassword(
  api: Api,
  input: { id: string; version: number; currentPassword: string; newPassword: string },
): Promise<Customer> {
  return call(api.customers().password().post({ body: input }));
}

export async function createPasswordResetToken(
  api: Api,
  email: string,
  ttlMinutes = 60,
): Promise<CustomerToken | null> {
  return orNull(api.customers().passwordToken().post({ body: { email, ttlMinutes } }));
}

/**
 * The reset, and the e-mail verified: the token came by e-mail, so using it proves the mailbox. Where
 * the platform's answer does not say verified, the customer's e-mail is verified through the
 * platform's own e-mail token and confirmation (its only way to set isEmailVerified), so the shop's
 * rule for joining a social sign-in can trust the field (decision 0064).
 */
export async function resetPassword(api: Api, tokenValue: string, newPassword: string): Promise<Customer> {
  const customer = await call(api.customers().passwordReset().post({ body: { tokenValue, newPassword } }));
  if (customer.isEmailVerified) return customer;
  // The password is changed now: a verification that fails must not turn the reset into a failure
  // (the caller would skip ending the old sessions). Unverified, a social sign-in asks for the password.
  try {
    const token = await call(
      api
        .customers()
        .emailToken()
        .post({ body: { id: customer.id, ttlMinutes: 5 } }),
    );
    return await call(
      api
        .customers()
        .emailConfirm()
        .post({ body: { tokenValue: token.value } }),
    );
  } catch (error) {
    console.error("Password reset: verifying the e-mail failed", error instanceof Error ? error.message : "");
    return customer;
  }
}
