import type { Page } from "@playwright/test";

/** Opens a URL and, with JavaScript, waits until the page's script has hydrated it. */
export async function open(page: Page, url: string, javaScriptEnabled: boolean) {
  await page.goto(url);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
