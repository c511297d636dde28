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
import "./node-require";
import * as build from "@remix-run/dev/server-build";
import type { ServerBuild } from "@remix-run/server-runtime";
import { adyenWebSources } from "../http/security";
import { shopFileMounts } from "../http/shop-files";
import { staticFiles } from "../http/static";
import { PAYMENT_WEBHOOK_PATH } from "../http/webhook";
import { createShopPipeline } from "../pipeline";
import { type AssetsBinding, workerAssets } from "./assets";
import { readEdgeEnv } from "./env";
import { createEdgeServices, edgeRoomsSettings } from "./services";

/** The worker's bindings: ASSETS (wrangler.toml `[assets]`) and the configuration strings. */
export interface WorkerEnv {
  ASSETS: AssetsBinding;
  [name: string]: unknown;
}

type Handle = ReturnType<typeof createShopPipeline>["handle"];

/** One pipeline per isolate, built on its first request (a worker's `env` arrives with the request). */
let shop: Promise<Handle> | undefined;

function createShop(bindings: WorkerEnv): Promise<Handle> {
  return Promise.resolve().then(() => {
    const env = readEdgeEnv(bindings);
    const assets = workerAssets(bindings.ASSETS);
    const services = createEdgeServices(env, assets);
    return createShopPipeline({
      services,
      build: build as unknown as ServerBuild,
      mode: env.NODE_ENV,
      sessionSecrets: env.SESSION_SECRET.split(",").filter(Boolean),
      rooms: edgeRoomsSettings(env),
      adyenWeb: adyenWebSources({
        ADYEN_API_KEY: env.ADYEN_API_KEY,
        ADYEN_CLIENT_KEY: env.ADYEN_CLIENT_KEY,
        ADYEN_ENVIRONMENT: env.ADYEN_ENVIRONMENT,
      }),
      // Cloudflare is the proxy: the scheme is the URL's and the client is CF-Connecting-IP.
      trustProxy: false,
      webhookPath: PAYMENT_WEBHOOK_PATH,
      assets: staticFiles(shopFileMounts(assets.files)),
    }).handle;
  });
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
    let handle: Handle;
    try {
      handle = await shop;
    } catch (error) {
      // A configuration error is logged and answered 503; the next request tries again.
      shop = undefined;
      console.error(error instanceof Error ? error.message : error);
      return new Response("Service Unavailable", { status: 503, headers: { "Retry-After": "30" } });
    }
    return handle(request, hostFacts(request));
  },
};
