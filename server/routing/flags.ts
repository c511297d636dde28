import {
  FEATURE_TOGGLES,
  type FeatureToggle,
  findContactReason,
  QUERY_FLAGS,
  ROUTES,
  validUtmSource,
} from "../../config";
import type { Market } from "../market";
import { redirect } from "../pipeline/respond";
import type { Step } from "../pipeline/types";
import { shopCookie } from "../session/cookies";

/**
 * The utm source this browser's cookie holds (SPEC §2: stored only when valid, by flagsStep below),
 * checked again here: a cookie the browser changed is anything at all, and only a valid value may
 * reach the order (decision 0028) or a tracking call (decision 0067).
 */
export async function utmSourceOf(request: Request): Promise<string | undefined> {
  try {
    const value: unknown = await shopCookie("utmSource", { https: false }).parse(
      request.headers.get("Cookie"),
    );
    return validUtmSource(value);
  } catch {
    return undefined;
  }
}

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
 * Reads the query flags (a pipeline step, issue 18 item 1): stores `utm_source` (a valid non-empty
 * value, else an empty one) and `toggle_*` switches in their cookies, and sends a page with
 * `contact_form` to the contact form.
 */
export const flagsStep: Step = async ({ request, search, host, state, headers }) => {
  const { https } = host;
  // Only the query: a path such as "//[/" is no URL and must not make the request fail.
  const params = new URLSearchParams(search);
  if (params.has(QUERY_FLAGS.utmSource)) {
    const value = (params.get(QUERY_FLAGS.utmSource) ?? "").trim();
    headers.append(
      "Set-Cookie",
      await shopCookie("utmSource", { https }).serialize(validUtmSource(value) ?? ""),
    );
  }
  const toggles = await readToggles(request.headers.get("cookie"), params, https, headers);

  if ((request.method === "GET" || request.method === "HEAD") && params.has(QUERY_FLAGS.contactForm)) {
    // The cookies above are kept; the flag itself leaves the URL with this redirect.
    const target = contactFormTarget(state.market as Market, params.get(QUERY_FLAGS.contactForm));
    return redirect(request, 302, target, { headers: { "Cache-Control": "no-store" } });
  }

  const flags: RequestFlags = {
    appVersionBanner: params.get(QUERY_FLAGS.appVersion) === "true",
    webform: params.get(QUERY_FLAGS.webform) === "true",
    componentCache: params.get(QUERY_FLAGS.componentCache) !== "false",
    toggles,
  };
  if (!flags.componentCache) headers.set("Cache-Control", "no-store");
  state.flags = flags;
  return undefined;
};

/** The feature toggles: the cookie's known boolean values, then `toggle_*` from the query (stored). */
async function readToggles(
  cookieHeader: string | null,
  params: URLSearchParams,
  https: boolean,
  headers: Headers,
) {
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
  if (toggled) headers.append("Set-Cookie", await togglesCookie.serialize(toggles));
  return toggles;
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
