import { registerCache } from "./cache-registry";

/**
 * A value loaded at most once per `ttlMs` and shared by concurrent callers (reference data that
 * changes rarely: categories, the SEO redirect table, sitemap lists). A failed load is not kept, so
 * the next call tries again; with `fallback`, callers get the fallback's value instead of the error
 * and the next try waits `retryMs`.
 */
export function cachedValue<T>(
  load: () => Promise<T>,
  ttlMs: number,
  fallback?: { value: (error: unknown) => T; retryMs: number },
): () => Promise<T> {
  let entry: { until: number; value: Promise<T> } | undefined;
  const get = () => {
    if (!entry || Date.now() > entry.until) {
      const current: { until: number; value: Promise<T> } = { until: Date.now() + ttlMs, value: load() };
      current.value = current.value.catch((error: unknown) => {
        if (!fallback) {
          if (entry === current) entry = undefined;
          throw error;
        }
        current.until = Date.now() + Math.min(ttlMs, fallback.retryMs);
        return fallback.value(error);
      });
      entry = current;
    }
    return entry.value;
  };
  // The shop cache admin empties it (server/cache-registry.ts); the next call loads afresh.
  registerCache(get, "reference", () => {
    entry = undefined;
  });
  return get;
}

/** How long a failed load of data the pages can do without waits before it is tried again. */
const FAILED_LOAD_RETRY_MS = 30_000;

/**
 * cachedValue for data the pages can do without (SPEC §8: logged, the page shows nothing of it):
 * a failure is logged as "`what` could not be loaded", `fallback` stands in, and the platform is
 * asked again after FAILED_LOAD_RETRY_MS rather than on every request.
 */
export function cachedOrElse<T>(load: () => Promise<T>, ttlMs: number, what: string, fallback: T) {
  return cachedValue(load, ttlMs, {
    value: (error) => {
      console.error(`${what} could not be loaded`, error);
      return fallback;
    },
    retryMs: FAILED_LOAD_RETRY_MS,
  });
}

/**
 * cachedOrElse per key, for reference data read by a small, fixed set of keys (a country, a discount
 * group of a store): the first call of a key names how to load it.
 */
export function keyedCachedOrElse<T>(
  ttlMs: number,
  what: string,
  fallback: T,
): (key: string, load: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, () => Promise<T>>();
  return (key, load) => {
    let get = entries.get(key);
    if (!get) {
      get = cachedOrElse(load, ttlMs, `${what} ${key}`, fallback);
      entries.set(key, get);
    }
    return get();
  };
}

/**
 * A read shared by the loaders of one GET request, under its load context: Remix hands each loader
 * its own Request object but the same context (one per HTTP request). A POST's action and the
 * loaders after it read afresh, since the action may have changed what they show.
 */
export function perRequest<S extends object, T>(read: (request: Request, scope: S) => Promise<T>) {
  const reads = new WeakMap<S, Promise<T>>();
  return (request: Request, scope: S): Promise<T> => {
    if (request.method !== "GET" && request.method !== "HEAD") return read(request, scope);
    let value = reads.get(scope);
    if (!value) {
      value = read(request, scope);
      reads.set(scope, value);
    }
    return value;
  };
}
