/**
 * The my-orders port (SPEC §2 account menu "my orders (external, token)", §7 "My orders: GET
 * getUrlWithToken with the email query"): where a signed-in customer sees their orders. The
 * production adapter asks the self-service site for a tokenised URL for the customer's e-mail; the
 * embedded default hands out a link to the shop's own pages with a signed token (./token.ts).
 * Chosen from the environment in one place, `createMyOrders`.
 */
import { z } from "zod";
import { ROUTES, TIMINGS } from "../../config";
import type { Market } from "../market";
import { issueOrdersToken } from "./token";

export interface MyOrdersPort {
  /**
   * The page of the customer's orders: an absolute https URL of the self-service site, or a path of
   * this shop (embedded default). Null when the service gave no usable answer. Never throws.
   */
  linkFor(customer: { id: string; email: string }, market: Market): Promise<string | null>;
}

/**
 * The self-service site's answer, read as JSON `{ "url": "https://…" }` (SPEC §7 names only the
 * call). Only an https URL on `siteHost` is taken: the shop redirects its customer there, so an
 * answer pointing anywhere else (a tampered or misconfigured service) must not become an open
 * redirect. Null for anything else.
 */
export function parseMyOrdersAnswer(body: unknown, siteHost: string): string | null {
  const parsed = z.object({ url: z.url().max(2048) }).safeParse(body);
  if (!parsed.success) return null;
  const url = new URL(parsed.data.url);
  if (url.protocol !== "https:" || url.host !== siteHost || url.username || url.password) return null;
  return url.toString();
}

const myOrdersEnv = z.object({
  MY_ORDERS_URL: z.url().optional(),
  /** Host of the tokenised URLs when it differs from the API's (default: MY_ORDERS_URL's host). */
  MY_ORDERS_SITE_HOST: z.string().min(1).optional(),
  MY_ORDERS_TOKEN: z.string().min(1).optional(),
  MY_ORDERS_USER: z.string().min(1).optional(),
  MY_ORDERS_PASSWORD: z.string().min(1).optional(),
});

/** The Authorization header of the environment: a bearer token, or basic auth, or none. */
function authorization(env: z.infer<typeof myOrdersEnv>): Record<string, string> {
  if (env.MY_ORDERS_TOKEN) return { Authorization: `Bearer ${env.MY_ORDERS_TOKEN}` };
  if (env.MY_ORDERS_USER && env.MY_ORDERS_PASSWORD)
    return {
      Authorization: `Basic ${Buffer.from(`${env.MY_ORDERS_USER}:${env.MY_ORDERS_PASSWORD}`).toString("base64")}`,
    };
  return {};
}

/** The embedded default: this shop's my-orders pages, in the request's language, behind a signed token. */
export const embeddedMyOrders: MyOrdersPort = {
  async linkFor(customer, market) {
    return `${market.pathPrefix}${ROUTES.myOrders}?${new URLSearchParams({ token: issueOrdersToken(customer.id) })}`;
  },
};

/**
 * The self-service site when MY_ORDERS_URL is set (MY_ORDERS_TOKEN for a bearer token, or
 * MY_ORDERS_USER and MY_ORDERS_PASSWORD for basic auth), else the embedded pages. `timeoutMs`
 * defaults to TIMINGS.seconds.myOrdersTimeout. The URL, the secrets and the customer's e-mail are
 * never logged.
 */
export function createMyOrders(
  // Required: the host reads its environment once and passes it (the edge has no process.env).
  env: Record<string, string | undefined>,
  // Looked up per call, so whatever wraps the global fetch after start-up (msw in tests) is used.
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  { timeoutMs = TIMINGS.seconds.myOrdersTimeout * 1000 } = {},
): MyOrdersPort {
  const parsed = myOrdersEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid my-orders configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const { MY_ORDERS_URL: url, MY_ORDERS_SITE_HOST: siteHost } = parsed.data;
  if (!url) {
    console.info("My orders: the shop's own pages (set MY_ORDERS_URL to use the self-service site)");
    return embeddedMyOrders;
  }
  const endpoint = `${url.replace(/\/+$/, "")}/getUrlWithToken`;
  const host = siteHost ?? new URL(endpoint).host;
  const headers = { Accept: "application/json", ...authorization(parsed.data) };
  console.info("My orders: the self-service site");
  return {
    async linkFor(customer) {
      try {
        const response = await fetchImpl(`${endpoint}?${new URLSearchParams({ email: customer.email })}`, {
          headers,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const link = response.ok ? parseMyOrdersAnswer(await response.json(), host) : null;
        if (!link)
          console.warn(`My orders: no usable URL for customer ${customer.id} (HTTP ${response.status})`);
        return link;
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        // Name and message only: a network error's cause would name the service's host.
        const why = timedOut
          ? "timed out"
          : error instanceof Error
            ? `${error.name}: ${error.message}`
            : "error";
        console.warn(`My orders: asking for customer ${customer.id} failed: ${why}`);
        return null;
      }
    },
  };
}
