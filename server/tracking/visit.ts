/**
 * Who an event is about, read from the request (issue 23 item 2): the consent choice and the tracking
 * cookie (`analytics_user`, issued with consent by the consent route), the market's locale, and the
 * signed-in customer when the caller knows them.
 */

import { type ConsentChoice, readChoice } from "../consent/choice";
import type { Market } from "../market";
import { utmSourceOf } from "../routing/flags";
import { shopCookie } from "../session/cookies";
import type { Visit } from "./events";

/** A tracking cookie's value: what the consent route issues (a UUID), nothing a client made up beyond it. */
const TRACKING_ID = /^[0-9a-f-]{36}$/;

export async function trackingId(cookieHeader: string | null): Promise<string> {
  if (!cookieHeader) return "";
  const value: unknown = await shopCookie("analyticsUser", { https: false }).parse(cookieHeader);
  return typeof value === "string" && TRACKING_ID.test(value) ? value : "";
}

/** A new tracking cookie's value. */
export const newTrackingId = () => crypto.randomUUID();

/**
 * Who an event is about. The choice is read first (or given: a consent post's new choice): the
 * customer is looked up (`customer`, a platform read of personal data) and the utm source read only
 * when the choice lets the tracking service receive them (marketing consent, `mayIdentify`), so
 * nothing personal is read for an event that will not be sent with it, and the utm source is held
 * in its cookie until then (SPEC §2, decision 0067).
 */
export async function visitOf(
  request: Request,
  market: Market,
  customer?: () => Promise<{ id: string; email?: string } | null>,
  mayIdentify: (choice: ConsentChoice | null) => boolean = (choice) => Boolean(choice?.marketing),
  given?: ConsentChoice,
): Promise<{ choice: ConsentChoice | null; visit: Visit }> {
  const cookies = request.headers.get("cookie");
  const [choice, cookie] = await Promise.all([given ?? readChoice(cookies, false), trackingId(cookies)]);
  const identify = mayIdentify(choice);
  const [who, utmSource] = await Promise.all([
    customer && identify ? customer().catch(() => null) : null,
    identify ? utmSourceOf(request) : undefined,
  ]);
  return {
    choice,
    visit: {
      locale: market.locale.code,
      cookie,
      ...(who ? { userId: who.id, ...(who.email ? { email: who.email } : {}) } : {}),
      ...(utmSource ? { utmSource } : {}),
    },
  };
}
