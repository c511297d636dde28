import { readFileSync } from "node:fs";
import path from "node:path";
import { memoryThrottles, type Throttles } from "./account";
import { createAddressValidation } from "./address-validation";
import type { RenderedPages } from "./caching/rendered-pages";
import { createCaseManagement } from "./care";
import { clockFromSetting } from "./clock";
import { createCmsLoader } from "./cms";
import { diskCms } from "./cms/disk";
import { type CommercePort, createCommerce } from "./commerce";
import { consentSettings } from "./consent";
import { faultsFromEnv } from "./faults";
import type { PageChunks } from "./http/page-chunks";
import { imageCheckPort, imageHosts } from "./images";
import { createMail } from "./mail";
import type { Market } from "./market";
import { newsletterPort } from "./newsletter";
import type { PortObserver } from "./observed-ports";
import { createMyOrders } from "./orders";
import { createPayments } from "./payments";
import type { Sha1 } from "./pipeline/respond";
import { recommendationPort } from "./recommendations";
import { nodeRoomsConfig, type RoomBus } from "./rooms";
import type { RequestFlags } from "./routing/flags";
import { createSearch } from "./search";
import { composeServices, type Services } from "./services";
import type { Session } from "./session";
import { socialPortsFromEnv } from "./social/node";
import { trackingPort } from "./tracking";
import { createVat } from "./vat";
import { widgetSettings } from "./widgets";

export type { Services } from "./services";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    market: Market;
    /** Nonce of this response's Content-Security-Policy, for the scripts React renders. */
    cspNonce: string;
    /** The server's services; routes reach server/ only through these (and import only its types). */
    services: Services;
    /** The visitor's CSRF token, client type and form reader (server/session). */
    session: Session;
    /** The query flags of SPEC §2 for this request (server/routing/flags.ts). */
    flags: RequestFlags;
    /**
     * The client's IP address (the host's, which follows TRUST_PROXY as Express's req.ip did); "" when unknown. Failed
     * sign-ins are also counted per client (LIMITS.loginFailuresPerIp).
     */
    clientIp: string;
    /** The request's id (X-Request-Id, server/http/request-id.ts), shown on the error page. */
    requestId: string;
    /** The catch-all's page-kind chunks of the running build, which its pages preload (decision 0077). */
    pageChunks?: PageChunks;
    /** The host's synchronous SHA-1 for ETags (node:crypto on Node, decision 0087); Web Crypto's when absent. */
    sha1?: Sha1;
    /**
     * Shared pages kept as rendered, served while their data is unchanged (the Node host's; decision
     * 0089). Without it every page renders.
     */
    renderedPages?: RenderedPages;
    /** Whether a pipeline step has set a cookie on this answer (which makes it private: server/caching/guard.ts). */
    stepsSetCookies?: () => boolean;
    /** Tells the host which route rendered the page (app/entry.server.tsx), for the metrics' route label. */
    observeRoute?: (routeId: string) => void;
  }
}

/**
 * The Node host's services (issue 18 item 1, decision 0039): each port from the environment, the
 * production adapter where its variables are set and the embedded default otherwise, composed by
 * server/services.ts as the edge composes its own. One instance per process, created by
 * server/index.ts; the environment is read by the caller, once.
 */
export async function createServices({
  paymentWebhookUrl,
  env,
  roomBus,
  throttles = memoryThrottles(),
  observe,
  commerce = createCommerce(env),
}: {
  paymentWebhookUrl: string;
  env: Record<string, string | undefined>;
  /** The bus the host's room server listens on (server/rooms/server.ts). */
  roomBus: RoomBus;
  /**
   * Where the limits count: Redis when REDIS_URL is set (server/redis, issue 22 item 6), else this
   * process's memory, where behind a balancer each Node process counts alone (decision 0041).
   */
  throttles?: Throttles;
  /** Told every outbound call's duration and outcome per port (the host's /metrics). */
  observe?: PortObserver;
  /** The platform, when the caller has one already (a test counting its statements); else from env. */
  commerce?: CommercePort;
}): Promise<Services> {
  // First: a fault plan that production refuses stops the start before anything is opened.
  const faults = faultsFromEnv(env);
  const mail = createMail(env);
  return composeServices({
    commerce,
    // Builds the local index on first start and follows stock changes (server/search).
    search: await createSearch(commerce, env),
    cms: createCmsLoader(diskCms(path.resolve("cms")), { cache: env.NODE_ENV !== "development" }),
    mail,
    payments: createPayments(env, { webhookUrl: paymentWebhookUrl }),
    vat: createVat(env),
    caseManagement: createCaseManagement(env),
    addressValidation: createAddressValidation(env),
    newsletter: newsletterPort(env, mail),
    myOrders: createMyOrders(env),
    roomBus,
    rooms: nodeRoomsConfig(env),
    throttles,
    observe,
    version: JSON.parse(readFileSync("package.json", "utf8")).version as string,
    clock: clockFromSetting(env.SHOP_CLOCK),
    faults,
    tracking: trackingPort(env),
    consent: consentSettings(env),
    recommendations: recommendationPort(env, commerce),
    social: socialPortsFromEnv(env, commerce),
    widgets: widgetSettings(env),
    images: imageCheckPort(env),
    imageHosts: imageHosts(env),
  });
}
