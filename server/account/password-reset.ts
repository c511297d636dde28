/**
 * Forgotten passwords (SPEC §2 /password-reset, §5 "Password reset takes token and new password"):
 * a link by e-mail, never telling whether the e-mail has an account, and the new password.
 */
import type { Customer } from "@commercetools/platform-sdk";
import { LIMITS, REDIRECT_PARAM, ROUTES, TIMINGS } from "../../config";
import type { CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import type { MailPort } from "../mail";
import type { Market } from "../market";
import { marketUrl } from "../routing/links";
import type { LoginGuard } from "./login-guard";
import type { AccountOutcome, CustomerWrites } from "./outcomes";
import type { Throttles } from "./throttle";

export function createPasswordReset(deps: {
  commerce: CommercePort;
  mail: MailPort;
  loginGuard: LoginGuard;
  writes: CustomerWrites;
  throttles: Throttles;
}) {
  const { commerce, mail, loginGuard, writes } = deps;
  const resetMailThrottle = deps.throttles("password-reset-mails", LIMITS.passwordResetMails);

  return {
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
      // Checked and counted in one step, so requests sent at once cannot all pass the check.
      try {
        if ((await resetMailThrottle.count(email)).blockedFor > 0) {
          console.warn("Password reset mails for one e-mail are over their limit: none sent");
          return;
        }
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
      // The password is reset either way: a throttle store that cannot forget only delays sign-ins.
      await loginGuard
        .forget(customer.email)
        .catch((error: unknown) => console.error("Forgetting failed sign-ins failed", error));
      return { ok: true, customer: await writes.endSessions(customer, "a password reset") };
    },
  };
}
