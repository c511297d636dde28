import type { ThrottleLimit } from "../../config";

/** Above this many tracked keys, the ones whose events have all left the window are swept. */
const SWEEP_ABOVE = 10_000;

/** Keys are compared trimmed and lower-cased (an e-mail typed twice is one key). */
export const throttleKey = (key: string) => key.trim().toLowerCase();

/** The times (ms) of a key's events still inside the window ending at `now`. */
export const inWindow = (times: readonly number[], limit: ThrottleLimit, now: number) =>
  times.filter((t) => t > now - limit.windowMinutes * 60_000);

/**
 * Minutes (rounded up) until a key with these recent events may go on; 0 when it may now: after
 * `max` events within the window, the key waits until the oldest of the last `max` leaves it.
 */
export function waitMinutes(recent: readonly number[], limit: ThrottleLimit, now: number): number {
  if (recent.length < limit.max) return 0;
  const oldest = recent[recent.length - limit.max] ?? now;
  return Math.max(1, Math.ceil((oldest + limit.windowMinutes * 60_000 - now) / 60_000));
}

/**
 * Counts events per key in a sliding window (config LIMITS: failed sign-ins per e-mail and per
 * client address, password-reset mails per e-mail): after `max` within `windowMinutes`, the key is
 * blocked until the oldest leaves the window. The synchronous, in-process store behind
 * `memoryThrottles`; every limit of the shop goes through the shared `Throttles` port below
 * (decision 0041).
 */
function createThrottle(limit: ThrottleLimit, now: () => number = Date.now) {
  const events = new Map<string, number[]>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  const recent = (email: string) => {
    const times = inWindow(events.get(throttleKey(email)) ?? [], limit, now());
    if (times.length) events.set(throttleKey(email), times);
    else events.delete(throttleKey(email));
    return times;
  };
  return {
    /** Minutes (rounded up) until the e-mail may go on; 0 when it may now. */
    blockedFor: (email: string): number => waitMinutes(recent(email), limit, now()),
    /**
     * Counts an event. Sign-in counts each attempt before asking the platform, so parallel guesses
     * cannot all pass `blockedFor` together; the returned function takes the count back (an attempt
     * the platform could not judge).
     */
    count(email: string): () => void {
      const at = now();
      events.set(throttleKey(email), [...recent(email), at]);
      // Bound memory: forget e-mails whose events have all left the window (at most once a minute).
      if (events.size > SWEEP_ABOVE && at - sweptAt > 60_000) {
        sweptAt = at;
        for (const stored of [...events.keys()]) recent(stored);
      }
      return () => {
        const times = events.get(throttleKey(email));
        const index = times?.lastIndexOf(at) ?? -1;
        if (times && index >= 0) times.splice(index, 1);
      };
    },
    /** Forgets the e-mail's events (a successful sign-in). */
    clear(email: string) {
      events.delete(throttleKey(email));
    },
  };
}

/**
 * One throttle of the shared port (issue 18 item 2): the same sliding window as `createThrottle`,
 * asynchronous so its counts can live where every server instance sees them (a Durable Object on the
 * edge, server/edge/throttles/). `count` checks and counts in one step, so guesses sent at once cannot
 * all pass a separate check before any of them is counted.
 */
export interface SharedThrottle {
  /** Minutes (rounded up) until the key may go on; 0 when it may now. */
  blockedFor(key: string): Promise<number>;
  /**
   * Counts an event unless the key is blocked. `blockedFor` > 0: nothing was counted. Otherwise
   * `undo` takes this one event back (an attempt the platform could not judge).
   */
  count(key: string): Promise<{ blockedFor: number; undo: () => Promise<void> }>;
  /** Forgets the key's events (a successful sign-in, a password reset). */
  clear(key: string): Promise<void>;
}

/** Where the shared throttles live: one named throttle per limit (the name keeps their keys apart). */
export type Throttles = (name: string, limit: ThrottleLimit) => SharedThrottle;

/**
 * The Node default: each throttle in this process's memory (`createThrottle`), which is what one
 * Node process needs; several processes each allow their own count. Throttles of one name share
 * their counts, as the Durable Object buckets of one name do on the edge (decision 0041): whoever
 * asks for "contact-email" counts in the same place. A name asked for with another limit is a
 * programming error and throws (the counts would otherwise be judged by two rules).
 */
export function memoryThrottles(now: () => number = Date.now): Throttles {
  const byName = new Map<string, { limit: ThrottleLimit; throttle: SharedThrottle }>();
  return (name, limit) => {
    const known = byName.get(name);
    if (known && (known.limit.max !== limit.max || known.limit.windowMinutes !== limit.windowMinutes))
      throw new Error(`Throttles: "${name}" is already used with another limit`);
    if (known) return known.throttle;
    const throttle = memoryThrottle(limit, now);
    byName.set(name, { limit, throttle });
    return throttle;
  };
}

function memoryThrottle(limit: ThrottleLimit, now: () => number): SharedThrottle {
  const throttle = createThrottle(limit, now);
  const nothing = async () => {};
  return {
    blockedFor: async (key) => throttle.blockedFor(key),
    async count(key) {
      const wait = throttle.blockedFor(key);
      if (wait > 0) return { blockedFor: wait, undo: nothing };
      const undo = throttle.count(key);
      let undone = false;
      // Once only: a second call must not take back someone else's event of the same millisecond.
      return {
        blockedFor: 0,
        undo: async () => {
          if (!undone) undo();
          undone = true;
        },
      };
    },
    clear: async (key) => throttle.clear(key),
  };
}

/** One bucket to count in: a throttle of the port and the key (absent: this attempt has no such key). */
export type ThrottleBucket = readonly [SharedThrottle, string | undefined];

/**
 * Counts one attempt in several buckets at once (say, a contact request per e-mail and per client
 * address), all or nothing: when any bucket refuses, the others' counts of this attempt are taken
 * back and the answer is the longest wait, so a refused attempt counts nowhere (as checking every
 * bucket before counting did). When a store fails, the counts made are taken back and the error is
 * rethrown. `undo` takes the attempt back from every bucket (an attempt that must not count),
 * `undoEach[i]` from the i-th bucket only (a look-up that counts per client, but per order number
 * only when it did not match).
 */
export async function countTogether(buckets: readonly ThrottleBucket[]): Promise<{
  blockedFor: number;
  undo: () => Promise<void>;
  undoEach: readonly (() => Promise<void>)[];
}> {
  const counted = await Promise.allSettled(
    buckets.map(([throttle, key]) => (key === undefined ? notCounted : throttle.count(key))),
  );
  const made = counted.map((result) => (result.status === "fulfilled" ? result.value : notCounted));
  const undoEach = made.map((count) => count.undo);
  const undo = async () => {
    await Promise.all(undoEach.map((takeBack) => takeBack()));
  };
  const failed = counted.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) {
    await undo();
    throw failed.reason;
  }
  const wait = Math.max(0, ...made.map((count) => count.blockedFor));
  if (wait > 0) await undo();
  return { blockedFor: wait, undo, undoEach };
}
const notCounted = { blockedFor: 0, undo: async () => {} };
