import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page and expects no violations. axe needs JavaScript in the page, so for a page
 * opened with JavaScript off it checks the same document in a second page with the page's own scripts
 * stripped: what a shopper without JavaScript gets. `rules` runs those rules only (axe's ids, some off
 * in its defaults, as target-size); without it, axe's default set.
 */
export async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean, rules?: string[]) {
  let target = page;
  if (!javaScriptEnabled) {
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
    target = await context.newPage();
    // Without JavaScript the page's DOM is the server's HTML; serve it again with its scripts removed.
    const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
    await target.route("**/*", (route) => {
      const type = route.request().resourceType();
      if (type === "script") return route.abort();
      if (type === "document") return route.fulfill({ body: html, contentType: "text/html; charset=utf-8" });
      return route.continue();
    });
    await target.goto(page.url());
  }
  const builder = new AxeBuilder({ page: target });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  if (target !== page) await target.context().close();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
