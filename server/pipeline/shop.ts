import type { ServerBuild } from "@remix-run/server-runtime";
import { COUNTRIES, DEFAULT_COUNTRY } from "../../config";
import { OPERATIONS } from "../../config/operations";
import { sharedCacheGuard } from "../caching/guard";
import type { RenderedPages } from "../caching/rendered-pages";
import { cmsComponentsRoute } from "../cms/components-route";
import { consentSources } from "../consent";
import { type CacheAdminSettings, cacheAdminStep } from "../http/cache-admin";
import { documentLinks, earlyHintsStep } from "../http/early-hints";
import { healthCheck, type ReadinessProbe, readinessCheck } from "../http/health";
import { imageRoutes } from "../http/images";
import { manualRoutes } from "../http/manuals";
import { originCheck } from "../http/origin";
import type { PageChunks } from "../http/page-chunks";
import { type RateLimits, rateLimitStep } from "../http/rate-limit";
import { allowedMethods, bodyLimit, proxyHeaders, shopBodyLimit } from "../http/request-guards";
import { requestIdStep } from "../http/request-id";
import { type SecuritySettings, securityHeadersStep } from "../http/security";
import { trackingViewerStep } from "../http/tracking-viewer";
import { paymentWebhook } from "../http/webhook";
import { marketStep } from "../market/step";
import type { RoomsAddress } from "../rooms/url";
import { routingStep } from "../routing";
import { flagsStep } from "../routing/flags";
import { sitemapRoutes } from "../routing/sitemaps";
import { collectionName } from "../search/port";
import type { Services } from "../services";
import { sessionStep } from "../session";
import { setCookieSecrets } from "../session/cookies";
import { widgetSourcesByPath } from "../widgets";
import { remixPage } from "./remix";
import type { Sha1 } from "./respond";
import { createPipeline } from "./run";
import type { Step } from "./types";

/**
 * The shop's request pipeline, in the order the rules must run (issue 18 item 1, decision 0035).
 * Both servers run this one list: the Node host (server/index.ts) and the worker (server/edge/worker.ts).
 * Everything the steps depend on is configuration passed in here: the hosts read their environment
 * (process.env, the worker's env) once, and no step reads it (issue 18 item 2).
 */
export interface ShopPipelineOptions {
  services: Services;
  build: ServerBuild;
  mode: "development" | "production";
  /** SESSION_SECRET as the host read it (server/session/cookies.ts sessionSecrets). */
  sessionSecrets: readonly string[];
  /** Where browsers reach the cart rooms (ROOMS_PUBLIC_URL, ROOMS_PORT), for the CSP's connect-src. */
  rooms: RoomsAddress;
  /** The Adyen Web sources of the CSP (server/http/security.ts adyenWebSources(env)). */
  adyenWeb?: SecuritySettings["adyenWeb"];
  /** Whether a proxy the operator configured sets X-Forwarded-* (TRUST_PROXY). */
  trustProxy: boolean;
  /** The payment provider's notification path (server/payments). */
  webhookPath: string;
  /** The host's static files (server/http/static.ts over its file reader), after the health check. */
  assets?: Step;
  /** The catch-all route's page-kind chunks of this build, which its pages preload (decision 0077). */
  pageChunks?: PageChunks;
  /** A synchronous SHA-1 for the pages' ETags (node:crypto on Node, decision 0087); Web Crypto's without. */
  sha1?: Sha1;
  /** Shared pages kept as rendered (the Node host's, decision 0089); without it every page renders. */
  renderedPages?: RenderedPages;
  /** Steps only this host has, after the webhook (the local payment provider's pages on Node). */
  hostSteps?: readonly Step[];
  /** The per-address limits (config RATE_LIMITS by default); null switches them off (RATE_LIMITS=off). */
  rateLimits?: RateLimits | null;
  /** The shop cache admin's credentials (SPEC §6; CACHE_ADMIN_USER, CACHE_ADMIN_PASSWORD); off without. */
  cacheAdmin?: CacheAdminSettings;
  /** /readyz: the host's own probes besides the platform and search (Redis), and whether it drains. */
  readiness?: { probes?: Record<string, ReadinessProbe>; draining?: () => boolean };
}

/**
 * /readyz's probes of the services every page needs: the platform (its stores, one small read) and
 * search (a count of the default collection; a new page number each time, so the result cache of
 * SPEC §9 cannot answer for a search that is down).
 */
function serviceProbes(services: Services): Record<string, ReadinessProbe> {
  let asked = 0;
  return {
    platform: () => services.commerce.stores(),
    search: () =>
      services.search.search(collectionName(COUNTRIES[DEFAULT_COUNTRY].locales[0] ?? "sk-SK"), {
        q: "*",
        per_page: 0,
        page: ++asked,
      }),
  };
}

export function createShopPipeline(options: ShopPipelineOptions) {
  const { services, webhookPath } = options;
  setCookieSecrets(options.sessionSecrets);
  const remix = remixPage(options.build, options.mode, services, options.pageChunks, {
    sha1: options.sha1,
    renderedPages: options.renderedPages,
  });
  let links = documentLinks(options.build);
  const steps: Step[] = [
    // First, so every answer (even a refused method) carries the request's id (issue 22 item 7).
    requestIdStep,
    // What a request may be: before anything reads it, and before the security headers.
    allowedMethods,
    proxyHeaders(options.trustProxy),
    bodyLimit(shopBodyLimit(webhookPath)),
    securityHeadersStep({
      development: options.mode === "development",
      rooms: options.rooms,
      adyenWeb: options.adyenWeb,
      consentScripts: consentSources(services.consent),
      widgets: widgetSourcesByPath(services.widgets),
      imageHosts: services.imageHosts,
    }),
    healthCheck,
    readinessCheck({
      probes: { ...serviceProbes(services), ...options.readiness?.probes },
      timeoutMs: OPERATIONS.readinessTimeoutMs,
      cacheMs: OPERATIONS.readinessCacheMs,
      draining: options.readiness?.draining,
    }),
    cacheAdminStep(options.cacheAdmin, services.throttles),
    // The local tracking collector's events, behind the same credentials (decision 0067).
    trackingViewerStep(options.cacheAdmin, services.throttles, services.tracking.recorded),
    ...(options.assets ? [options.assets] : []),
    imageRoutes(),
    manualRoutes(services.commerce),
    paymentWebhook(webhookPath, services),
    ...(options.hostSteps ?? []),
    // A Host that is no host is a 400 before any page or sitemap is looked at.
    originCheck,
    marketStep,
    // Per client address, after the market (the 429 page is in the visitor's language), before the
    // session reads a form: every POST and quick search (issue 22 item 8, decision 0054).
    rateLimitStep(services.throttles, options.rateLimits),
    // Before the session: robots.txt and sitemaps are public and cached, so they set no cookies.
    sitemapRoutes(services),
    // SPEC §2 GET /cms: the registered component names, public like the sitemaps.
    cmsComponentsRoute(),
    sessionStep,
    flagsStep,
    routingStep(services),
    // Last before the page: the head's files are hinted while the loaders read the page's data.
    earlyHintsStep(() => links),
  ];
  return {
    handle: createPipeline(steps, sharedCacheGuard(remix.page)),
    setBuild(next: ServerBuild, pageChunks?: PageChunks) {
      links = documentLinks(next);
      remix.setBuild(next, pageChunks);
    },
  };
}
