import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { REDIRECT_CODES, TIMINGS } from "../../config";
import { cachedOrElse } from "../cache";
import type { SeoRedirect } from "../commerce/port";
import type { Services } from "../context";
import { type Market, marketInLanguage } from "../market";
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
 */
export function routingMiddleware(services: Services) {
  const seoRedirects = createSeoRedirects(() => services.commerce.seoRedirects());
  return async (req: ExpressRequest, res: ExpressResponse, next: (err?: unknown) => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const market = res.locals.market as Market;
      const [pathname = "/", ...query] = req.originalUrl.split("?");
      const table = await seoRedirects();
      const target = await canonicalRedirect({
        country: market.country,
        pathname,
        search: query.length ? `?${query.join("?")}` : "",
        // A prefixed URL has just stored its own locale; an unprefixed one reads the visitor's cookie.
        ...(market.pathPrefix || !res.locals.cookieLocale ? {} : { cookieLocale: res.locals.cookieLocale }),
        isCategorySlug: (language, slug) =>
          services.categories.isShown({ ...market, language: language as Market["language"] }, slug),
        pageSlugs: (kind, slug, languages) =>
          kind === "product"
            ? services.products.slugsOf(market, slug, languages)
            : services.categories.slugsOf(market, slug, languages),
        seoRedirect: (path) => table.get(path),
      });
      if (!target) return next();
      if ("serveIn" in target) {
        res.locals.market = marketInLanguage(market, target.serveIn);
        return next();
      }
      res.setHeader("Cache-Control", "no-cache");
      res.redirect(target.status, target.location);
    } catch (error) {
      next(error);
    }
  };
}
