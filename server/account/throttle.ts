import type { ThrottleLimit } from "../../config";

/** Above this many tracked keys, the ones whose events have all left the window are swept. */
const SWEEP_ABOVE = 10_000;

/**
 * Counts events per key in a sliding window (config LIMITS: failed sign-ins per e-mail and per
 * client address, password-reset mails per e-mail): after `max` within `windowMinutes`, the key is
 * blocked until the oldest leaves the window. Keys are compared trimmed and lower-cased. Kept per
 * process (several processes each allow their own count), which bounds abuse without a shared store.
 */
export function createThrottle(limit: ThrottleLimit, now: () => number = Date.now) {
  const windowMs = limit.windowMinutes * 60_000;
  const events = new Map<string, number[]>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  const key = (email: string) => email.trim().toLowerCase();
  const recent = (email: string) => {
    const since = now() - windowMs;
    const times = (events.get(key(email)) ?? []).filter((t) => t > since);
    if (times.length) events.set(key(email), times);
    else events.delete(key(email));
    return times;
  };
  return {
    /** Minutes (rounded up) until the e-mail may go on; 0 when it may now. */
    blockedFor(email: string): number {
      const times = recent(email);
      if (times.length < limit.max) return 0;
      const oldest = times[times.length - limit.max] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 60_000));
    },
    /**
     * Counts an event. Sign-in counts each attempt before asking the platform, so parallel guesses
     * cannot all pass `blockedFor` together; the returned function takes the count back (an attempt
     * the platform could not judge).
     */
    count(email: string): () => void {
      const at = now();
      events.set(key(email), [...recent(email), at]);
      // Bound memory: forget e-mails whose events have all left the window (at most once a minute).
      if (events.size > SWEEP_ABOVE && at - sweptAt > 60_000) {
        sweptAt = at;
        for (const stored of [...events.keys()]) recent(stored);
      }
      return () => {
        const times = events.get(key(email));
        const index = times?.lastIndexOf(at) ?? -1;
        if (times && index >= 0) times.splice(index, 1);
      };
    },
    /** Forgets the e-mail's events (a successful sign-in). */
    clear(email: string) {
      events.delete(key(email));
    },
  };
}
