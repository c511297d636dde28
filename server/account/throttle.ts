/**
 * Slows down password guessing: after MAX_FAILURES failed sign-ins for one e-mail within WINDOW_MS,
 * further attempts for it are refused until the oldest failure leaves the window. Kept per process
 * (several processes each allow their own count), which bounds guessing without a shared store.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
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
    failed(email: string) {
      failures.set(key(email), [...recent(email), now()]);
      // Bound memory: forget e-mails whose failures have all left the window.
      if (failures.size > 10_000) for (const stored of [...failures.keys()]) recent(stored);
    },
    succeeded(email: string) {
      failures.delete(key(email));
    },
  };
}
