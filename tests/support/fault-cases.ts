import { privateAddresses } from "./addresses";
import type { RawResponse } from "./http";
import type { InProcessShop } from "./in-process-shop";
import { HttpShopper } from "./shopper";

/**
 * The fault matrix's rows (issue 22 item 3, decision 0058): every page kind and every action of the
 * shop, each asked as the shopper who can reach it. A `visitor` has nothing, a `holder` has one
 * product in the cart (its addresses are not checked yet), a `buyer` is a guest
 * with one product in the cart and the addresses step done, a `customer` is signed in with one order.
 * `fresh` rows change what they ask about (an order placed, a sign-in) and get a buyer of their own.
 */
export interface FaultCase {
  name: string;
  kind: "page" | "action";
  as: "visitor" | "holder" | "buyer" | "customer";
  fresh?: boolean;
  /** A client-side navigation's data request (`?_data=`): a 503 must be one its ErrorBoundary shows. */
  data?: boolean;
  /** What the healthy shop answers: the status recovery must come back to. */
  healthy: number;
  ask(shopper: HttpShopper, facts: ShopFacts): Promise<RawResponse>;
}

/** What the rows ask for, read from the running shop's own pages once. */
export interface ShopFacts {
  product: string;
  sku: string;
  category: string;
  orderPath: string;
  /** The signed-up customer's e-mail (the sign-in row signs in as them). */
  customerEmail: string;
}

const password = "geheim123";
let emails = 0;
export const faultEmail = (name: string) => `${name}-${Date.now()}-${++emails}@example.com`;

async function expectStatus(response: RawResponse, status: number, what: string) {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${response.body.slice(0, 300)} (expected ${status})`);
  return response;
}

/** A guest with `sku` in the cart and the addresses step done (the payment step is next). */
export async function buyerOf(shop: InProcessShop, sku: string) {
  const shopper = new HttpShopper("de", shop.port);
  await expectStatus(await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" }), 303, "add");
  const email = faultEmail("buyer");
  await expectStatus(await shopper.post("/checkout/addresses", privateAddresses(email)), 303, "addresses");
  return shopper;
}

/** A guest with `sku` in the cart, before the addresses step. */
export async function holderOf(shop: InProcessShop, sku: string) {
  const shopper = new HttpShopper("de", shop.port);
  await expectStatus(await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" }), 303, "add");
  return shopper;
}

/** A signed-up customer who bought `sku` by bank transfer; the order's page. */
export async function customerOf(shop: InProcessShop, sku: string) {
  const shopper = new HttpShopper("de", shop.port);
  const email = faultEmail("customer");
  const signUp = { firstName: "Eva", lastName: "Novak", email, password, passwordConfirm: password };
  await expectStatus(await shopper.post("/create-account", signUp), 303, "sign-up");
  await expectStatus(await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" }), 303, "add");
  await expectStatus(await shopper.post("/checkout/addresses", privateAddresses(email)), 303, "addresses");
  const placed = await expectStatus(
    await shopper.post("/checkout/payment", { payment: "bank" }),
    303,
    "order",
  );
  return { shopper, email, thankYou: String(placed.headers.location) };
}

/** The first line id of the shopper's cart page (the quantity form's). */
async function lineIdOf(shopper: HttpShopper) {
  const page = await shopper.get("/checkout/cart");
  return /name="lineId" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
}

const page = (name: string, as: FaultCase["as"], path: (facts: ShopFacts) => string, healthy = 200) =>
  ({ name, kind: "page", as, healthy, ask: (s, facts) => s.get(path(facts)) }) satisfies FaultCase;

/**
 * A client-side navigation's data request for one route of the page (Remix's `?_data=`): the browser
 * asks each route's loader for the page it goes to, and shows the route's ErrorBoundary when one
 * fails (decision 0069).
 */
const data = (name: string, as: FaultCase["as"], path: (facts: ShopFacts) => string, route: string) =>
  ({
    ...page(name, as, (facts) => {
      const to = path(facts);
      return `${to}${to.includes("?") ? "&" : "?"}_data=${encodeURIComponent(route)}`;
    }),
    data: true,
  }) satisfies FaultCase;

export const FAULT_CASES: readonly FaultCase[] = [
  page("home", "visitor", () => "/"),
  page("category", "visitor", (f) => f.category),
  page("search", "visitor", () => "/search?q=pumpe"),
  page("quick search", "visitor", () => "/api/quick-search?q=pumpe"),
  page("product", "visitor", (f) => f.product),
  page("content", "visitor", () => "/faq/"),
  page("cart", "buyer", () => "/checkout/cart"),
  page("addresses step", "buyer", () => "/checkout/addresses"),
  page("payment step", "buyer", () => "/checkout/payment"),
  page("thank-you", "customer", (f) => f.orderPath),
  page("login", "visitor", () => "/login"),
  page("contact form", "visitor", () => "/contact/step1/"),
  page("order tracking", "visitor", () => "/order-tracking/"),
  page("account", "customer", () => "/my-account"),
  page("my profile", "customer", () => "/my-account/my-profile"),
  page("shipping details", "customer", () => "/my-account/shipping-details"),
  page("my newsletter", "customer", () => "/my-account/my-newsletter"),
  page("my reviews", "customer", () => "/my-account/my-reviews"),
  page("my orders link", "customer", () => "/my-account/my-orders", 303),
  data("root data", "customer", () => "/", "root"),
  data("home data", "visitor", () => "/", "routes/_index"),
  data("category data", "visitor", (f) => f.category, "routes/$"),
  data("product data", "visitor", (f) => f.product, "routes/$"),
  data("search data", "visitor", () => "/search?q=pumpe", "routes/($lang).search"),
  data("cart data", "buyer", () => "/checkout/cart", "routes/($lang).checkout.cart"),
  data("account data", "customer", () => "/my-account", "routes/($lang).my-account._index"),
  {
    name: "my orders",
    kind: "page",
    as: "customer",
    healthy: 200,
    ask: async (s) => {
      const link = await s.get("/my-account/my-orders");
      if (link.status !== 303) return link;
      const to = new URL(String(link.headers.location), "http://de.localhost");
      return s.get(`${to.pathname}${to.search}`);
    },
  },
  {
    name: "add to cart",
    kind: "action",
    as: "buyer",
    healthy: 303,
    ask: (s, f) => s.post("/checkout/cart", { intent: "add", sku: f.sku, quantity: "1" }),
  },
  {
    name: "add to cart from the script",
    kind: "action",
    as: "buyer",
    healthy: 200,
    ask: (s, f) =>
      s.post(`/checkout/cart?_data=${encodeURIComponent("routes/($lang).checkout.cart")}`, {
        intent: "add",
        sku: f.sku,
        quantity: "1",
        response: "data",
      }),
  },
  {
    name: "change quantity",
    kind: "action",
    as: "buyer",
    healthy: 303,
    ask: async (s) =>
      s.post("/checkout/cart", { intent: "quantity", lineId: await lineIdOf(s), quantity: "2" }),
  },
  {
    name: "coupon",
    kind: "action",
    as: "buyer",
    healthy: 422,
    ask: (s) => s.post("/checkout/cart", { intent: "coupon", code: "NO-SUCH-CODE" }),
  },
  {
    name: "addresses",
    kind: "action",
    // Address validation checks an address once per browser: a cart whose addresses are new.
    as: "holder",
    fresh: true,
    healthy: 303,
    ask: (s) => s.post("/checkout/addresses", privateAddresses(faultEmail("again"))),
  },
  {
    name: "VAT check",
    kind: "action",
    as: "buyer",
    healthy: 200,
    ask: (s) => s.post("/api/vat-check", { vatId: "DE123456789" }),
  },
  {
    name: "payment by card",
    kind: "action",
    as: "buyer",
    fresh: true,
    healthy: 303,
    ask: (s) => s.post("/checkout/payment", { payment: "card" }),
  },
  {
    name: "order by bank transfer",
    kind: "action",
    as: "buyer",
    fresh: true,
    healthy: 303,
    ask: (s) => s.post("/checkout/payment", { payment: "bank" }),
  },
  {
    name: "newsletter",
    kind: "action",
    as: "visitor",
    healthy: 303,
    ask: (s) => s.post("/newsletter", { email: faultEmail("news"), consent: "on" }),
  },
  {
    name: "contact",
    kind: "action",
    as: "visitor",
    healthy: 303,
    ask: (s) =>
      s.post("/contact/step3/?reason=account&subreason=login-issue", {
        reason: "account",
        subreason: "login-issue",
        contactName: "Max Muster",
        email: faultEmail("contact"),
        subject: "Kein Login",
        description: "Ich komme nicht rein.",
      }),
  },
  {
    name: "consent choice",
    kind: "action",
    as: "visitor",
    healthy: 303,
    ask: (s) => s.post("/consent/", { choice: "all", returnTo: "/" }),
  },
  {
    name: "sign-in",
    kind: "action",
    as: "visitor",
    fresh: true,
    healthy: 303,
    ask: (s, f) => s.post("/login", { email: f.customerEmail, password }),
  },
  {
    name: "review",
    kind: "action",
    as: "customer",
    // A customer reviews a purchase once: each ask is by a customer who has just bought it.
    fresh: true,
    healthy: 303,
    ask: (s, f) => s.post(f.product, { rating: "5", title: "Gut", text: "Funktioniert.", authorName: "Eva" }),
  },
];

const unavailableData = { status: 503, shows: '"unavailable":true' };

/**
 * What SPEC §8 asks of a row when one port is down (decision 0058 lists the whole matrix): its status,
 * and a text it shows or a place it leads to. Every other cell answers as the healthy shop does or
 * with the friendly 503 page, which the matrix checks for every cell.
 */
export const SPEC_8: Record<
  string,
  Partial<Record<string, { status: number; shows?: string; to?: RegExp }>>
> = {
  // Without JavaScript the cart page cannot be shown without the platform: the 503 page.
  "add to cart": {
    commerce: { status: 503, shows: 'class="error-page"' },
    // The rooms only hear of it: the cart is changed.
    roomBus: { status: 303 },
  },
  // The page's script gets SPEC §8's 'There was a problem with adding product to the cart.'
  "add to cart from the script": { commerce: { status: 409, shows: '"errors.addingProblem"' } },
  "change quantity": { commerce: { status: 503 }, roomBus: { status: 303 } },
  "VAT check": { vat: { status: 200, shows: '"status":"unavailable"' }, throttles: { status: 200 } },
  "quick search": { search: { status: 503, shows: '"hits":[]' } },
  // The product page needs the platform too: the 503 page (its own message is for a refused write).
  review: { commerce: { status: 503, shows: 'class="error-page"' } },
  "sign-in": { commerce: { status: 503, shows: "Bei uns ist etwas schiefgelaufen" } },
  // An order is placed when its confirmation mail cannot be sent (the thank-you page is next).
  "order by bank transfer": { mail: { status: 303, to: /\/checkout\/thank-you\?order=/ } },
  // SPEC §8 payment errors: the shopper is led to /adyen-payment-error.
  "payment by card": { payments: { status: 303, to: /\/adyen-payment-error/ } },
  // The address is taken as typed when the check cannot be made (SPEC §5).
  addresses: { addressValidation: { status: 303, to: /\/checkout\/payment/ } },
  // Tracking is never waited for (decision 0055).
  "consent choice": { tracking: { status: 303 } },
  // SPEC §8: a failed CMS load shows no content; the pages around it still show.
  login: { cms: { status: 200 } },
  product: { cms: { status: 200 }, search: { status: 200 } },
  content: { cms: { status: 503 } },
  "my orders": { myOrders: { status: 503, shows: 'role="alert"' } },
  // A client-side navigation meets the same 503 as the document, as its ErrorBoundary (decision 0069).
  "home data": { cms: unavailableData },
  "category data": { search: unavailableData, cms: unavailableData },
  "product data": { commerce: unavailableData },
  "search data": { search: unavailableData },
  "cart data": { commerce: unavailableData },
  "account data": { commerce: unavailableData },
};
