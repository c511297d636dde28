import { expect, type Page, test } from "@playwright/test";
import { shopUrl, uiText } from "../support/markets";
import { hydrated, open } from "../support/page";

// The consent banner and the settings page, one consent form (decision 0069): the banner's two
// choices lead back to the page it showed on, the settings page's boxes are saved and shown again as
// chosen; with JavaScript and without (a plain form post both ways).

const t = (key: string) => uiText("de", key, "consent");
const banner = (page: Page) => page.getByRole("region", { name: t("banner.title") });
const box = (page: Page, category: "analytics" | "marketing") =>
  page.getByRole("checkbox", { name: new RegExp(`^${t(`category.${category}.label`)} `) });

test("the banner: 'necessary only' goes back to the page, the banner gone, nothing optional chosen (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/faq/"), javaScriptEnabled);
  await expect(banner(page)).toBeVisible();
  await banner(page)
    .getByRole("button", { name: t("banner.necessaryOnly") })
    .click();
  await expect(page).toHaveURL(shopUrl("de", "/faq/"));
  await expect(banner(page)).toHaveCount(0);
  await open(page, shopUrl("de", "/consent/"), javaScriptEnabled);
  await expect(box(page, "analytics")).not.toBeChecked();
  await expect(box(page, "marketing")).not.toBeChecked();
});

test("the settings page: a saved selection shows again as chosen; 'accept all' ticks both (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  await banner(page)
    .getByRole("link", { name: t("banner.settings") })
    .click();
  await expect(page).toHaveURL(shopUrl("de", "/consent/"));
  await hydrated(page, javaScriptEnabled);
  await box(page, "analytics").check();
  await page.getByRole("button", { name: t("page.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("page.saved") })).toBeVisible();
  await hydrated(page, javaScriptEnabled);
  await expect(box(page, "analytics")).toBeChecked();
  await expect(box(page, "marketing")).not.toBeChecked();
  // A choice made: no banner any more.
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("button", { name: t("banner.acceptAll") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("page.saved") })).toBeVisible();
  await hydrated(page, javaScriptEnabled);
  await expect(box(page, "analytics")).toBeChecked();
  await expect(box(page, "marketing")).toBeChecked();
});
