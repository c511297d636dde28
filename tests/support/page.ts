import type { Page } from "@playwright/test";

/**
 * With JavaScript, waits until the page's script has hydrated the current document. Call it after
 * anything that loads a new document (a goto, a plain form post): before hydration a click is the
 * no-JavaScript form post and a change submits nothing.
 */
export async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a URL and, with JavaScript, waits until the page's script has hydrated it. */
export async function open(page: Page, url: string, javaScriptEnabled: boolean) {
  await page.goto(url);
  await hydrated(page, javaScriptEnabled);
}
