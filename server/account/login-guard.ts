import { LIMITS } from "../../config";
import { clientKey } from "./client-address";
import { countTogether, memoryThrottles, type Throttles } from "./throttle";

/** Who tries a password: the account's e-mail and the client's address ("" when unknown). */
export interface Guesser {
  email: string;
  clientIp: string;
}

export type GuardedCheck<T> =
  | { outcome: "passed"; value: T }
  | { outcome: "wrong" }
  | { outcome: "throttled"; retryAfterMinutes: number };

/** The names of the login throttles in the shared store (one bucket per name and key). */
export const LOGIN_THROTTLES = { perEmail: "login-email", perClient: "login-client" } as const;

/**
 * Password guessing is slowed down twice: per e-mail (LIMITS.loginFailures, one account) and per
 * client (LIMITS.loginFailuresPerIp, one address trying many accounts). Every check of a password
 * counts, whether it signs in or confirms a change with the current password, so the profile page is
 * no way around the login page's limit. The counts live in `throttles`: this process's memory on
 * Node, a Durable Object per bucket on the edge (issue 18 item 2), so every isolate sees them.
 */
export function createLoginGuard(throttles: Throttles = memoryThrottles()) {
  const perEmail = throttles(LOGIN_THROTTLES.perEmail, LIMITS.loginFailures);
  const perClient = throttles(LOGIN_THROTTLES.perClient, LIMITS.loginFailuresPerIp);
  // An unknown address is not counted: keyed together, all such clients would lock each other out.
  const clientOf = (clientIp: string) => clientKey(clientIp) || undefined;

  /** Minutes until the e-mail and the client may try again; 0 when both may now. */
  async function blockedFor({ email, clientIp }: Guesser): Promise<number> {
    const client = clientOf(clientIp);
    const [byEmail, byClient] = await Promise.all([
      perEmail.blockedFor(email),
      client ? perClient.blockedFor(client) : 0,
    ]);
    return Math.max(byEmail, byClient);
  }

  /**
   * Runs `check` unless throttled. The attempt counts as a failure while it runs (guesses sent at
   * once are counted at once: each bucket checks and counts in one step); when it passes, the
   * e-mail's failures are forgotten and this attempt is taken back from the client's (their other
   * failures stay: signing in to one's own account must not reset a count across accounts). An
   * error `isWrong` does not recognise is not the password's fault: it is taken back from both and
   * rethrown.
   */
  async function check<T>(
    guesser: Guesser,
    run: () => Promise<T>,
    isWrong: (error: unknown) => boolean,
  ): Promise<GuardedCheck<T>> {
    const client = clientOf(guesser.clientIp);
    // Both buckets at once, all or nothing: a refused attempt counts in neither, a failing store throws.
    const counted = await countTogether([
      [perEmail, guesser.email],
      [perClient, client],
    ]);
    if (counted.blockedFor > 0) {
      const wait = Math.max(counted.blockedFor, await blockedFor(guesser));
      return { outcome: "throttled", retryAfterMinutes: wait };
    }
    const undoClient = counted.undoEach[1] ?? (async () => {});
    try {
      const value = await run();
      await Promise.all([perEmail.clear(guesser.email), undoClient()]);
      return { outcome: "passed", value };
    } catch (error) {
      if (isWrong(error)) return { outcome: "wrong" };
      await counted.undo();
      throw error;
    }
  }

  return {
    check,
    blockedFor,
    /** Forgets an e-mail's failures: its owner proved the mailbox (a password reset, SPEC §5). */
    forget: (email: string) => perEmail.clear(email),
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
