import { isLocaleCode, type LocaleCode, SITEMAP_URL_LIMIT } from "../../config";
import { cachedValue } from "../cache";
import { isVirtualSku } from "../catalog/guarantee";
import { attributesOf } from "../commerce/projection";
import type { Services } from "../context";
import { escapeXml } from "../http/escape";
import { LOCALE_MARKETS, type Market } from "../market";
import { createRouter, type Handler, type Reply, type RouteRequest } from "../pipeline/router";
import type { Step } from "../pipeline/types";
import { countryOrigin, marketUrl } from "./links";
import { productPath } from "./paths";

const HOUR_MS = 3_600_000;
const PAGE = 500;

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<url><loc>${escapeXml(u)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;

/** How many product sitemaps a list needs: files of at most `limit` URLs, at least one. */
export const sitemapFileCount = (total: number, limit = SITEMAP_URL_LIMIT) =>
  Math.max(1, Math.ceil(total / limit));

/** The items of product sitemap `n` (1-based), or undefined when there is no such file. */
export function sitemapChunk<T>(items: T[], n: number, limit = SITEMAP_URL_LIMIT): T[] | undefined {
  if (!Number.isInteger(n) || n < 1 || n > sitemapFileCount(items.length, limit)) return undefined;
  return items.slice((n - 1) * limit, n * limit);
}

/** The origin the request names (server/http/origin.ts). */
const originOf = (req: RouteRequest) => req.context.state.origin as URL;

/** The request's market (server/market/step.ts). */
const marketOf = (req: RouteRequest) => req.context.state.market as Market;

/** The slug lists (by language) of the product pages. */
type ProductSlugs = () => Promise<Record<string, string>[]>;

/**
 * The slugs (by language) of every published, sellable product page, read at most once an hour;
 * extra guarantees are sold with a product and have no page (SPEC §5).
 */
function productSlugReader(commerce: Services["commerce"]): ProductSlugs {
  return cachedValue(async () => {
    const all: Record<string, string>[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await commerce.queryProducts({ limit: PAGE, offset }, { country: "DE", currency: "EUR" });
      for (const p of page.results) {
        const hasPage = !isVirtualSku(p.masterVariant.sku ?? "");
        if (hasPage && attributesOf(p.masterVariant).get("eligibleForSelling") !== false) all.push(p.slug);
      }
      if (offset + PAGE >= page.total) return all;
    }
  }, HOUR_MS);
}

/** Content pages that exist in a market's locale (or a fallback). */
async function contentPaths(cms: Services["cms"], market: Market) {
  const slugs = await cms.contentSlugs();
  const pages = await Promise.all(slugs.map((slug) => cms.contentPage(market, slug)));
  return slugs.filter((_, i) => pages[i]).map((slug) => `/${slug}/`);
}

const localeMarket = (market: Market, locale: string) =>
  isLocaleCode(locale) && market.country.locales.includes(locale as LocaleCode)
    ? LOCALE_MARKETS.find((m) => m.locale.code === locale)
    : undefined;

const xml = (res: Reply, body: string) => {
  res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
  res.send(body);
};

const robotsTxt: Handler = (req, res) => {
  const origin = countryOrigin(marketOf(req).country.countryCode, originOf(req));
  res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
  res.send(
    [
      "User-agent: *",
      "Disallow: /checkout",
      "Disallow: /my-account",
      "Disallow: /api/",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ].join("\n"),
  );
};

/** The sitemap index: for each locale of the country its pages and its product files. */
const sitemapIndex =
  (productSlugs: ProductSlugs): Handler =>
  async (req, res) => {
    const market = marketOf(req);
    const origin = countryOrigin(market.country.countryCode, originOf(req));
    const files = sitemapFileCount((await productSlugs()).length);
    const names = market.country.locales.flatMap((locale) => [
      `${locale}/pages.xml`,
      ...Array.from({ length: files }, (_, i) => `${locale}/products-${i + 1}.xml`),
    ]);
    xml(
      res,
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names
        .map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}`)}</loc></sitemap>`)
        .join("\n")}\n</sitemapindex>\n`,
    );
  };

/** A locale's pages: home, categories and content pages. */
const pagesSitemap =
  (services: Pick<Services, "categories" | "cms">): Handler =>
  async (req, res) => {
    const market = localeMarket(marketOf(req), req.params.locale ?? "");
    if (!market) return res.sendStatus(404);
    const url = originOf(req);
    const paths = [
      "/",
      ...(await services.categories.listedPaths(market)),
      ...(await contentPaths(services.cms, market)),
    ];
    xml(res, urlset(paths.map((path) => marketUrl(market, path, url))));
  };

/** A locale's product file `n`. */
const productsSitemap =
  (productSlugs: ProductSlugs): Handler =>
  async (req, res) => {
    const market = localeMarket(marketOf(req), req.params.locale ?? "");
    // One spelling per file: "products-01.xml" or "products-1e0.xml" is no sitemap.
    const n = req.params.n ?? "";
    const chunk = /^[1-9]\d*$/.test(n) ? sitemapChunk(await productSlugs(), Number(n)) : undefined;
    if (!market || !chunk) return res.sendStatus(404);
    const url = originOf(req);
    xml(
      res,
      urlset(
        chunk.flatMap((slug) => {
          const local = slug[market.language];
          return local ? [marketUrl(market, productPath(local, market), url)] : [];
        }),
      ),
    );
  };

/**
 * robots.txt and sitemap.xml per country domain (issue 5): a sitemap index naming, for each locale of
 * the country, its pages (home, categories, content pages) and its products in files of at most
 * 50,000 URLs. The product list is read from the platform at most once an hour.
 */
export function sitemapRoutes(services: Pick<Services, "commerce" | "categories" | "cms">): Step {
  const router = createRouter();
  const productSlugs = productSlugReader(services.commerce);
  router.get("/robots.txt", robotsTxt);
  router.get("/sitemap.xml", sitemapIndex(productSlugs));
  router.get("/sitemaps/:locale/pages.xml", pagesSitemap(services));
  router.get("/sitemaps/:locale/products-:n.xml", productsSitemap(productSlugs));
  return router.step;
}
