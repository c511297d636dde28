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
 *
 * They never outlive the sign-in that made them (decision 0065): they live a year, the auth cookie a
 * day, so a request that carries them without a valid auth cookie (gone, forged, malformed, expired,
 * of another customer, or of a session a log-out elsewhere ended) gets them cleared.
 */
import { type AuthClaims, isFresh, readAuthClaims } from "../account/auth";
import { shopCookie } from "../session/cookies";
import type { Tier } from "./tier";

const https = (request: Request) => new URL(request.url).protocol === "https:";

/** The Set-Cookie headers of a signed-in customer's tier and id, or (null) the ones that clear both. */
export async function tierCookieHeaders(
  request: Request,
  signedIn: { customerId: string; tier: Tier } | null,
  secure = https(request),
): Promise<string[]> {
  const group = shopCookie("customerGroup", { https: secure });
  const id = shopCookie("customerId", { https: secure });
  if (!signedIn) return [await group.serialize("", { maxAge: 0 }), await id.serialize("", { maxAge: 0 })];
  return [await group.serialize(signedIn.tier), await id.serialize(signedIn.customerId)];
}

const cookieName = (key: "customerGroup" | "customerId") => shopCookie(key, { https: false }).name;

/** The tier cookies' names (as browsers send them) that the Cookie header carries, any value. */
function tierCookiesIn(cookieHeader: string | null): string[] {
  const names = [cookieName("customerGroup"), cookieName("customerId")];
  const sent = (cookieHeader ?? "").split(";").map((pair) => pair.split("=")[0]?.trim() ?? "");
  return names.filter((name) => sent.includes(name));
}

/**
 * The tier cookies hold for these auth claims: a customer-id cookie, when sent, is signed and names
 * their customer (a forged one, or one of an earlier customer on this browser, does not).
 */
async function agreeWith(request: Request, claims: AuthClaims): Promise<boolean> {
  const header = request.headers.get("cookie");
  if (!tierCookiesIn(header).includes(cookieName("customerId"))) return true;
  return (await shopCookie("customerId", { https: false }).parse(header)) === claims.customerId;
}

/**
 * For the session step, before any route runs: the Set-Cookie headers that clear the tier cookies of a
 * request without a valid auth cookie (none, forged or malformed, expired) or with a customer-id cookie
 * of another customer; none otherwise (no platform call: an ended session is `endedSessionTierCookies`).
 */
export async function tierCookiesWithoutAuth(request: Request, secure: boolean): Promise<string[]> {
  if (tierCookiesIn(request.headers.get("cookie")).length === 0) return [];
  const claims = await readAuthClaims(request);
  if (claims && isFresh(claims) && (await agreeWith(request, claims))) return [];
  return tierCookieHeaders(request, null, secure);
}

/**
 * For a page that has asked the platform who is signed in: the Set-Cookie headers that clear the tier
 * cookies when the auth cookie passed the session step (fresh, signed) but names no current session
 * (a log-out or password change elsewhere ended it), so nobody is signed in; none otherwise.
 */
export async function endedSessionTierCookies(
  request: Request,
  signedIn: { id: string } | null,
): Promise<string[]> {
  if (signedIn || tierCookiesIn(request.headers.get("cookie")).length === 0) return [];
  const claims = await readAuthClaims(request);
  // Without fresh claims the session step has cleared them already.
  if (!claims || !isFresh(claims) || !(await agreeWith(request, claims))) return [];
  return tierCookieHeaders(request, null);
}
