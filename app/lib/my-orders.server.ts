import { type AppLoadContext, json } from "@remix-run/server-runtime";
import { pageTitle } from "../i18n.server";

/**
 * What the token pages send (issue 17.2): the token is in their URL, so they are never stored by any
 * cache, never indexed, and send no Referer to what they link to (a product page, another site).
 */
export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The longest token read; a real one is about 80 characters. */
const MAX_TOKEN = 256;

/**
 * The customer the request's `token` opens, or the page that says why it opens nothing: 403 for a
 * missing, altered or foreign token, 410 for an expired one (thrown, rendered by the route).
 */
export async function tokenCustomer(context: AppLoadContext, url: URL) {
  const token = (url.searchParams.get("token") ?? "").slice(0, MAX_TOKEN);
  const reading = await context.services.orders.readToken(token);
  if (reading.ok) return { customerId: reading.customerId, token };
  const key = reading.problem === "expired" ? "token.expired.heading" : "token.invalid.heading";
  const title = await pageTitle(context.market, key, "orders");
  throw json(
    { problem: reading.problem, title },
    { status: reading.problem === "expired" ? 410 : 403, headers: PRIVATE_HEADERS },
  );
}
