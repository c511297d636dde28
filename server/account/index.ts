/**
 * Customers of SPEC §4 "Session" and §6, one module per concern: sessions (sign-in, sign-up,
 * sign-out, the request's customer), the profile (names, e-mail, password, newsletter, loyalty card),
 * the two address books, and the password reset. Every change names the customer version it read
 * and is retried once on a concurrent modification (outcomes.ts).
 */
import type { CommercePort } from "../commerce";
import type { MailPort } from "../mail";
import { createAddressBooks } from "./address-books";
import { createLoginGuard } from "./login-guard";
import { createCustomerWrites } from "./outcomes";
import { createPasswordReset } from "./password-reset";
import { createProfile } from "./profile";
import { createSessions } from "./sessions";
import { memoryThrottles, type Throttles } from "./throttle";

export { type AddressRole, addressBook } from "./address-books";
export { LOGIN_THROTTLES } from "./login-guard";
export type { AccountError, AccountOutcome, ClientOrigin } from "./outcomes";
export { newCardNumber, type ProfileInput } from "./profile";
export { memoryThrottles, type SharedThrottle, type Throttles } from "./throttle";

/**
 * `throttles` holds the sign-in and password-reset counts: this process's memory by default (Node),
 * the shared Durable Objects on the edge (server/edge/throttles, issue 18 item 2).
 */
export function createAccounts(
  commerce: CommercePort,
  mail: MailPort,
  throttles: Throttles = memoryThrottles(),
) {
  const loginGuard = createLoginGuard(throttles);
  const writes = createCustomerWrites(commerce);
  return {
    ...createSessions({ commerce, loginGuard, writes }),
    ...createProfile({ commerce, loginGuard, writes }),
    ...createAddressBooks(writes),
    ...createPasswordReset({ commerce, mail, loginGuard, writes, throttles }),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
