/**
 * SPEC §4 "Change password" on the profile page: the current password counted in the login
 * throttle, and every session ended after the change.
 */
import type { Customer } from "@commercetools/platform-sdk";
import type { CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import type { LoginGuard } from "./login-guard";
import { type AccountOutcome, type ClientOrigin, type CustomerWrites, refusalOf } from "./outcomes";

export function createPasswordChange(deps: {
  commerce: CommercePort;
  loginGuard: LoginGuard;
  writes: CustomerWrites;
}) {
  const { commerce, loginGuard, writes } = deps;
  return {
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
        return { ok: true, customer: await writes.endSessions(check.value, "a password change") };
      } catch (error) {
        console.error("Password change failed", error);
        return { ok: false, error: "passwordChangeFailed" };
      }
    },
  };
}
