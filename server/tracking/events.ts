/**
 * SPEC §7 "Tracking service for a marketing platform": the bodies of the nine paths, built from what
 * the shop knows where the event happens (pure mapping, tested on its own). Optional fields are left
 * out when unknown rather than sent empty.
 */
import type { ConsentCategory, LocaleCode, TrackingPath } from "../../config";

/** The visitor an event is about: the market's locale, the tracking cookie's id, the customer. */
export interface Visit {
  locale: LocaleCode;
  /** The `analytics_user` cookie's value (issued with consent); "" when the visitor has none. */
  cookie: string;
  userId?: string;
  email?: string;
  /**
   * The visit's utm source (SPEC §2, its cookie), only once the visitor gave marketing consent:
   * before that it stays in its cookie and no call carries it (decision 0067).
   */
  utmSource?: string;
}

export interface TrackingEvent {
  path: TrackingPath;
  body: Record<string, unknown>;
}

/**
 * The event with the visit's utm source as one more of its `additional_props` (kept with the ones
 * the path has, as view-category's and consent's), when the visit has one (decision 0067).
 */
export function withUtmSource(event: TrackingEvent, visit: Visit): TrackingEvent {
  if (!visit.utmSource) return event;
  const props = event.body.additional_props;
  const additional = typeof props === "object" && props !== null ? props : {};
  return {
    ...event,
    body: { ...event.body, additional_props: { ...additional, utm_source: visit.utmSource } },
  };
}

const who = (visit: Visit) => ({
  ...(visit.email ? { email: visit.email } : {}),
  ...(visit.userId ? { user_id: visit.userId } : {}),
});

/** view-item: locale, sku, cookie, optional email, user_id. */
export const viewItem = (visit: Visit, sku: string): TrackingEvent => ({
  path: "view-item",
  body: { locale: visit.locale, sku, cookie: visit.cookie, ...who(visit) },
});

/** view-category: locale, slug, cookie, additional_props (the listing's page, sort and result count). */
export const viewCategory = (
  visit: Visit,
  slug: string,
  additionalProps: Record<string, string | number>,
): TrackingEvent => ({
  path: "view-category",
  body: { locale: visit.locale, slug, cookie: visit.cookie, additional_props: additionalProps },
});

/** cart-update: locale, cookie, action, cart_id, sku, recommendation_id, optional email, user_id. */
export const cartUpdate = (
  visit: Visit,
  change: { action: string; cartId: string; sku: string; recommendationId?: string },
): TrackingEvent => ({
  path: "cart-update",
  body: {
    locale: visit.locale,
    cookie: visit.cookie,
    action: change.action,
    cart_id: change.cartId,
    sku: change.sku,
    recommendation_id: change.recommendationId ?? "",
    ...who(visit),
  },
});

/** The checkout steps the tracking call names (SPEC §7 "only if … the step is valid"). */
export const CHECKOUT_STEPS = ["cart", "login", "addresses", "payment"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** checkout: locale, cart_id, step, cookie; null (no call) without a cart or with a step that is none. */
export function checkout(visit: Visit, cartId: string | undefined, step: string): TrackingEvent | null {
  if (!cartId || !(CHECKOUT_STEPS as readonly string[]).includes(step)) return null;
  return { path: "checkout", body: { locale: visit.locale, cart_id: cartId, step, cookie: visit.cookie } };
}

/** customer-update: locale, cookie, user_id (a signed-in customer changed their data). */
export const customerUpdate = (visit: Visit, userId: string): TrackingEvent => ({
  path: "customer-update",
  body: { locale: visit.locale, cookie: visit.cookie, user_id: userId },
});

/** consent: locale, consents, cookie, additional_props, optional user_id (the banner's or settings' choice). */
export const consent = (
  visit: Visit,
  consents: Record<ConsentCategory, boolean>,
  source: "banner" | "settings",
): TrackingEvent => ({
  path: "consent",
  body: {
    locale: visit.locale,
    consents,
    cookie: visit.cookie,
    additional_props: { source },
    ...(visit.userId ? { user_id: visit.userId } : {}),
  },
});

/** customer-consent's consents (SPEC §7): the contact channels a customer agreed to. */
export interface ChannelConsents {
  newsletter: boolean;
  sms: boolean;
  phone: boolean;
  soft_newsletter: boolean;
  soft_phone: boolean;
  soft_sms: boolean;
}

/** customer-consent: locale, consents (newsletter, sms, phone, soft_*), optional email_token. */
export const customerConsent = (
  visit: Visit,
  consents: ChannelConsents,
  emailToken?: string,
): TrackingEvent => ({
  path: "customer-consent",
  body: { locale: visit.locale, consents, ...(emailToken ? { email_token: emailToken } : {}) },
});

/** newsletter-doi: locale, email, optional user_id, newsletterAction. */
export const newsletterDoi = (visit: Visit, email: string, action: string): TrackingEvent => ({
  path: "newsletter-doi",
  body: {
    locale: visit.locale,
    email,
    ...(visit.userId ? { user_id: visit.userId } : {}),
    newsletterAction: action,
  },
});

/** recommendation: locale, cookie, path, recommendation_id, recommendation_name, action. */
export const recommendation = (
  visit: Visit,
  shown: { path: string; id: string; name: string; action: string },
): TrackingEvent => ({
  path: "recommendation",
  body: {
    locale: visit.locale,
    cookie: visit.cookie,
    path: shown.path,
    recommendation_id: shown.id,
    recommendation_name: shown.name,
    action: shown.action,
  },
});
