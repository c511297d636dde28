/**
 * Who an event is about, read from the request (issue 23 item 2): the consent choice and the tracking
 * cookie (`analytics_user`, issued with consent by the consent route), the market's locale, and the
 * signed-in customer when the caller knows them.
 */

import { type ConsentChoice, readChoice } from "../consent/choice";
import type { Market } from "../market";
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
 * Who an event is about. The choice is read first: the customer is looked up (`customer`, a platform
 * read of personal data) only when the choice lets the tracking service receive it (marketing
 * consent, `mayIdentify`), so nothing personal is read for an event that will not be sent with it.
 */
export async function visitOf(
  request: Request,
  market: Market,
  customer?: () => Promise<{ id: string; email?: string } | null>,
  mayIdentify: (choice: ConsentChoice | null) => boolean = (choice) => Boolean(choice?.marketing),
): Promise<{ choice: ConsentChoice | null; visit: Visit }> {
  const cookies = request.headers.get("cookie");
  const [choice, cookie] = await Promise.all([readChoice(cookies, false), trackingId(cookies)]);
  const who = customer && mayIdentify(choice) ? await customer().catch(() => null) : null;
  return {
    choice,
    visit: {
      locale: market.locale.code,
      cookie,
      ...(who ? { userId: who.id, ...(who.email ? { email: who.email } : {}) } : {}),
    },
  };
}
