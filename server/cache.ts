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
  return () => {
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
}
