import { REDIRECT_CODES, TIMINGS } from "../../config";
import { cachedOrElse } from "../cache";
import type { SeoRedirect } from "../commerce/port";
import type { Services } from "../context";
import { type Market, marketInLanguage } from "../market";
import { redirect } from "../pipeline/respond";
import type { Step } from "../pipeline/types";
import { canonicalRedirect, type RedirectTarget } from "./normalize";

/** The SEO redirect table of the platform, read at most once per cache period (SPEC §2 guard 12). */
export function createSeoRedirects(
  load: () => Promise<SeoRedirect[]>,
  ttlMs = TIMINGS.seconds.seoRedirectCache * 1000,
) {
  // SPEC §8: a failed lookup is logged; the pages still work without the table.
  return cachedOrElse(
    async () =>
      new Map<string, RedirectTarget>(
        (await load()).map((r) => [r.path, { location: r.target, status: r.code ?? REDIRECT_CODES.seo }]),
      ),
    ttlMs,
    "SEO redirects",
    new Map<string, RedirectTarget>(),
  );
}

/**
 * Sends GET and HEAD requests for pages to their canonical URL in one hop (server/routing/normalize.ts),
 * after the market is known (so a prefixed URL has already stored its locale cookie). A canonical URL
 * whose page exists only in another language than the cookie's is served in that language.
 * A pipeline step (issue 18 item 1), run by the Node server and the edge build alike.
 */
export function routingStep(services: Pick<Services, "commerce" | "categories" | "products">): Step {
  const seoRedirects = createSeoRedirects(() => services.commerce.seoRedirects());
  return async ({ request, path, search, state }) => {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const market = state.market as Market;
    const table = await seoRedirects();
    const target = await canonicalRedirect({
      country: market.country,
      pathname: path,
      search,
      // A prefixed URL has just stored its own locale; an unprefixed one reads the visitor's cookie.
      ...(market.pathPrefix || !state.cookieLocale ? {} : { cookieLocale: state.cookieLocale }),
      isCategorySlug: (language, slug) =>
        services.categories.isShown({ ...market, language: language as Market["language"] }, slug),
      pageSlugs: (kind, slug, languages) =>
        kind === "product"
          ? services.products.slugsOf(market, slug, languages)
          : services.categories.slugsOf(market, slug, languages),
      seoRedirect: (path) => table.get(path),
    });
    if (!target) return undefined;
    if ("serveIn" in target) {
      state.market = marketInLanguage(market, target.serveIn);
      return undefined;
    }
    return redirect(request, target.status, target.location, { headers: { "Cache-Control": "no-cache" } });
  };
}
