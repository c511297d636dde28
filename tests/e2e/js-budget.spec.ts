import { expect, test } from "@playwright/test";
import { PAGE_KINDS } from "../../config/performance";
import { kindScripts, PAGE_ROUTES, readClientBuild } from "../../scripts/js-budget";
import { BOT } from "../support/crawler";
import { rawRequest } from "../support/http";
import { shopUrl, uiText } from "../support/markets";
import { hydrated, open } from "../support/page";

// Raw HTTP and a browser with JavaScript against the test server, which serves the build `check:js`
// measured. Runs once.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "script checks need JavaScript, run once");

/**
 * The scripts a page's HTML loads: its `<link rel="modulepreload">` tags and the imports of its module
 * scripts. Not every "/build/….js" of the body: the loader data serialised into `__remixContext`
 * names the kind's chunks too, so a missing preload would not show.
 */
function scriptsInHtml(body: string): string[] {
  const preloads = [...body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, url]) => url);
  const modules = [...body.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => code,
  );
  const imports = modules.flatMap((code) =>
    [...(code ?? "").matchAll(/\bimport\s*(?:\*\s*as\s+\w+\s+from\s*)?\(?\s*"([^"]+)"/g)].map(
      ([, url]) => url,
    ),
  );
  return [...new Set([...preloads, ...imports])].map((url) => url ?? "");
}

/**
 * Issue 20 item 1 (decision 0045): `bench:js` and `check:js` count a page's scripts from the build's
 * manifest; this proves they are exactly the scripts the page's HTML loads (its module preloads and
 * the imports of its module script), the chunk of a product or category page's kind included
 * (decision 0077). The cart and checkout pages need a cart and are left out.
 */
test("the scripts the JavaScript budget counts are the ones each page's HTML loads", async () => {
  const { manifest, chunks } = readClientBuild();
  for (const kind of PAGE_KINDS.filter((kind) => !["cart", "checkout-addresses"].includes(kind))) {
    const { country, path } = PAGE_ROUTES[kind];
    const { status, body } = await rawRequest(country, encodeURI(path), { headers: BOT });
    expect(status, `${kind} ${country} ${path}`).toBe(200);
    expect(scriptsInHtml(body).sort(), kind).toEqual(kindScripts(manifest, kind, chunks).sort());
  }
  // A category page does not carry the product page's chunk, nor a product page the listing's.
  expect(chunks.product.length).toBeGreaterThan(0);
  expect(kindScripts(manifest, "category", chunks)).not.toContain(chunks.product[0]);
  expect(kindScripts(manifest, "product", chunks)).not.toContain(chunks.category[0]);
});

/**
 * Decision 0048: the browser translates with the strings the document embeds (its language, its
 * routes' namespaces), so a page hydrates without asking for a translation file, never for English,
 * and says what the server said (React reports a text that differs as a console error). A client
 * navigation loads only the namespaces the next page adds, in the page's language.
 */
test("a German page hydrates from its embedded strings; a navigation loads only its new German namespaces", async ({
  page,
}) => {
  const files: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/locales/")) files.push(pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await open(page, shopUrl("de", PAGE_ROUTES.product.path), true);
  const embedded = JSON.parse((await page.locator("script#translations").textContent()) ?? "{}");
  expect(embedded.language).toBe("de");
  expect(Object.keys(embedded.bundles).sort()).toEqual(
    // The root's namespaces, then the catch-all route's (it renders content pages' CMS blocks too).
    [
      ...["cart", "common", "consent", "contact", "listing", "newsletter", "tax", "ui"],
      ...["cms", "express", "pages", "product", "recommendations", "tiers"],
    ].sort(),
  );
  expect(embedded.bundles.common.header.login).toBe(uiText("de", "header.login"));
  expect(files).toEqual([]);

  await page.getByRole("link", { name: uiText("de", "header.login"), exact: true }).click();
  await expect(page.getByRole("heading", { name: uiText("de", "login.heading", "account") })).toBeVisible();
  // The login route's own namespaces: the account's and the social sign-in buttons' (decision 0061).
  expect(files.sort()).toEqual(["/locales/de/account.json", "/locales/de/social.json"]);
  expect(errors).toEqual([]);
});

/**
 * What a page may fetch beyond its counted scripts, each after the page's data says it needs it: the
 * CMS block families of its blocks (decision 0050) and the sliders' and anchors' tracking, imported
 * once the page is interactive (decision 0052).
 */
const FETCHED_LATER =
  /^\/build\/_shared\/(?:promotion|text|media|commerce|service|landing|slider-track|anchors)-\w+\.js$/;

/**
 * Decision 0077: a category, product or content page fetches the scripts the budget counts for it,
 * its kind's chunk included and the other kind's not, and hydrates without a console error (React
 * reports a hydration mismatch there). Each page in a fresh context, so no script comes from a cache.
 */
test("a catch-all page fetches the scripts counted for its kind and hydrates without an error", async ({
  browser,
}) => {
  const { manifest, chunks } = readClientBuild();
  for (const kind of ["category", "product", "content"] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = new Set<string>();
    const errors: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/build/") && pathname.endsWith(".js")) fetched.add(decodeURI(pathname));
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const { country, path } = PAGE_ROUTES[kind];
    await open(page, shopUrl(country, path), true);
    const counted = kindScripts(manifest, kind, chunks);
    expect(
      counted.filter((url) => !fetched.has(url)),
      `${kind}: counted, not fetched`,
    ).toEqual([]);
    const uncounted = [...fetched].filter((url) => !counted.includes(url) && !FETCHED_LATER.test(url));
    expect(uncounted, `${kind}: fetched, not counted`).toEqual([]);
    expect(errors, kind).toEqual([]);
    await context.close();
  }
});

/**
 * Decision 0077: a client navigation between the kinds loads the next kind's chunk with the page's
 * data (the route's clientLoader), and the page shows with its content: from a category to a product
 * and back, and from the search page (another route) to a category.
 */
test("a client navigation loads the next kind's chunk then and shows the whole page", async ({ page }) => {
  const { chunks } = readClientBuild();
  const fetched: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => fetched.push(decodeURI(new URL(request.url()).pathname)));
  page.on("pageerror", (error) => errors.push(error.message));
  await open(page, shopUrl("de", PAGE_ROUTES.category.path), true);
  expect(fetched).toContain(chunks.category[0]);
  expect(fetched).not.toContain(chunks.product[0]);
  // A mark that only a client navigation keeps (a document load starts a fresh window).
  await page.evaluate(() => Object.assign(window, { clientSide: true }));

  const toProduct = async () => {
    const card = page.locator(".product-card__link").first();
    const name = (await card.locator(".product-card__name").textContent()) ?? "";
    await card.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => (window as { clientSide?: boolean }).clientSide)).toBe(true);
  };
  await toProduct();
  expect(fetched).toContain(chunks.product[0]);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Werkstatt/);
  await expect(page.locator(".product-card__link").first()).toBeVisible();

  fetched.length = 0;
  // The order of the category's chunk request and the end of its data (decision 0077): with the
  // data, not a round trip after it.
  const order: string[] = [];
  page.on("request", (request) => {
    if (decodeURI(new URL(request.url()).pathname) === chunks.category[0]) order.push("chunk requested");
  });
  page.on("requestfinished", (request) => {
    if (new URL(request.url()).searchParams.get("_data") === "routes/$") order.push("data received");
  });
  await page.goto(shopUrl("de", PAGE_ROUTES.search.path));
  await hydrated(page, true);
  expect(fetched).not.toContain(chunks.category[0]);
  await page.evaluate(() => {
    Object.assign(window, { clientSide: true, headingGone: false });
    // A page shown before its kind's chunk arrived would leave the main area without a heading.
    new MutationObserver(() => {
      if (!document.querySelector("main h1")) Object.assign(window, { headingGone: true });
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page
    .getByRole("navigation", { name: uiText("de", "header.categories") })
    .getByRole("link", { name: "Werkstatt" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Werkstatt/);
  await expect(page.locator(".product-card__link").first()).toBeVisible();
  expect(fetched).toContain(chunks.category[0]);
  expect(order).toEqual(["chunk requested", "data received"]);
  expect(await page.evaluate(() => (window as { clientSide?: boolean }).clientSide)).toBe(true);
  expect(await page.evaluate(() => (window as { headingGone?: boolean }).headingGone)).toBe(false);
  expect(errors).toEqual([]);
});

/**
 * Decision 0077, SPEC §4: a page whose kind's chunk fails (a deployment replaced the build) is
 * reloaded by the chunk-reload guard, not hydrated around a boundary that never hydrates (React
 * would hold every later navigation: the URL would change, the screen not). The chunk is served as a
 * module that throws when it runs: its modulepreload succeeds (it only fetches), the import fails.
 */
test("a product page whose kind's chunk fails to load reloads the document once", async ({ page }) => {
  const { chunks } = readClientBuild();
  const { path } = PAGE_ROUTES.product;
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents += 1;
  });
  await page.route(`**${chunks.product[0]}`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: 'throw new Error("not this build");' }),
  );
  await page.goto(shopUrl("de", path));
  await expect.poll(() => documents, { timeout: 30_000 }).toBe(2);
  // The guard's mark: one reload, no more within TIMINGS.chunkReloadGuard.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("chunk-reload-at")).catch(() => null))
    .toMatch(/^\d+$/);
});
