import { expect, test } from "@playwright/test";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

// The combobox is the JavaScript enhancement; without JavaScript the same field submits to /search
// (markets.spec.ts "the search form submits to /search without JavaScript too").
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the combobox needs JavaScript");

test("quick search suggests products, moves with the arrow keys and opens the chosen one (de)", async ({
  page,
}) => {
  await open(page, shopUrl("de", "/"), true);
  const box = page.getByRole("combobox", { name: uiText("de", "search.label") });
  await box.fill("Ferr");
  const list = page.getByRole("listbox", { name: uiText("de", "search.suggestions") });
  await expect(list).toBeVisible();
  const options = list.getByRole("option");
  await expect(options).toHaveCount(6);
  await expect(options.first()).toContainText("Ferrox");
  await expect(
    page
      .getByRole("link", { name: /Ferr|\d/ })
      .filter({ hasText: uiText("de", "search.seeAll").split("{{")[0] ?? "" }),
  ).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
  const name = (await options.nth(1).locator(".quick-search__name").textContent()) ?? "";
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("quick search says when nothing matches, clears, and Enter without a choice searches", async ({
  page,
}) => {
  await open(page, shopUrl("de", "/"), true);
  const box = page.getByRole("combobox", { name: uiText("de", "search.label") });
  await box.fill("qqqzzz");
  await expect(page.getByRole("status").filter({ hasText: uiText("de", "search.noResults") })).toBeVisible();
  await page.getByRole("button", { name: uiText("de", "search.clear") }).click();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await box.fill("Vestra");
  await expect(page.getByRole("listbox")).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Vestra$/);
  await expect(page.locator(".product-card").first()).toBeVisible();
});

test("the suggestions endpoint validates its query", async ({ request }) => {
  for (const q of ["", "a", "x".repeat(101)]) {
    const response = await request.get(
      `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/api/quick-search?q=${q}`,
    );
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ q: "", found: 0, hits: [] });
  }
});
