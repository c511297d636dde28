/**
 * The customer's own data (SPEC §3 customer update, §4 "Change password"): names and e-mail (the
 * e-mail only with the current password), the password, the newsletter choice, the loyalty card
 * number and the reviews they wrote.
 */
import type { Customer, Review } from "@commercetools/platform-sdk";
import { CUSTOMER_FIELDS } from "../../config/customer-fields";
import type { CommercePort } from "../commerce";
import { customerFieldActions } from "../commerce/custom-fields";
import { isCommerceError } from "../commerce/errors";
import type { Page } from "../commerce/port";
import { luhnCheckDigit } from "../luhn";
import { nextSessionVersion } from "./auth";
import type { LoginGuard } from "./login-guard";
import {
  type AccountOutcome,
  type ClientOrigin,
  type CustomerWrites,
  type PasswordRefusal,
  refusalOf,
} from "./outcomes";
import { createPasswordChange } from "./password-change";

/** The personal details of SPEC §3; the current password is needed only to change the e-mail. */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  currentPassword?: string;
}

/** 15 random digits and a Luhn check digit. */
export function newCardNumber(): string {
  // Web Crypto, so the edge build takes it (issue 18 item 2).
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(15)), (b) => b % 10);
  digits[0] = (digits[0] ?? 0) || 1;
  return [...digits, luhnCheckDigit(digits)].join("");
}

export interface ProfileDeps {
  commerce: CommercePort;
  loginGuard: LoginGuard;
  writes: CustomerWrites;
}

/**
 * Checks the customer's current password the way sign-in does (the platform's sign-in without a
 * cart, which changes nothing), within the login throttle; undefined when it is right.
 */
async function confirmPassword(
  { commerce, loginGuard }: ProfileDeps,
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

/** The names and the e-mail (SPEC §3 customer update). */
function createProfileUpdate(deps: ProfileDeps) {
  const { update, attempt } = deps.writes;
  return {
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
          const refused = await confirmPassword(deps, customer, input.currentPassword, origin);
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
              ? [{ action: "changeEmail" as const, email: input.email }, ...nextSessionVersion(current)]
              : []),
          ]),
        { DuplicateField: "emailTaken" },
      );
      if (outcome.ok) return outcome;
      return { ok: false, error: outcome.error === "emailTaken" ? "emailTaken" : "problem" };
    },
  };
}

export function createProfile(deps: ProfileDeps) {
  const { commerce, writes } = deps;
  const { update, attempt } = writes;

  return {
    ...createProfileUpdate(deps),
    ...createPasswordChange(deps),

    /** The newsletter choice on the customer (custom field `newsletter`, with the time it was made). */
    setNewsletter(customer: Customer, subscribed: boolean) {
      return attempt("Saving the newsletter choice", "problem", () =>
        update(customer, (current) =>
          customerFieldActions(current, {
            [CUSTOMER_FIELDS.newsletter]: subscribed,
            [CUSTOMER_FIELDS.newsletterChangedAt]: new Date().toISOString(),
          }),
        ),
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
  };
}
