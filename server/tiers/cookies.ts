/**
 * SPEC §3 "Cookies": the customer-group cookie (a year) and the customer-id cookie, set at sign-in and
 * cleared at log-out (SPEC §4 "Logout clears the user and the auth cookie and customer group
 * cookie"). Names and attributes come from config/cookies.ts: `customer_group` lax and readable by
 * the page, `customer_id` signed and HTTP-only.
 *
 * Neither decides anything the shop shows: prices and the personalised discount come from the
 * signed-in customer the auth cookie names, read from the platform on each request (server/tiers),
 * so a forged `customer_group=tier-1` buys nothing. Both are personal cookies (config/caching.ts),
 * so a page requested with them is never stored in, nor served from, a shared cache (decision 0047).
 * Strictly necessary for the signed-in session the visitor asked for: no consent asked (decision 0062).
 */
import { shopCookie } from "../session/cookies";
import type { Tier } from "./tier";

const https = (request: Request) => new URL(request.url).protocol === "https:";

/** The Set-Cookie headers of a signed-in customer's tier and id, or (null) the ones that clear both. */
export async function tierCookieHeaders(
  request: Request,
  signedIn: { customerId: string; tier: Tier } | null,
): Promise<string[]> {
  const group = shopCookie("customerGroup", { https: https(request) });
  const id = shopCookie("customerId", { https: https(request) });
  if (!signedIn) return [await group.serialize("", { maxAge: 0 }), await id.serialize("", { maxAge: 0 })];
  return [await group.serialize(signedIn.tier), await id.serialize(signedIn.customerId)];
}
