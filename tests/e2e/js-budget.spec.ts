import { expect, test } from "@playwright/test";
import { PAGE_KINDS } from "../../config/performance";
import { PAGE_ROUTES, pageScripts, readClientBuild } from "../../scripts/js-budget";
import { BOT } from "../support/crawler";
import { rawRequest } from "../support/http";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

// Raw HTTP against the test server, which serves the build `check:js` measured. Runs once.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

/**
 * Issue 20 item 1 (decision 0045): `bench:js` and `check:js` count a page's scripts from the build's
 * manifest; this proves they are exactly the scripts the page's HTML loads (its module preloads and
 * the imports of its module script). The cart and checkout pages need a cart and are left out.
 */
test("the scripts the JavaScript budget counts are the ones each page's HTML loads", async () => {
  const { manifest } = readClientBuild();
  for (const kind of PAGE_KINDS.filter((kind) => !["cart", "checkout-addresses"].includes(kind))) {
    const { route, country, path } = PAGE_ROUTES[kind];
    const { status, body } = await rawRequest(country, encodeURI(path), { headers: BOT });
    expect(status, `${kind} ${country} ${path}`).toBe(200);
    const inHtml = new Set(body.match(/\/build\/[\w$().\-/]+?\.js/g));
    expect([...inHtml].sort(), kind).toEqual(pageScripts(manifest, route).sort());
  }
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
