import { LIMITS } from "../../config";
import { clientKey } from "./client-address";
import { createThrottle } from "./throttle";

/** Who tries a password: the account's e-mail and the client's address ("" when unknown). */
export interface Guesser {
  email: string;
  clientIp: string;
}

export type GuardedCheck<T> =
  | { outcome: "passed"; value: T }
  | { outcome: "wrong" }
  | { outcome: "throttled"; retryAfterMinutes: number };

/**
 * Password guessing is slowed down twice: per e-mail (LIMITS.loginFailures, one account) and per
 * client (LIMITS.loginFailuresPerIp, one address trying many accounts). Every check of a password
 * counts, whether it signs in or confirms a change with the current password, so the profile page is
 * no way around the login page's limit.
 */
export function createLoginGuard(now: () => number = Date.now) {
  const perEmail = createThrottle(LIMITS.loginFailures, now);
  const perClient = createThrottle(LIMITS.loginFailuresPerIp, now);
  // An unknown address is not counted: keyed together, all such clients would lock each other out.
  const clientOf = (clientIp: string) => clientKey(clientIp) || undefined;

  /** Minutes until the e-mail and the client may try again; 0 when both may now. */
  function blockedFor({ email, clientIp }: Guesser): number {
    const client = clientOf(clientIp);
    return Math.max(perEmail.blockedFor(email), client ? perClient.blockedFor(client) : 0);
  }

  /**
   * Runs `check` unless throttled. The attempt counts as a failure while it runs (guesses sent at
   * once are counted at once); when it passes, the e-mail's failures are forgotten and this attempt
   * is taken back from the client's (their other failures stay: signing in to one's own account
   * must not reset a count across accounts). An error `isWrong` does not recognise is not the
   * password's fault: it is taken back from both and rethrown.
   */
  async function check<T>(
    guesser: Guesser,
    run: () => Promise<T>,
    isWrong: (error: unknown) => boolean,
  ): Promise<GuardedCheck<T>> {
    const wait = blockedFor(guesser);
    if (wait > 0) return { outcome: "throttled", retryAfterMinutes: wait };
    const client = clientOf(guesser.clientIp);
    const takeBackEmail = perEmail.count(guesser.email);
    const takeBackClient = client ? perClient.count(client) : () => {};
    try {
      const value = await run();
      perEmail.clear(guesser.email);
      takeBackClient();
      return { outcome: "passed", value };
    } catch (error) {
      if (isWrong(error)) return { outcome: "wrong" };
      takeBackEmail();
      takeBackClient();
      throw error;
    }
  }

  return {
    check,
    blockedFor,
    /** Forgets an e-mail's failures: its owner proved the mailbox (a password reset, SPEC §5). */
    forget(email: string) {
      perEmail.clear(email);
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
