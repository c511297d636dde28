import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/server-runtime";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createServices } from "../../server/context";
import type { FaultPort, FaultSwitch } from "../../server/faults";
import type { CacheAdminSettings } from "../../server/http/cache-admin";
import { nodeListener } from "../../server/node/http";
import { LocalPayments, localPaymentRoutes, PAYMENT_WEBHOOK_PATH } from "../../server/payments";
import { createShopPipeline } from "../../server/pipeline";
import { createInProcessBus, nodeRoomsConfig } from "../../server/rooms";
import { embeddedTestEnv } from "./embedded-env";

/**
 * The whole storefront in this test's process (issue 22 items 3 and 5): the production build's
 * routes (`npm run build` first: only `*.after-build.test.ts` suites use this) over the shop's own
 * pipeline and services on the embedded defaults (a seeded platform in memory, everything else in a
 * temporary folder), behind a node:http server on a free loopback port. Its fault switch is on with
 * no fault (`FAULTS=""`), so a test turns any port off, slow and on again while the shop runs: the
 * switch lives in this process only, no endpoint reaches it (decision 0054).
 */
export async function startInProcessShop({
  products = 40,
  env: extra = {},
  cacheAdmin,
}: {
  products?: number;
  /** More of the environment (a production adapter's URL), over the embedded defaults below. */
  env?: Record<string, string>;
  /** The operator's credentials (the cache admin and the tracking viewer); off without. */
  cacheAdmin?: CacheAdminSettings;
} = {}) {
  const buildPath = path.resolve("build/index.js");
  if (!existsSync(buildPath)) throw new Error("No build: run `npm run build` first.");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const dir = mkdtempSync(path.join(tmpdir(), "in-process-shop-"));
  const env: Record<string, string> = {
    ...embeddedTestEnv(dir),
    FAULTS: "",
    SESSION_SECRET: "in-process-shop-secret",
    // The German addresses step asks the (embedded) address validation, so its port is exercised.
    ADDRESS_VALIDATION_COUNTRIES: "de",
    ...extra,
  };
  const db = openDatabase(":memory:");
  seedIfEmpty(db, products);
  const engine = new LocalCommerce(db);
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const services = await createServices({
    env,
    commerce: engine,
    roomBus: createInProcessBus(),
    paymentWebhookUrl: `http://127.0.0.1:${port}${PAYMENT_WEBHOOK_PATH}`,
  });
  const pipeline = createShopPipeline({
    services,
    build,
    mode: "production",
    sessionSecrets: [env.SESSION_SECRET ?? ""],
    rooms: nodeRoomsConfig(env).address,
    trustProxy: false,
    webhookPath: PAYMENT_WEBHOOK_PATH,
    hostSteps: services.payments instanceof LocalPayments ? [localPaymentRoutes(services.payments)] : [],
    // Every test client posts from 127.0.0.1: the per-address limits are the rate-limit suite's.
    rateLimits: null,
    cacheAdmin,
  });
  server.on("request", nodeListener(pipeline.handle));
  const faults = services.faults as FaultSwitch;
  // The switch is asked on every call of a port: what a request asked it is which ports it used.
  const used = new Set<FaultPort>();
  const faultOf = faults.faultOf;
  faults.faultOf = (port) => {
    used.add(port);
    return faultOf(port);
  };
  return {
    port,
    services,
    engine,
    faults,
    /** The ports called while `work` ran, its tracking included (nothing else must run meanwhile). */
    async portsUsedBy<T>(work: () => Promise<T>): Promise<{ result: T; ports: FaultPort[] }> {
      used.clear();
      const result = await work();
      // Tracking is sent after the answer (decision 0055): its calls belong to this request too.
      await services.tracking.settled();
      return { result, ports: [...used] };
    },
    /** The mail the shop has sent (the local outbox's folder). */
    outbox: env.MAIL_OUTBOX_DIR,
    async close() {
      faults.set("");
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type InProcessShop = Awaited<ReturnType<typeof startInProcessShop>>;
