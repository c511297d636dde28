/**
 * The marketing platform's newsletter-doi endpoint answered by the embedded subscriptions
 * (./store.ts), in the shape the production adapter (./marketing.ts, createMarketingNewsletter)
 * posts: SPEC §7 tracking row "newsletter-doi | locale, email, optional user_id, newsletterAction" as
 * JSON to `POST {MARKETING_URL}/newsletter-doi` with `Authorization: Bearer <MARKETING_TOKEN>`. So a
 * storefront on the platform's adapter (the edge build) records its sign-ups, pending until
 * confirmed, in the same SQLite file `npm start` keeps (issue 18 item 3).
 *
 * The local platform always requires its token, as a deployed one would; a sign-up of an address
 * already confirmed stays confirmed (the store's rule), and a repeated post only renews the request
 * time, so a double click adds nothing. The shop also reports a followed confirmation link
 * (`confirm`: the address's pending subscriptions become confirmed) and an account's unsubscribe
 * (`unsubscribe`: that market's subscription ends), decision 0067; each answers the status after it.
 */
import { z } from "zod";
import { LOCALE_CODES, NEWSLETTER, TRACKING_PATHS, type TrackingPath } from "../../config";
import { bearerMatches, invalidField, json, readJson } from "../local-services/respond";
import type { LocalApi } from "../local-services/types";
import type { TrackingEvent } from "../tracking/events";
import type { NewsletterStore } from "./store";

/** The endpoint below the platform's base URL (the adapter appends it to MARKETING_URL). */
export const NEWSLETTER_DOI_PATH = "/newsletter-doi";

const BODY_LIMIT_BYTES = 16 * 1024;

/** SPEC §7 newsletter-doi, as newsletterDoi (./port.ts) builds it. */
const doiSchema = z.object({
  locale: z.enum(LOCALE_CODES),
  email: z.email().max(254),
  user_id: z.string().min(1).max(256).optional(),
  newsletterAction: z.enum([NEWSLETTER.signUpAction, NEWSLETTER.confirmAction, NEWSLETTER.unsubscribeAction]),
});

/** Any other tracking call's body: a JSON object (the collector keeps it as sent). */
const eventSchema = z.record(z.string(), z.unknown());

const isTrackingPath = (path: string): path is TrackingPath =>
  (TRACKING_PATHS as readonly string[]).includes(path);

/**
 * With a `collector` (the local tracking store), the platform also takes SPEC §7's other tracking
 * paths and keeps each call as received, so a storefront on the platform's adapter (the edge build)
 * has its view-item, cart-update, consent… calls in the same collector `npm start` keeps.
 */
export function marketingApi(
  store: NewsletterStore,
  { token, collector }: { token: string; collector?: { record(event: TrackingEvent): void } },
): LocalApi {
  return async (request, path) => {
    const name = path.replace(/^\//, "");
    const known = path === NEWSLETTER_DOI_PATH || (collector !== undefined && isTrackingPath(name));
    if (!known) return json(404, { message: `Not found: the platform takes POST ${NEWSLETTER_DOI_PATH}` });
    if (request.method !== "POST")
      return json(405, { message: `Method not allowed: POST ${path}` }, { Allow: "POST" });
    if (!bearerMatches(request, token))
      return json(401, { message: "A valid bearer token is required" }, { "WWW-Authenticate": "Bearer" });
    const body = await readJson(request, BODY_LIMIT_BYTES);
    if (path !== NEWSLETTER_DOI_PATH) {
      const event = eventSchema.safeParse(body);
      if (!event.success) return invalidField(event.error);
      collector?.record({ path: name as TrackingPath, body: event.data });
      return json(202, { status: "recorded" });
    }
    const parsed = doiSchema.safeParse(body);
    if (!parsed.success) return invalidField(parsed.error);
    collector?.record({ path: "newsletter-doi", body: parsed.data });
    const { email, locale, newsletterAction } = parsed.data;
    if (newsletterAction === NEWSLETTER.confirmAction) {
      store.confirm(email);
      return json(202, { status: store.statusOf(email, locale) ?? "none" });
    }
    if (newsletterAction === NEWSLETTER.unsubscribeAction) {
      store.unsubscribe(email, locale);
      return json(202, { status: "none" });
    }
    return json(202, { status: store.request(email, locale) });
  };
}
