/**
 * The storefront's Node host: a node:http server that turns each request into a Fetch Request, runs
 * the shop's runtime-neutral request pipeline (server/pipeline, issue 18 item 1, decision 0035) and
 * streams its Response back. What only Node does stays here: static files from disk, compression,
 * the slow-client timeouts and connection cap, the cart rooms' websocket server on its own port,
 * the local payment provider's pages, the development rebuild watch and graceful shutdown. Started
 * by `npm start` (scripts/start.mjs) or `npm run dev`.
 */
import { createHash } from "node:crypto";
import { existsSync, statSync, watch } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import { COUNTRIES, DEFAULT_COUNTRY, HTTP_LIMITS, PORTS, TIMINGS } from "../config";
import { RENDERED_PAGES } from "../config/caching";
import { OPERATIONS } from "../config/operations";
import { RenderedPages } from "./caching/rendered-pages";
import { createServices } from "./context";
import { cacheAdminSettings } from "./http/cache-admin";
import { adyenWebSources } from "./http/security";
import { shopFileMounts } from "./http/shop-files";
import { staticFiles } from "./http/static";
import { responseCompression } from "./node/compress";
import { diskFiles } from "./node/files";
import { nodeListener, trustFunction } from "./node/http";
import { createNodeLogger, routeConsole } from "./node/log";
import { createMetrics, metricsAddress, startMetricsServer } from "./node/metrics";
import { observedListener } from "./node/observe";
import { readPageChunks } from "./node/page-chunks";
import { LocalPayments, localPaymentRoutes, PAYMENT_WEBHOOK_PATH } from "./payments";
import { createShopPipeline } from "./pipeline";
import { connectScaleOut } from "./redis";
import { startCacheBroadcast } from "./redis/cache-broadcast";
import { createInProcessBus, nodeRoomsConfig, roomsPort } from "./rooms";
import { startRoomServer } from "./rooms/server";
import { sessionSecrets } from "./session/cookies";
import { startDevelopmentProvider } from "./social/local-provider";

// The environment is read here, once, and passed on as configuration (issue 18 item 2).
const ENV = process.env;
// Structured JSON lines (pino) from here on, each carrying its request's id (issue 22 item 7).
const logger = createNodeLogger({ level: ENV.LOG_LEVEL });
routeConsole(logger);
const MODE = ENV.NODE_ENV === "development" ? "development" : "production";
const BUILD_PATH = path.resolve("build/index.js");
const PORT = Number(ENV.PORT ?? PORTS.app);
const HOST = ENV.HOST ?? "127.0.0.1";
const ROOMS = nodeRoomsConfig(ENV);
const ROOMS_PORT = roomsPort(ENV);
// Production refuses to start without SESSION_SECRET, before anything else is opened.
const SESSION_SECRETS = sessionSecrets(ENV);

async function importBuild(): Promise<ServerBuild> {
  if (!existsSync(BUILD_PATH))
    throw new Error("No build found: run `npm run build` (npm start does it for you).");
  // The query busts Node's module cache when the dev compiler writes a new build.
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${statSync(BUILD_PATH).mtimeMs}`);
}

const build = await importBuild();
// Several storefront processes behind one balancer share the rooms' bus, the rooms' places and the
// limits through Redis (issue 22 item 6, decision 0053); one process keeps them in memory.
const scaleOut = ENV.REDIS_URL
  ? await connectScaleOut(ENV.REDIS_URL, { maxPerCart: TIMINGS.websocket.maxConnectionsPerCart })
  : undefined;
const roomBus = scaleOut?.bus ?? createInProcessBus();
// Prometheus metrics on their own port (METRICS_PORT) of METRICS_HOST (loopback), when configured.
const METRICS = metricsAddress(ENV);
let openRoomConnections = () => 0;
const metrics =
  METRICS === undefined ? undefined : createMetrics({ openRoomConnections: () => openRoomConnections() });
let draining = false;
// Development only: the local OpenID provider as "google", when none is configured (decision 0061).
const localOidc = await startDevelopmentProvider(ENV, {
  port: PORT,
  countryCodes: Object.values(COUNTRIES).map((c) => c.countryCode),
  defaultCountry: DEFAULT_COUNTRY,
});
const services = await createServices({
  observe: metrics?.observe,
  env: localOidc ? { ...ENV, ...localOidc.env } : ENV,
  roomBus,
  throttles: scaleOut?.throttles,
  paymentWebhookUrl: `http://${HOST === "0.0.0.0" ? "127.0.0.1" : HOST}:${PORT}${PAYMENT_WEBHOOK_PATH}`,
});
/**
 * The cache admin's settings; with Redis its clearing is broadcast to every storefront process, the
 * subscription acknowledged before this process serves (so no clearing sent meanwhile is lost).
 */
async function cacheAdmin() {
  const settings = cacheAdminSettings(ENV);
  if (!settings || !scaleOut) return settings;
  return { ...settings, clear: (await startCacheBroadcast(scaleOut.bus)).clear };
}
/** The kept rendered pages (RENDERED_PAGES_MB, 0 for none); a development build renders every page. */
function renderedPages(): RenderedPages | undefined {
  const setting = ENV.RENDERED_PAGES_MB?.trim();
  const megabytes = setting === undefined || setting === "" ? RENDERED_PAGES.maxMegabytes : Number(setting);
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    throw new Error(
      `RENDERED_PAGES_MB must be a number of megabytes, 0 or more (0 keeps no pages), not "${setting}"`,
    );
  }
  if (MODE === "development" || megabytes === 0) return undefined;
  return new RenderedPages({
    maxBytes: megabytes * 1_000_000,
    maxPageBytes: RENDERED_PAGES.maxPageBytes,
    maxAgeMs: RENDERED_PAGES.maxAgeSeconds * 1000,
  });
}
// Behind a TLS-terminating proxy, TRUST_PROXY names the proxy, so HTTPS and the client IP are right.
const trust = trustFunction(ENV.TRUST_PROXY);
const pipeline = createShopPipeline({
  services,
  build,
  mode: MODE,
  sessionSecrets: SESSION_SECRETS,
  rooms: ROOMS.address,
  adyenWeb: adyenWebSources(ENV),
  trustProxy: Boolean(ENV.TRUST_PROXY),
  webhookPath: PAYMENT_WEBHOOK_PATH,
  assets: staticFiles(shopFileMounts(diskFiles)),
  pageChunks: readPageChunks(build),
  // Pages' and data answers' ETags hashed at once, not as a Web Crypto job (the same values; decision 0087).
  sha1: (bytes) => createHash("sha1").update(bytes).digest(),
  // Shared pages served again as rendered while their data is unchanged (decision 0089).
  renderedPages: renderedPages(),
  // The local test provider's hosted page (under the reserved /__ prefix, never a shop page).
  hostSteps: services.payments instanceof LocalPayments ? [localPaymentRoutes(services.payments)] : [],
  // Per-address limits on posts and quick search (config RATE_LIMITS); off for a load test.
  rateLimits: ENV.RATE_LIMITS === "off" ? null : undefined,
  // SPEC §6: the shop cache admin, with CACHE_ADMIN_USER and CACHE_ADMIN_PASSWORD; with Redis it
  // empties every process's caches (decision 0057).
  cacheAdmin: await cacheAdmin(),
  readiness: {
    probes: scaleOut ? { redis: scaleOut.ping } : {},
    draining: () => draining,
  },
});

// Compression stays Node's (Cloudflare compresses at its edge); it wraps the streamed response.
const compress = responseCompression();
const observed = observedListener(nodeListener(pipeline.handle, trust), { logger, metrics, trust });
const server = createServer(
  {
    // Slow clients cannot hold connections: headers and whole requests must arrive in time, checked
    // every second (Node checks every 30 s by default), and the number of open connections is capped.
    headersTimeout: HTTP_LIMITS.headersTimeoutMs,
    requestTimeout: HTTP_LIMITS.requestTimeoutMs,
    connectionsCheckingInterval: 1000,
  },
  // `compression` is Connect-style middleware: it wraps node:http's own req and res.
  (req, res) => compress(req as never, res as never, () => void observed.handler(req, res)),
);
server.maxConnections = HTTP_LIMITS.maxConnections;

// SPEC §7: the cart rooms on their own port.
const rooms = startRoomServer({
  port: ROOMS_PORT,
  host: HOST,
  bus: roomBus,
  secrets: ROOMS.secrets,
  maxPerCart: TIMINGS.websocket.maxConnectionsPerCart,
  slots: scaleOut?.roomSlots,
  cartSkus: async (cartId) =>
    ((await services.commerce.getCart(cartId))?.lineItems ?? []).flatMap((l) =>
      l.variant.sku ? [l.variant.sku] : [],
    ),
});
rooms.wss.on("listening", () => console.info(`Cart rooms listening on ${HOST}:${ROOMS_PORT}`));
openRoomConnections = rooms.open;
const metricsServer =
  metrics && METRICS ? await startMetricsServer(metrics, METRICS.port, METRICS.host) : undefined;
if (metricsServer && METRICS) console.info(`Metrics on http://${METRICS.host}:${METRICS.port}/metrics`);

server.listen(PORT, HOST, () => {
  const base = (cc: string) => `http://${cc === DEFAULT_COUNTRY ? "" : `${cc}.`}localhost:${PORT}`;
  console.info(`Shop listening on ${HOST}:${PORT} (${MODE})`);
  for (const c of Object.values(COUNTRIES)) console.info(`  ${c.label.padEnd(15)} ${base(c.countryCode)}`);
  if (MODE === "development") broadcastDevReady(build);
});

if (MODE === "development") {
  // `remix dev --manual` rewrites build/version.txt after each rebuild.
  watch(path.dirname(BUILD_PATH), async (_event, file) => {
    if (file !== "version.txt") return;
    const next = await importBuild();
    pipeline.setBuild(next, readPageChunks(next));
    broadcastDevReady(next);
  });
}

/**
 * Graceful shutdown (issue 22 item 7): /readyz answers 503 at once, the server stops accepting
 * connections, requests being served finish (idle keep-alive connections are closed as they become
 * idle), room sockets are closed with "Service Restart" so partysocket reconnects elsewhere, Redis
 * and the metrics port are closed, and the process exits 0. Requests still running after
 * OPERATIONS.shutdownDrainMs are cut off and the exit is 1.
 */
async function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  console.info(`${signal} received: draining ${observed.inFlight()} request(s)`);
  setTimeout(() => {
    console.error(`Shutdown: requests still running after ${OPERATIONS.shutdownDrainMs} ms are cut off`);
    server.closeAllConnections();
    process.exit(1);
  }, OPERATIONS.shutdownDrainMs).unref();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await Promise.all([closed, rooms.close(OPERATIONS.roomsCloseGraceMs)]);
  clearInterval(idle);
  await Promise.allSettled([
    scaleOut?.close(),
    localOidc?.close(),
    new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve())),
  ]);
  console.info("Shutdown: drained, exiting");
  logger.flush?.();
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
