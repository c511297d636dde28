/**
 * Every in-process cache of the shop, so the shop cache admin (SPEC §6: "A shop cache admin uses
 * basic credentials"; issue 22 item 7) can empty them at once: reference data (categories, stores,
 * SEO redirects, sitemap lists: server/cache.ts), search results (server/search/result-cache.ts),
 * CMS pages (server/cms) and rendered shared pages (server/caching/rendered-pages.ts). A cache registers itself where it is made; the registry holds its owner
 * weakly, so caches of services that are gone (tests, a rebuilt composition) are not kept alive.
 * Per process (or worker isolate), as the caches themselves are. Runtime-neutral.
 */
export type CacheKind = "reference" | "search" | "cms" | "pages";

const owners = new Set<WeakRef<object>>();
const clearers = new WeakMap<object, { kind: CacheKind; clear: () => void }>();

/** Registers `owner`'s cache; `clear` empties it (the next read loads afresh). */
export function registerCache(owner: object, kind: CacheKind, clear: () => void): void {
  clearers.set(owner, { kind, clear });
  owners.add(new WeakRef(owner));
}

/** Empties every live cache of this process; answers how many of each kind were emptied. */
export function clearCaches(): Record<CacheKind, number> {
  const cleared: Record<CacheKind, number> = { reference: 0, search: 0, cms: 0, pages: 0 };
  for (const ref of owners) {
    const owner = ref.deref();
    const entry = owner && clearers.get(owner);
    if (!entry) {
      owners.delete(ref);
      continue;
    }
    entry.clear();
    cleared[entry.kind]++;
  }
  return cleared;
}
