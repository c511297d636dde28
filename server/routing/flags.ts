import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import {
  FEATURE_TOGGLES,
  type FeatureToggle,
  findContactReason,
  QUERY_FLAGS,
  ROUTES,
  validUtmSource,
} from "../../config";
import type { Market } from "../market";
import { shopCookie } from "../session/cookies";

/** What the query flags of SPEC §2 decided for this request (in the load context). */
export interface RequestFlags {
  appVersionBanner: boolean;
  webform: boolean;
  /** False when `component_cache=false` asks for uncached content. */
  componentCache: boolean;
  toggles: Record<FeatureToggle, boolean>;
}

const ON = new Set(["on", "true", "1"]);
const OFF = new Set(["off", "false", "0"]);

/**
 * Reads the query flags: stores `utm_source` (a valid non-empty value, else an empty one) and
 * `toggle_*` switches in their cookies, and sends a page with `contact_form` to the contact form.
 */
export async function flagsMiddleware(
  req: ExpressRequest,
  res: ExpressResponse,
  next: (err?: unknown) => void,
) {
  try {
    const https = req.secure;
    // Only the query: a path such as "//[/" is no URL and must not make the request fail.
    const query = req.originalUrl.indexOf("?");
    const params = new URLSearchParams(query < 0 ? "" : req.originalUrl.slice(query + 1));
    const cookieHeader = req.headers.cookie ?? null;

    if (params.has(QUERY_FLAGS.utmSource)) {
      const value = (params.get(QUERY_FLAGS.utmSource) ?? "").trim();
      res.append(
        "Set-Cookie",
        await shopCookie("utmSource", { https }).serialize(validUtmSource(value) ?? ""),
      );
    }

    const togglesCookie = shopCookie("toggles", { https });
    const stored: unknown = await togglesCookie.parse(cookieHeader);
    // Only known toggles with boolean values count; anything else in the cookie is ignored.
    const toggles = Object.fromEntries(
      (Object.keys(FEATURE_TOGGLES) as FeatureToggle[]).map((name) => {
        const value = (stored as Record<string, unknown> | null)?.[name];
        return [name, typeof value === "boolean" ? value : FEATURE_TOGGLES[name]];
      }),
    ) as Record<FeatureToggle, boolean>;
    let toggled = false;
    for (const name of Object.keys(FEATURE_TOGGLES) as FeatureToggle[]) {
      const value = params.get(`${QUERY_FLAGS.togglePrefix}${name}`)?.toLowerCase();
      if (value !== undefined && (ON.has(value) || OFF.has(value))) {
        toggles[name] = ON.has(value);
        toggled = true;
      }
    }
    if (toggled) res.append("Set-Cookie", await togglesCookie.serialize(toggles));

    if ((req.method === "GET" || req.method === "HEAD") && params.has(QUERY_FLAGS.contactForm)) {
      // The cookies above are kept; the flag itself leaves the URL with this redirect.
      res.setHeader("Cache-Control", "no-store");
      res.redirect(302, contactFormTarget(res.locals.market as Market, params.get(QUERY_FLAGS.contactForm)));
      return;
    }

    const flags: RequestFlags = {
      appVersionBanner: params.get(QUERY_FLAGS.appVersion) === "true",
      webform: params.get(QUERY_FLAGS.webform) === "true",
      componentCache: params.get(QUERY_FLAGS.componentCache) !== "false",
      toggles,
    };
    if (!flags.componentCache) res.setHeader("Cache-Control", "no-store");
    res.locals.flags = flags;
    next();
  } catch (error) {
    next(error);
  }
}

/**
 * SPEC §2 "one [flag] opens the contact form … and is then removed from the URL": `contact_form=<reason>`
 * leads to step 2 with that reason chosen, or to step 1 when the reason is unknown or removed in the
 * country (decision 0024: the form is a page of its own, not a footer panel).
 */
export function contactFormTarget(market: Market, reason: string | null): string {
  const known = findContactReason(market.country.countryCode, reason);
  return known
    ? `${market.pathPrefix}${ROUTES.contact.step2}?reason=${encodeURIComponent(known.key)}`
    : `${market.pathPrefix}${ROUTES.contact.step1}`;
}
