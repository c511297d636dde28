/**
 * Slows down password guessing: after MAX_FAILURES failed sign-ins for one e-mail within WINDOW_MS,
 * further attempts for it are refused until the oldest failure leaves the window. Kept per process
 * (several processes each allow their own count), which bounds guessing without a shared store.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

/** Above this many tracked e-mails, the ones whose failures have all left the window are swept. */
const SWEEP_ABOVE = 10_000;

export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  const key = (email: string) => email.trim().toLowerCase();
  const recent = (email: string) => {
    const since = now() - LOGIN_THROTTLE.windowMs;
    const times = (failures.get(key(email)) ?? []).filter((t) => t > since);
    if (times.length) failures.set(key(email), times);
    else failures.delete(key(email));
    return times;
  };
  return {
    /** Minutes (rounded up) until the e-mail may try again; 0 when it may now. */
    blockedFor(email: string): number {
      const times = recent(email);
      if (times.length < LOGIN_THROTTLE.maxFailures) return 0;
      const oldest = times[times.length - LOGIN_THROTTLE.maxFailures] ?? now();
      return Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - now()) / 60_000));
    },
    /**
     * Counts a failure. Sign-in counts each attempt before asking the platform, so parallel guesses
     * cannot all pass `blockedFor` together; the returned function takes the count back (an attempt
     * the platform could not judge).
     */
    failed(email: string): () => void {
      const at = now();
      failures.set(key(email), [...recent(email), at]);
      // Bound memory: forget e-mails whose failures have all left the window (at most once a minute).
      if (failures.size > SWEEP_ABOVE && at - sweptAt > 60_000) {
        sweptAt = at;
        for (const stored of [...failures.keys()]) recent(stored);
      }
      return () => {
        const times = failures.get(key(email));
        const index = times?.lastIndexOf(at) ?? -1;
        if (times && index >= 0) times.splice(index, 1);
      };
    },
    succeeded(email: string) {
      failures.delete(key(email));
    },
  };
}
