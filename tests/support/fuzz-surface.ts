/**
 * What the fuzz suite posts and asks (issue 22 item 5, decision 0058): every route with an action
 * (app/routes/*: its form fields, from the config schemas, plus whatever the page's own forms name)
 * and every URL search parameter a loader or a pipeline step reads. Paths are the German shop's.
 */
import { LISTING_QUERY_PARAMS } from "../../server/catalog/listing-query";

/** Who may reach a form: anyone, a guest with a product in the cart and addresses, a signed-in customer. */
export type FuzzRole = "visitor" | "buyer" | "customer";

export interface FuzzAction {
  /** Where the form posts. */
  path: string;
  /** The page whose forms' field names are added (the path itself by default). */
  page?: string;
  as: FuzzRole;
  fields: readonly string[];
}

const address = (prefix: string) =>
  ["firstName", "lastName", "company", "streetName", "streetNumber", "postalCode", "city", "phone"].map(
    (f) => `${prefix}${f}`,
  );

/** `{product}` is replaced by a product page's path. */
export const FUZZ_ACTIONS: readonly FuzzAction[] = [
  {
    path: "/checkout/cart",
    as: "buyer",
    fields: ["intent", "sku", "quantity", "guarantee", "code", "lineId", "response"],
  },
  {
    path: "/checkout/addresses",
    as: "buyer",
    fields: [
      "email",
      "clientType",
      "vatId",
      "vatContinue",
      "shippingType",
      "savedBilling",
      "savedShipping",
      ...address("billing."),
      ...address("shipping."),
    ],
  },
  { path: "/checkout/payment", as: "buyer", fields: ["payment", "intent", "consent", "comment"] },
  {
    path: "/checkout/express/google-pay",
    page: "/checkout/cart",
    as: "buyer",
    fields: ["paymentData", "total"],
  },
  { path: "/api/vat-check", page: "/checkout/addresses", as: "buyer", fields: ["vatId"] },
  { path: "/api/client-type", page: "/", as: "visitor", fields: ["clientType", "redirectTo"] },
  { path: "/consent/", as: "visitor", fields: ["choice", "analytics", "marketing", "returnTo"] },
  {
    path: "/contact/step3/?reason=account&subreason=login-issue",
    as: "visitor",
    fields: [
      "reason",
      "subreason",
      "contactName",
      "company",
      "email",
      "phone",
      "subject",
      "description",
      "website",
    ],
  },
  {
    path: "/create-account",
    as: "visitor",
    fields: ["firstName", "lastName", "email", "password", "passwordConfirm", "redirectTo"],
  },
  { path: "/login", as: "visitor", fields: ["email", "password", "redirectTo"] },
  { path: "/newsletter", page: "/", as: "visitor", fields: ["email", "consent", "returnTo", "website"] },
  { path: "/order-tracking/", as: "visitor", fields: ["orderNumber", "email", "postalCode"] },
  { path: "/password-reset", as: "visitor", fields: ["email"] },
  {
    path: "/password-reset/change-password?token=x",
    as: "visitor",
    fields: ["token", "newPassword", "passwordConfirm"],
  },
  {
    path: "/my-account/my-profile",
    as: "customer",
    fields: ["intent", "firstName", "lastName", "email", "currentPassword", "newPassword", "passwordConfirm"],
  },
  {
    path: "/my-account/shipping-details",
    as: "customer",
    fields: ["intent", "addressId", "makeDefault", ...address("")],
  },
  {
    path: "/my-account/billing-details",
    as: "customer",
    fields: ["intent", "addressId", "makeDefault", "vatId", ...address("")],
  },
  { path: "/my-account/my-newsletter", as: "customer", fields: ["intent", "email", "consent", "channels"] },
  { path: "{product}", as: "customer", fields: ["rating", "title", "text", "authorName", "consent"] },
  // Last: it signs the customer out.
  { path: "/log-out", page: "/", as: "customer", fields: ["redirectTo"] },
];

/** Every URL search parameter read by a loader (app/routes, app/lib) or a pipeline step (flags), by page. */
export const FUZZ_QUERIES: readonly { path: string; as: FuzzRole; params: readonly string[] }[] = [
  {
    path: "/search",
    as: "visitor",
    params: LISTING_QUERY_PARAMS,
  },
  { path: "{category}", as: "visitor", params: ["brand", "sort", "page", "priceMin", "priceMax", "inStock"] },
  { path: "{product}", as: "visitor", params: ["reviewSort", "reviewPage", "notice"] },
  {
    path: "/",
    as: "visitor",
    params: [
      "app_version",
      "contact_form",
      "webform",
      "component_cache",
      "utm_source",
      "toggle_recommendations",
    ],
  },
  { path: "/api/quick-search", as: "visitor", params: ["q"] },
  { path: "/checkout/cart", as: "buyer", params: ["notice"] },
  {
    path: "/checkout/payment",
    as: "buyer",
    params: ["sessionId", "sessionResult", "redirectResult", "released", "notice"],
  },
  { path: "/checkout/thank-you", as: "buyer", params: ["order"] },
  { path: "/adyen-payment-error", as: "visitor", params: ["code", "released"] },
  { path: "/consent/", as: "visitor", params: ["saved", "returnTo"] },
  { path: "/contact/step1/", as: "visitor", params: ["reason", "error"] },
  { path: "/contact/step2/", as: "visitor", params: ["reason", "subreason", "error", "continue"] },
  { path: "/contact/step3/", as: "visitor", params: ["reason", "subreason", "prefill", "sku", "continue"] },
  { path: "/contact/sent/", as: "visitor", params: ["reference"] },
  { path: "/exConsents/confirm", as: "visitor", params: ["hash", "redirect_to"] },
  { path: "/exConsents/manageSubscriptions", as: "visitor", params: ["redirect_to", "x"] },
  { path: "/login", as: "visitor", params: ["redirect_to", "password_changed", "social_error"] },
  // Social sign-in (decisions 0061, 0064): the start's return path, and the provider's answer at the
  // callback (with the visitor's started flow, see the fuzz suite): code, state, error and the rest.
  { path: "/social/google/", as: "visitor", params: ["redirect_to"] },
  {
    path: "/social/google/callback/",
    as: "visitor",
    params: ["code", "state", "error", "error_description", "error_uri", "scope", "iss", "session_state"],
  },
  { path: "/social/facebook/callback/", as: "visitor", params: ["code", "state", "error", "error_reason"] },
  // The search page's one-time confirmation flag, read and removed by a redirect (decision 0063).
  { path: "/search", as: "visitor", params: ["confirmation", "q", "page"] },
  { path: "/checkout/login", as: "buyer", params: ["redirect_to"] },
  { path: "/password-reset/change-password", as: "visitor", params: ["token"] },
  { path: "/my-orders/", as: "visitor", params: ["token"] },
  { path: "/my-account/shipping-details", as: "customer", params: ["edit"] },
  { path: "/my-account/my-reviews", as: "customer", params: ["page"] },
];

/** Values that break naive code: markup, quotes, script URLs, other hosts, control and odd unicode. */
export const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "https://evil.example/",
  "/.//evil.example",
  "/\t/evil.example",
  "\u0000",
  "\u202e\u0645\u{1f600}",
  "$" + "{7*7}{{7*7}}",
  "-1",
  "1e309",
  "NaN",
  "0x10",
  "",
  " ",
] as const;
