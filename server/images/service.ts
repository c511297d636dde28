import { IMAGE_CHECK, type ImageCheckSettings } from "../../config";
import type { ImageCheckPort } from "./port";

/**
 * SPEC §7 image check for pages (docs/decisions/0068): each URL is asked once per TTL (a bounded
 * cache, oldest entry out first; one request per URL in flight however many pages ask), and a page
 * waits at most `pageBudgetMs` for the answers it has not got: an unanswered image counts as present
 * for this page, and its answer serves the next one.
 */
export function createImageFallbacks(
  port: ImageCheckPort,
  settings: ImageCheckSettings = IMAGE_CHECK,
  now: () => number = Date.now,
) {
  const cache = new Map<string, { present: boolean; until: number }>();
  const inFlight = new Map<string, Promise<boolean>>();

  function remember(url: string, present: boolean) {
    const ttl = present ? settings.presentTtlSeconds : settings.missingTtlSeconds;
    cache.delete(url);
    cache.set(url, { present, until: now() + ttl * 1000 });
    while (cache.size > settings.cacheEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  }

  function cached(url: string): boolean | undefined {
    const entry = cache.get(url);
    if (!entry) return undefined;
    if (entry.until > now()) return entry.present;
    cache.delete(url);
    return undefined;
  }

  function check(url: string): Promise<boolean> {
    const running = inFlight.get(url);
    if (running) return running;
    const asked = port
      .exists(url)
      .catch(() => false)
      .then((present) => {
        remember(url, present);
        inFlight.delete(url);
        return present;
      });
    inFlight.set(url, asked);
    return asked;
  }

  /** The URLs among `urls` that are missing, as far as known within the page's budget. */
  async function missing(urls: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(urls.filter((url) => url !== "" && url !== settings.fallbackUrl))];
    const answers = new Map<string, boolean>();
    const pending: Promise<void>[] = [];
    for (const url of unique) {
      const known = cached(url);
      if (known !== undefined) answers.set(url, known);
      else pending.push(check(url).then((present) => void answers.set(url, present)));
    }
    if (pending.length > 0) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const budget = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, settings.pageBudgetMs);
      });
      await Promise.race([Promise.all(pending), budget]);
      clearTimeout(timer);
    }
    return new Set(unique.filter((url) => answers.get(url) === false));
  }

  return {
    fallbackUrl: settings.fallbackUrl,
    missing,
    /** Each URL, or the fallback image where it is missing (same order). */
    async resolve(urls: readonly string[]): Promise<string[]> {
      const gone = await missing(urls);
      return urls.map((url) => (gone.has(url) ? settings.fallbackUrl : url));
    },
    /** How many answers are kept (tests: the cache stays bounded). */
    get cacheSize() {
      return cache.size;
    },
  };
}
export type ImageFallbacks = ReturnType<typeof createImageFallbacks>;

/**
 * Items that show one image each (listing and block cards, comparison columns) with the fallback
 * image where theirs is missing (SPEC §7 image check, decision 0068): one check for the whole list,
 * within the page's budget. Without the check, the items as they are.
 */
export async function withImageFallbacks<T extends { image: string }>(
  items: T[],
  images: ImageFallbacks | undefined,
): Promise<T[]> {
  if (!images || items.length === 0) return items;
  const urls = await images.resolve(items.map((item) => item.image));
  return items.map((item, i) =>
    urls[i] === undefined || urls[i] === item.image ? item : { ...item, image: urls[i] },
  );
}
