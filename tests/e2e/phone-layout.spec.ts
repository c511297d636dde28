import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { BUYABLE } from "../support/buyers";
import { shopUrl, uiText } from "../support/markets";
import { hydrated, open } from "../support/page";
import { HttpShopper } from "../support/shopper";

// Issue 20 item 2 (decision 0084): the page kinds Lighthouse scores, on the phone it emulates
// (412 × 823 CSS px). Touch targets of WCAG 2.5.8 (axe's target-size, off in axe's defaults and so
// not in tests/support/axe.ts) and visible text inside the accessible name, with JavaScript and
// without; and, with JavaScript, nothing moving when the page hydrates after its first paint.
const PHONE = { width: 412, height: 823 };

const PAGES = {
  home: "/",
  category: "/werkstatt/",
  search: "/search?q=Schwei%C3%9Fger%C3%A4t",
  product: "/mirota-kontaktgrill-mi-1788-10000008",
  cart: "/checkout/cart",
  addresses: "/checkout/addresses",
};

/** A shopper's cart with one line, handed to the browser (the cart and checkout pages need one). */
async function cartCookies(page: Page) {
  const shopper = new HttpShopper("de");
  const product = await shopper.get(BUYABLE.de);
  const sku = /name="sku" value="([^"]+)"/.exec(product.body)?.[1] ?? "";
  expect((await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
  await page.context().addCookies(shopper.cookiesFor(shopUrl("de", "/")));
}

for (const [name, path] of Object.entries(PAGES)) {
  test(`touch targets and names on a phone: the ${name} page passes axe's target-size (de)`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(PHONE);
    if (path.startsWith("/checkout/")) await cartCookies(page);
    await open(page, shopUrl("de", path), javaScriptEnabled);
    await expectNoAxeViolations(page, javaScriptEnabled, ["target-size", "label-content-name-mismatch"]);
  });
}

/** Holds the app's scripts back until the answered function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/build/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a page (its scripts held) and waits for its first contentful paint. */
async function openPainted(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length), {
      timeout: 30_000,
    })
    .toBe(1);
}

/**
 * Opens a page with its scripts held back until it has painted, then lets them run and waits for
 * hydration and two frames after it: what a phone on a slow network sees. Answers the layout-shift
 * score (the sum of every shift, as Lighthouse's CLS of one page load) and where `selectors` were
 * before and after hydration.
 */
async function shiftsAcrossHydration(page: Page, url: string, selectors: string[]) {
  const release = await holdScripts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await openPainted(page, url);
  const tops = () =>
    page.evaluate(
      (list) => list.map((s) => document.querySelector(s)?.getBoundingClientRect().top ?? null),
      selectors,
    );
  const before = await tops();
  release();
  await hydrated(page, true);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  return { shift, before, after: await tops() };
}

for (const [name, path, selectors] of [
  ["search results", PAGES.search, [".price-switch", ".listing__results"]],
  ["category", PAGES.category, [".price-switch", ".listing__results"]],
  ["home", PAGES.home, [".price-switch", "main"]],
  ["checkout addresses", PAGES.addresses, [".price-switch", "main"]],
] as const) {
  test(`nothing moves when the ${name} page hydrates after its first paint on a phone (de)`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript nothing hydrates; the layout is the server's");
    await page.setViewportSize(PHONE);
    if (path === PAGES.addresses) await cartCookies(page);
    const { shift, before, after } = await shiftsAcrossHydration(page, shopUrl("de", path), [...selectors]);
    expect(before.every((top) => top !== null)).toBe(true);
    expect(after).toEqual(before);
    expect(shift).toBeLessThan(0.1);
  });
}

test("the likely largest paint's image is fetched first: the first result card's, the product's main image (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", PAGES.search), javaScriptEnabled);
  const cards = page.locator(".listing__results .product-card img");
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(cards.first()).toHaveAttribute("fetchpriority", "high");
  await expect(cards.first()).toHaveAttribute("loading", "eager");
  // One image only: high priority for every card would be high priority for none.
  await expect(page.locator("img[fetchpriority]")).toHaveCount(1);
  await open(page, shopUrl("de", PAGES.product), javaScriptEnabled);
  const main = page.locator(".product__gallery > img");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).not.toHaveAttribute("loading", "lazy");
  await expect(page.locator("img[fetchpriority]")).toHaveCount(1);
});

const tc = (key: string) => uiText("de", key, "checkout");
const ta = (key: string) => uiText("de", key, "account");

// Decision 0084: html[data-js] is set before the first paint; a page whose app scripts never run
// must not keep the layout only they make work.
test("app scripts that never load leave the phone layout without JavaScript: search, filters, both addresses (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the case of a browser that runs JavaScript but not the app's");
  await page.setViewportSize(PHONE);
  await cartCookies(page);
  // A content blocker, or a deployment's files gone: the chunk guard reloads once, then gives up.
  await page.route("**/build/**/*.js", (route) => route.abort());
  await page.goto(shopUrl("de", PAGES.search));
  await expect(page.locator("#search-q")).toBeVisible();
  await expect(page.locator("form.filters")).toBeVisible();
  await page.goto(shopUrl("de", PAGES.addresses));
  const shipping = page.locator('.checkout-shipping[data-choice="different"]');
  await expect(shipping.getByLabel(ta("fields.streetName"))).toBeVisible();
  await expect(page.locator(".company-fields").first()).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

test("another shipping address chosen before the page hydrates shows its fields and orders to it (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript both addresses are always shown");
  await page.setViewportSize(PHONE);
  await cartCookies(page);
  const release = await holdScripts(page);
  await openPainted(page, shopUrl("de", PAGES.addresses));
  await page.getByRole("radio", { name: tc("addresses.shipping_different") }).check();
  const shipping = page.getByRole("group", { name: tc("addresses.shippingAddress") });
  await expect(shipping.getByLabel(ta("fields.streetName"))).toBeVisible();
  release();
  await hydrated(page, true);
  await expect(shipping.getByLabel(ta("fields.streetName"))).toBeVisible();
  await page.getByLabel(ta("fields.email")).fill(`phone-${Date.now()}@example.com`);
  const billing = page.getByRole("group", { name: tc("addresses.billing") });
  for (const group of [billing, shipping]) {
    await group.getByLabel(ta("fields.firstName")).fill("Eva");
    await group.getByLabel(ta("fields.lastName")).fill("Novak");
    await group.getByLabel(ta("fields.streetName")).fill("Hauptstraße");
    await group.getByLabel(ta("fields.streetNumber")).fill("1");
    await group.getByLabel(ta("fields.postalCode")).fill("10115");
    await group.getByLabel(ta("fields.city")).fill("Berlin");
  }
  await page.getByRole("button", { name: tc("addresses.submit") }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
});

test("the search toggle and the filter button work when tapped before the page hydrates (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is neither: both forms are shown");
  await page.setViewportSize(PHONE);
  const release = await holdScripts(page);
  await openPainted(page, shopUrl("de", PAGES.search));
  // The filter button: the form shows, and applies as the no-JavaScript GET form.
  const filters = page.locator("form.filters");
  await expect(filters).toBeHidden();
  await page.locator(".filter-modal__open").click();
  await expect(filters).toBeVisible();
  await filters.locator('input[name="inStock"]').check();
  await filters.getByRole("button", { name: uiText("de", "filters.apply", "listing") }).click();
  await expect(page).toHaveURL(/inStock=1/);
  // The search toggle, on the next page (its scripts held too): the field shows and searches.
  await expect(page.locator("#search-q")).toBeHidden();
  await page.locator(".search-toggle").click();
  await expect(page.locator("#search-q")).toBeVisible();
  await page.locator("#search-q").fill("Bohrmaschine");
  await page.locator("#search-q").press("Enter");
  await expect(page).toHaveURL(/q=Bohrmaschine/);
  release();
});
