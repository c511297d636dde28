/**
 * SPEC §2 "Routes": every page route of the shop, once. Each exists without a language prefix and
 * under every accepted `/{lang}` prefix of the country (server/routing). Paths are written without
 * the prefix and in their canonical form (trailing slash rules below).
 */
export const STATIC_PAGES = [
  "privacy-data",
  "company-information",
  "terms-and-conditions",
  "faq",
  "payment",
  "return-policy",
  "dispatch-information",
  "battery-regulations",
  "premium-gurantee", // sic: the spelling SPEC §2 gives
  "complaints",
  "best-prices-guaranteed",
  "our-history",
  "inspirations",
  "product-recalls",
  "merchant-information",
] as const;

export const ROUTES = {
  home: "/",
  /** The alternative home path; it redirects to the home slug. */
  homeAlias: "/home",
  search: "/search",
  login: "/login",
  logOut: "/log-out/",
  createAccount: "/create-account",
  checkout: {
    root: "/checkout",
    login: "/checkout/login",
    addresses: "/checkout/addresses",
    payment: "/checkout/payment",
    passwordReset: "/checkout/password-reset",
    createAccount: "/checkout/create-account",
    cart: "/checkout/cart",
    thankYou: "/checkout/thank-you",
    resetPassword: "/checkout/reset-password",
  },
  paymentError: "/adyen-payment-error/",
  account: {
    root: "/my-account",
    profile: "/my-account/my-profile",
    shippingDetails: "/my-account/shipping-details",
    billingDetails: "/my-account/billing-details",
    newsletter: "/my-account/my-newsletter",
    reviews: "/my-account/my-reviews",
    loyaltyCard: "/my-account/loyalty-card",
    /** SPEC §2 "my orders (external, token)": asks the my-orders port for a tokenised URL and redirects there. */
    orders: "/my-account/my-orders",
  },
  /** SPEC §3, §4 contact form: one page per step (step1 no reason, step2 reason, step3 subreason), then the sent page. */
  contact: {
    step1: "/contact/step1/",
    step2: "/contact/step2/",
    step3: "/contact/step3/",
    sent: "/contact/sent/",
  },
  /** The embedded self-service site of the my-orders port (list and detail behind a signed token). */
  myOrders: "/my-orders/",
  /** SPEC §2 footer "order tracking": a guest's order status by order number and e-mail. */
  orderTracking: "/order-tracking/",
  /** SPEC §2 default layout: the newsletter block's sign-up form posts here (double opt-in). */
  newsletterSignUp: "/newsletter/",
  passwordReset: {
    root: "/password-reset",
    change: "/password-reset/change-password",
    checkEmail: "/password-reset/check-email",
  },
  newsletter: {
    confirm: "/exConsents/confirm",
    manageSubscriptions: "/exConsents/manageSubscriptions",
  },
  staticPages: Object.fromEntries(STATIC_PAGES.map((slug) => [slug, `/${slug}/`])) as Record<
    (typeof STATIC_PAGES)[number],
    string
  >,
} as const;

/** The query parameter of the page to return to after signing in, up or a password reset (own paths only). */
export const REDIRECT_PARAM = "redirect_to";

/** SPEC §2: prefixes that are never pages (files, internals, the JSON API). */
export const RESERVED_PREFIXES = ["/.", "/__", "/api", "/font"] as const;

/** SPEC §2: first path segments whose pages carry no trailing slash (besides product pages). */
export const NO_TRAILING_SLASH = [
  "search",
  "login",
  "checkout",
  "my-account",
  "password-reset",
  "create-account",
] as const;

/**
 * SPEC §8: redirect codes. The old URL structure and the SEO redirect table use the SEO code. A
 * redirect that depends on data which changes (a listing page beyond today's last page) is
 * temporary, so no browser or crawler keeps it once the page exists.
 */
export const REDIRECT_CODES = { default: 308, seo: 301, temporary: 302 } as const;

/** The old URL structure of SPEC §2 guard 7. */
export const OLD_URL_SEGMENTS = ["category", "search"] as const;

/** Whether a path lies under a reserved prefix (SPEC §2: never handled as a page). */
export function isReservedPath(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) =>
    prefix === "/." || prefix === "/__"
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** The sitemaps protocol's limit of URLs per file; larger lists are split. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * SPEC §2 "Query flags". SPEC does not show their names; these are ours. `contact_form` is read once
 * and removed from the URL; `utm_source` is kept in its cookie; `toggle_<name>=on|off` switches a
 * feature for the visitor (kept in the toggles cookie).
 */
export const QUERY_FLAGS = {
  appVersion: "app_version",
  contactForm: "contact_form",
  webform: "webform",
  componentCache: "component_cache",
  utmSource: "utm_source",
  togglePrefix: "toggle_",
} as const;

/** Feature toggles a visitor may switch with `toggle_<name>`, and their defaults (SPEC §9 UI). */
export const FEATURE_TOGGLES = { recommendations: true } as const;
export type FeatureToggle = keyof typeof FEATURE_TOGGLES;

/** Native route prefixes (SPEC §2): p for product, c for category, only where native routing is on. */
export const NATIVE_PREFIXES = { product: "p", category: "c" } as const;

/** SPEC §2 product slugs: lower-case letters, digits and hyphens, ending in a dash and 8 digits. */
export const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d{8}$/;
