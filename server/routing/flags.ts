import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { FEATURE_TOGGLES, type FeatureToggle, QUERY_FLAGS } from "../../config";
import { shopCookie } from "../session/cookies";

/** What the query flags of SPEC §2 decided for this request (in the load context). */
export interface RequestFlags {
  appVersionBanner: boolean;
  webform: boolean;
  /** False when `component_cache=false` asks for uncached content. */
  componentCache: boolean;
  /** True once after a link with `contact_form` (the footer opens the contact form). */
  contactForm: boolean;
  toggles: Record<FeatureToggle, boolean>;
}

const UTM_SOURCE = /^[\w.~-]{1,100}$/;
const ON = new Set(["on", "true", "1"]);
const OFF = new Set(["off", "false", "0"]);

/**
 * Reads the query flags: stores `utm_source` (a valid non-empty value, else an empty one) and
 * `toggle_*` switches in their cookies, and remembers `contact_form` for the page it redirects to.
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
        await shopCookie("utmSource", { https }).serialize(UTM_SOURCE.test(value) ? value : ""),
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

    const contactCookie = shopCookie("contactForm", { https });
    // `contact_form` is remembered for the next page; the routing middleware takes it out of the URL
    // together with any other change, in one redirect.
    const contactForm =
      !params.has(QUERY_FLAGS.contactForm) && (await contactCookie.parse(cookieHeader)) === "open";
    if (params.has(QUERY_FLAGS.contactForm)) res.append("Set-Cookie", await contactCookie.serialize("open"));
    else if (contactForm) res.append("Set-Cookie", await contactCookie.serialize("", { maxAge: 0 }));

    const flags: RequestFlags = {
      appVersionBanner: params.get(QUERY_FLAGS.appVersion) === "true",
      webform: params.get(QUERY_FLAGS.webform) === "true",
      componentCache: params.get(QUERY_FLAGS.componentCache) !== "false",
      contactForm,
      toggles,
    };
    if (!flags.componentCache) res.setHeader("Cache-Control", "no-store");
    res.locals.flags = flags;
    next();
  } catch (error) {
    next(error);
  }
}
