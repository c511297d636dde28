/**
 * What account changes answer, and the two ways every change is written: with the customer version
 * read (retried once on a concurrent modification), and with a platform failure turned into the
 * message SPEC §5 and §8 name.
 */
import type { Customer, CustomerUpdateAction } from "@commercetools/platform-sdk";
import type { CommercePort } from "../commerce";
import { CommerceError } from "../commerce/errors";
import { withVersionRetry } from "../commerce/retry";
import { nextSessionVersion } from "./auth";
import type { GuardedCheck } from "./login-guard";

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

/** Where a request comes from: the client's address (server/context.ts clientIp; "" when unknown). */
export interface ClientOrigin {
  clientIp: string;
}

/** What a throttled or wrong password check answers (a password check that passed answers nothing). */
export type PasswordRefusal<Wrong extends AccountError> = Extract<
  AccountOutcome<object, Wrong | "tooManyAttempts">,
  { ok: false }
>;
export function refusalOf<Wrong extends AccountError>(
  check: Exclude<GuardedCheck<unknown>, { outcome: "passed" }>,
  wrong: Wrong,
): PasswordRefusal<Wrong> {
  return check.outcome === "throttled"
    ? { ok: false, error: "tooManyAttempts", retryAfterMinutes: check.retryAfterMinutes }
    : { ok: false, error: wrong };
}

/** An address id that is not in the customer's book (a stale page or a forged form). */
export class UnknownAddressError extends Error {
  constructor() {
    super("The customer has no such address.");
  }
}

/** Customer updates as every account service writes them. */
export function createCustomerWrites(commerce: CommercePort) {
  /** Sends actions planned from the customer as read; on a concurrent modification plans and sends once more. */
  const update = (customer: Customer, actions: (current: Customer) => CustomerUpdateAction[]) =>
    withVersionRetry(
      customer,
      () => commerce.customer(customer.id),
      (current) => commerce.updateCustomer(current.id, current.version, actions(current)),
    );

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
      return await update(customer, nextSessionVersion);
    } catch (error) {
      console.error(`Ending the sessions at ${why} failed`, error);
      return customer;
    }
  }

  return { update, attempt, endSessions };
}
export type CustomerWrites = ReturnType<typeof createCustomerWrites>;
