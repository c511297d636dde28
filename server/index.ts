/**
 * The storefront's HTTP server: Express 4 with the Remix handler, compression, security headers,
 * static assets and health check, and the cart rooms' websocket server on its own port. Started by
 * `npm start` (scripts/start.mjs) or `npm run dev`.
 */
import { existsSync, statSync, watch } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { COUNTRIES, DEFAULT_COUNTRY, HTTP_LIMITS, PORTS, TIMINGS } from "../config";
import { createServices, loadContextFactory, marketMiddleware } from "./context";
import { imageRoutes } from "./http/images";
import { manualRoutes } from "./http/manuals";
import { originMiddleware } from "./http/origin";
import { allowedMethods, bodyLimit, proxyHeaders, shopBodyLimit } from "./http/request-guards";
import { securityHeaders } from "./http/security";
import { LocalPayments, localPaymentRoutes, PAYMENT_WEBHOOK_PATH } from "./payments";
import { roomsPort, startRoomServer } from "./rooms";
import { routingMiddleware } from "./routing";
import { flagsMiddleware } from "./routing/flags";
import { guardLanguageParam } from "./routing/lang-guard";
import { sitemapRoutes } from "./routing/sitemaps";
import { sessionMiddleware } from "./session";

const MODE = process.env.NODE_ENV === "development" ? "development" : "production";
const BUILD_PATH = path.resolve("build/index.js");
const PORT = Number(process.env.PORT ?? PORTS.app);
const HOST = process.env.HOST ?? "127.0.0.1";

async function importBuild(): Promise<ServerBuild> {
  if (!existsSync(BUILD_PATH))
    throw new Error("No build found: run `npm run build` (npm start does it for you).");
  // The query busts Node's module cache when the dev compiler writes a new build.
  return import(`${pathToFileURL(BUILD_PATH).href}?t=${statSync(BUILD_PATH).mtimeMs}`);
}

let build = await importBuild();
const app = express();
app.disable("x-powered-by");
// Behind a TLS-terminating proxy, TRUST_PROXY (e.g. "1") makes req.secure and the client IP correct.
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);

app.use(allowedMethods);
app.use(proxyHeaders(Boolean(process.env.TRUST_PROXY)));
app.use(bodyLimit(shopBodyLimit(PAYMENT_WEBHOOK_PATH)));
app.use(compression());
app.use(securityHeaders);
app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
});
// Hashed build assets never change under their name.
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", fallthrough: false }));
app.use("/locales", express.static("locales", { maxAge: "1h", fallthrough: false }));
app.use(express.static("public", { maxAge: "1h" }));
app.use(imageRoutes());
const services = await createServices({
  paymentWebhookUrl: `http://${HOST === "0.0.0.0" ? "127.0.0.1" : HOST}:${PORT}${PAYMENT_WEBHOOK_PATH}`,
});
app.use(manualRoutes(services.commerce));
// The payment provider's notifications: HMAC-signed (checked per item), so no session or CSRF token.
app.post(PAYMENT_WEBHOOK_PATH, express.json({ limit: HTTP_LIMITS.webhookBodyBytes }), async (req, res) => {
  try {
    await services.checkout.notify(services.payments.verifyNotifications(req.body));
    res.type("text/plain").send("[accepted]");
  } catch (error) {
    // The provider retries a notification that was not accepted.
    console.error("Payment notification failed", error);
    res.status(500).type("text/plain").send("[failed]");
  }
});
// The local test provider's hosted page (under the reserved /__ prefix, never a shop page).
if (services.payments instanceof LocalPayments) app.use(localPaymentRoutes(services.payments));
// A Host that is no host is a 400 before any page or sitemap is looked at.
app.use(originMiddleware);
app.use(marketMiddleware);
// Before the session: robots.txt and sitemaps are public and cached, so they set no cookies.
app.use(sitemapRoutes(services));
app.use(sessionMiddleware);
app.use(flagsMiddleware);
app.use(routingMiddleware(services));
const getLoadContext = loadContextFactory(services);
const remixHandler = (serverBuild: ServerBuild) =>
  createRequestHandler({ build: guardLanguageParam(serverBuild), mode: MODE, getLoadContext });
let handleRequest = remixHandler(build);
app.all("*", (req, res, next) => handleRequest(req, res, next));

// SPEC §7: the cart rooms on their own port.
const rooms = startRoomServer({
  port: roomsPort(),
  host: HOST,
  bus: services.rooms.bus,
  maxPerCart: TIMINGS.websocket.maxConnectionsPerCart,
  cartSkus: async (cartId) =>
    ((await services.commerce.getCart(cartId))?.lineItems ?? []).flatMap((l) =>
      l.variant.sku ? [l.variant.sku] : [],
    ),
});
rooms.wss.on("listening", () => console.info(`Cart rooms listening on ${HOST}:${roomsPort()}`));

// Slow clients cannot hold connections: headers and whole requests must arrive in time, checked
// every second (Node checks every 30 s by default), and the number of open connections is capped.
const server = createServer(
  {
    headersTimeout: HTTP_LIMITS.headersTimeoutMs,
    requestTimeout: HTTP_LIMITS.requestTimeoutMs,
    connectionsCheckingInterval: 1000,
  },
  app,
);
server.maxConnections = HTTP_LIMITS.maxConnections;
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
    build = await importBuild();
    handleRequest = remixHandler(build);
    broadcastDevReady(build);
  });
}

function shutdown(signal: string) {
  console.info(`${signal} received: closing the server`);
  void rooms.close();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after 10 s are cut off.
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
