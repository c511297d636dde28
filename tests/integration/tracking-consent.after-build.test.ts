/**
 * Issue 23 items 2 and 9 (decisions 0055, 0067): the tracking calls of SPEC §7 made by the built
 * shop's loaders and actions, read back from the local collector. Raw HTTP as a browser without
 * JavaScript posts, and the cart post of the page's script (RESPONSE_FIELD) as with JavaScript:
 * nothing is sent before consent (the utm source is held in its cookie), everything after; the
 * visitor's own requests (consent, newsletter-doi, customer-consent) go out whatever was chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESPONSE_FIELD } from "../../app/lib/cart-ui";
import { type InProcessShop, startInProcessShop } from "../support/in-process-shop";
import { HttpShopper } from "../support/shopper";

let shop: InProcessShop;
let product: string;
let category: string;
let sku: string;

/** The collector's events, oldest first, once every call handed over so far has been sent. */
async function recorded() {
  await shop.services.tracking.settled();
  const events = (await shop.services.tracking.recorded?.(500)) ?? [];
  return events.reverse();
}

/** A product page (from the home page), its category (the breadcrumbs' last link) and its SKU. */
async function catalogue(shopper: HttpShopper) {
  const home = await shopper.get("/");
  const productPath = /href="(\/[a-z0-9-]+-\d{8})"/.exec(home.body)?.[1] ?? "";
  const page = await shopper.get(productPath);
  const crumbs = /class="breadcrumbs"><ol>([\s\S]*?)<\/ol>/.exec(page.body)?.[1] ?? "";
  const categoryPath = [...crumbs.matchAll(/href="(\/[a-z0-9-]+\/)"/g)].at(-1)?.[1] ?? "";
  const skuOf = /name="sku" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  return { productPath, categoryPath, skuOf };
}

beforeAll(async () => {
  shop = await startInProcessShop();
  const found = await catalogue(new HttpShopper("sk", shop.port));
  [product, category, sku] = [found.productPath, found.categoryPath, found.skuOf];
  expect(product).toMatch(/^\/[a-z0-9-]+$/);
  expect(category).toMatch(/^\/[a-z0-9-]+\/$/);
  expect(sku).toMatch(/^EX\d+$/);
}, 120_000);
afterAll(() => shop?.close());

/** Views a product and its category, adds the product without JavaScript and with it. */
async function browse(shopper: HttpShopper) {
  expect((await shopper.get(product)).status).toBe(200);
  expect((await shopper.get(category)).status).toBe(200);
  expect((await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
  // The fetcher's post: Remix's data request of the cart route, as the page's script makes it.
  const scripted = await shopper.post(
    `/checkout/cart?_data=${encodeURIComponent("routes/($lang).checkout.cart")}`,
    {
      intent: "add",
      sku,
      quantity: "2",
      [RESPONSE_FIELD.name]: RESPONSE_FIELD.data,
    },
  );
  expect(scripted.status).toBe(200);
  return JSON.parse(scripted.body) as { dataLayer?: unknown[]; cart: { id: string } };
}

describe("tracking calls only after consent, with and without JavaScript", () => {
  it("sends nothing before consent and holds the utm source; after 'accept all' every call, with it", async () => {
    const before = (await recorded()).length;
    const shopper = new HttpShopper("sk", shop.port);
    expect((await shopper.get("/?utm_source=spring_sale")).status).toBe(200);
    const undecided = await browse(shopper);
    expect(undecided.dataLayer).toBeUndefined();
    expect((await recorded()).slice(before)).toEqual([]);

    const consent = await shopper.post("/consent/", { choice: "all", returnTo: product });
    expect(consent.status).toBe(303);
    // A new cart (the first holds what little stock the product has).
    shopper.setCookie("cart", "");
    const consented = await browse(shopper);
    const events = (await recorded()).slice(before);
    const cookie = events[0]?.body.cookie;
    expect(cookie).toMatch(/^[0-9a-f-]{36}$/);
    const utm = { utm_source: "spring_sale" };
    const added = {
      locale: "sk-SK",
      cookie,
      action: "add",
      cart_id: consented.cart.id,
      sku,
      recommendation_id: "",
      additional_props: utm,
    };
    expect(events.map((e) => [e.path, e.body])).toEqual([
      [
        "consent",
        {
          locale: "sk-SK",
          consents: { necessary: true, analytics: true, marketing: true },
          cookie,
          additional_props: { source: "banner", ...utm },
        },
      ],
      [
        "recommendation",
        expect.objectContaining({ path: product, action: "show", cookie, additional_props: utm }),
      ],
      ["view-item", { locale: "sk-SK", sku, cookie, additional_props: utm }],
      [
        "view-category",
        {
          locale: "sk-SK",
          slug: category.replaceAll("/", ""),
          cookie,
          additional_props: { page: 1, sort: "relevance", found: expect.any(Number), ...utm },
        },
      ],
      ["cart-update", added],
      ["cart-update", added],
    ]);
    // The page's script gets add_to_cart for the data layer (analytics consent) with the line's price.
    expect(consented.dataLayer).toEqual([
      expect.objectContaining({
        event: "add_to_cart",
        ecommerce: expect.objectContaining({
          currency: "EUR",
          items: [expect.objectContaining({ item_id: sku, quantity: 2 })],
        }),
      }),
    ]);
  });

  it("after 'necessary only': the consent record alone, without the utm source, and no add_to_cart", async () => {
    const before = (await recorded()).length;
    const shopper = new HttpShopper("sk", shop.port);
    await shopper.get("/?utm_source=spring_sale");
    expect((await shopper.post("/consent/", { choice: "necessary", returnTo: "/" })).status).toBe(303);
    const declined = await browse(shopper);
    expect(declined.dataLayer).toBeUndefined();
    const events = (await recorded()).slice(before);
    expect(events.map((e) => [e.path, e.body])).toEqual([
      [
        "consent",
        {
          locale: "sk-SK",
          consents: { necessary: true, analytics: false, marketing: false },
          cookie: "",
          additional_props: { source: "banner" },
        },
      ],
    ]);
  });
});

describe("newsletter-doi and customer-consent from the routes where they happen", () => {
  it("a sign-up, its confirmation link, and a customer's subscribe and unsubscribe", async () => {
    const before = (await recorded()).length;
    const email = `doi-${Date.now()}@example.com`;
    const visitor = new HttpShopper("sk", shop.port);
    expect((await visitor.post("/newsletter/", { email, consent: "on", returnTo: "/" })).status).toBe(303);
    const hash = await shop.services.newsletter.confirmationHash(email);
    const confirm = await visitor.get(`/exConsents/confirm?${new URLSearchParams({ hash })}`);
    expect(confirm.status).toBeGreaterThanOrEqual(300);
    expect(confirm.status).toBeLessThan(400);
    // The same link again (Back, a second click, a mail scanner): the same way on, no second report.
    const again = await visitor.get(`/exConsents/confirm?${new URLSearchParams({ hash })}`);
    expect([again.status, again.headers.location]).toEqual([confirm.status, confirm.headers.location]);

    const customer = new HttpShopper("sk", shop.port);
    await customer.get("/create-account");
    const account = { firstName: "Eva", lastName: "Novak", email: `c-${email}` };
    const signUp = { ...account, password: "geheim123", passwordConfirm: "geheim123" };
    expect((await customer.post("/create-account", signUp)).status).toBe(303);
    await customer.get("/my-account/my-newsletter");
    const subscribe = await customer.post("/my-account/my-newsletter", { intent: "subscribe" });
    expect(subscribe.status).toBe(303);
    // The same choice again (a double click): saved, and no second pair of calls below.
    expect((await customer.post("/my-account/my-newsletter", { intent: "subscribe" })).status).toBe(303);
    expect((await customer.post("/my-account/my-newsletter", { intent: "unsubscribe" })).status).toBe(303);

    const events = (await recorded()).slice(before);
    const channels = (newsletter: boolean) => ({
      newsletter,
      sms: false,
      phone: false,
      soft_newsletter: false,
      soft_phone: false,
      soft_sms: false,
    });
    const userId = events.find((e) => e.body.user_id)?.body.user_id;
    expect(userId).toEqual(expect.any(String));
    expect(events.map((e) => [e.path, e.body])).toEqual([
      ["newsletter-doi", { locale: "sk-SK", email, newsletterAction: "subscribe" }],
      ["newsletter-doi", { locale: "sk-SK", email, newsletterAction: "confirm" }],
      ["customer-consent", { locale: "sk-SK", consents: channels(true), email_token: hash }],
      [
        "newsletter-doi",
        { locale: "sk-SK", email: account.email, user_id: userId, newsletterAction: "subscribe" },
      ],
      ["customer-consent", { locale: "sk-SK", consents: channels(true) }],
      [
        "newsletter-doi",
        { locale: "sk-SK", email: account.email, user_id: userId, newsletterAction: "unsubscribe" },
      ],
      ["customer-consent", { locale: "sk-SK", consents: channels(false) }],
    ]);
  });
});
