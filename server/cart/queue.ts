/**
 * SPEC §4 "Cart lifecycle": changes to one cart are queued and run one after another; a failed one
 * does not stop those behind it. Keyed by cart (or by visitor before the cart exists), so requests
 * that arrive together in this process never read the same version. Across processes the platform's
 * optimistic concurrency (a retry on ConcurrentModification) keeps them correct.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      // The last task of a key removes it, so idle carts hold no memory.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    get size() {
      return tails.size;
    },
  };
}
