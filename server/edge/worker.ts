/**
 * The storefront's workerd host (issue 18 item 1, decisions 0035 and 0039): a module worker whose
 * `fetch` runs the same runtime-neutral request pipeline as the Node host (server/pipeline), with
 * services built from the worker's `env` (server/edge/services.ts), host facts from the request, and
 * the static step over the worker's static assets. No host steps (the local payment provider is
 * Node's), no compression (Cloudflare compresses at its edge). HTML streams to browsers and arrives
 * whole for bots: the same app/entry.server.tsx decides.
 *
 * Built by `npm run build:edge` (remix.config.js with REMIX_TARGET=edge) into build/edge/index.js.
 */

import { waitUntil } from "cloudflare:workers";
import * as build from "@remix-run/dev/server-build";
import type { ServerBuild } from "@remix-run/server-runtime";
import { adyenWebSources } from "../http/security";
import { shopFileMounts } from "../http/shop-files";
import { staticFiles } from "../http/static";
import { PAYMENT_WEBHOOK_PATH } from "../http/webhook";
import { createShopPipeline } from "../pipeline";
import { sessionSecrets } from "../session/cookies";
import { type AssetsBinding, workerAssets } from "./assets";
import { readEdgeEnv } from "./env";
import { EDGE_ROOMS_ADDRESS, routeRoomRequest, stockWebhook } from "./rooms";
import type { DurableNamespace } from "./rooms/runtime";
import { createEdgeServices } from "./services";

// The Durable Object classes of wrangler.toml (decision 0040).
export { CartRoom, StockIndex } from "./rooms";
export { Throttles } from "./throttles";

/** The worker's bindings: ASSETS (wrangler.toml `[assets]`) and the configuration strings. */
export interface WorkerEnv {
  ASSETS: AssetsBinding;
  CART_ROOMS: DurableNamespace;
  STOCK_INDEX: DurableNamespace;
  THROTTLES: DurableNamespace;
  [name: string]: unknown;
}

interface Shop {
  handle: ReturnType<typeof createShopPipeline>["handle"];
  services: ReturnType<typeof createEdgeServices>;
}

/** One pipeline per isolate, built on its first request (a worker's `env` arrives with the request). */
let shop: Promise<Shop> | undefined;

function createShop(bindings: WorkerEnv): Promise<Shop> {
  return Promise.resolve().then(async () => {
    const env = readEdgeEnv(bindings);
    const assets = workerAssets(bindings.ASSETS);
    const objects = { ...bindings, waitUntil };
    const services = createEdgeServices(env, assets, objects);
    const { handle } = createShopPipeline({
      services,
      build: build as unknown as ServerBuild,
      mode: env.NODE_ENV,
      sessionSecrets: sessionSecrets({ SESSION_SECRET: env.SESSION_SECRET, NODE_ENV: env.NODE_ENV }),
      rooms: EDGE_ROOMS_ADDRESS,
      adyenWeb: adyenWebSources({
        ADYEN_API_KEY: env.ADYEN_API_KEY,
        ADYEN_CLIENT_KEY: env.ADYEN_CLIENT_KEY,
        ADYEN_ENVIRONMENT: env.ADYEN_ENVIRONMENT,
      }),
      // Cloudflare is the proxy: the scheme is the URL's and the client is CF-Connecting-IP.
      trustProxy: false,
      webhookPath: PAYMENT_WEBHOOK_PATH,
      assets: staticFiles(shopFileMounts(assets.files)),
      // The catch-all's page-kind chunks its pages preload (decision 0077), as `build:edge` wrote them.
      pageChunks: await assets.pageChunks(),
      // Stock changes for the rooms (from the local services, or the platform's subscription).
      hostSteps: [stockWebhook({ ...objects, STOCK_WEBHOOK_SECRET: env.STOCK_WEBHOOK_SECRET })],
    });
    return { handle, services };
  });
}

/** The SKUs a cart holds, for a room that opens (the Node room server reads them the same way). */
async function cartSkus({ services }: Shop, cartId: string): Promise<string[]> {
  const cart = await services.commerce.getCart(cartId);
  return (cart?.lineItems ?? []).flatMap((line) => (line.variant.sku ? [line.variant.sku] : []));
}

/** What only the host knows, from the request itself: no raw target, so the rules read the URL's path. */
export function hostFacts(request: Request) {
  const url = new URL(request.url);
  return {
    https: url.protocol === "https:",
    hostname: url.hostname,
    clientIp: request.headers.get("CF-Connecting-IP") ?? "",
  };
}

export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    shop ??= createShop(env);
    let current: Shop;
    try {
      current = await shop;
    } catch (error) {
      // A configuration error is logged and answered 503; the next request tries again.
      shop = undefined;
      console.error(error instanceof Error ? error.message : error);
      return new Response("Service Unavailable", { status: 503, headers: { "Retry-After": "30" } });
    }
    // SPEC §7: a cart room's websocket goes to the cart's Durable Object before any page rule.
    try {
      const room = await routeRoomRequest(request, env, { cartSkus: (cartId) => cartSkus(current, cartId) });
      if (room) return room;
    } catch (error) {
      // A room that cannot be reached costs the live updates only, never a runtime error page.
      console.error("Rooms: routing a socket failed", error);
      return new Response("Service Unavailable", { status: 503, headers: { "Retry-After": "5" } });
    }
    return current.handle(request, hostFacts(request));
  },
};
