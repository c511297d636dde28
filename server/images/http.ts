import type { ImageCheckPort } from "./port";

/** What a HEAD answer says of the image: 404 and 410 are "missing"; any other error status is a failure too. */
export const presentStatus = (status: number) => status >= 200 && status < 400;

/**
 * The production adapter: a HEAD request per image (SPEC §7), bounded by `timeoutMs`
 * (AbortSignal.timeout). A relative URL is resolved against `base` (the image host); without a base
 * it cannot be asked and counts as present (the page keeps it). An answer that is not 2xx/3xx, a
 * network error or a timeout counts as missing (SPEC §8: the page shows the fallback, nothing breaks).
 */
export function createHttpImageCheck({
  base,
  timeoutMs,
  fetch: fetcher = globalThis.fetch,
}: {
  base?: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}): ImageCheckPort {
  return {
    description: `HEAD over HTTP${base ? ` (relative URLs on ${base})` : ""}`,
    async exists(url) {
      let target: URL;
      try {
        target = base ? new URL(url, base) : new URL(url);
      } catch {
        return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !base;
      }
      if (target.protocol !== "https:" && target.protocol !== "http:") return false;
      try {
        const response = await fetcher(target, {
          method: "HEAD",
          redirect: "follow",
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        return presentStatus(response.status);
      } catch (error) {
        console.warn(`Image check: ${target.origin}${target.pathname} failed (${(error as Error).name})`);
        return false;
      }
    },
  };
}
