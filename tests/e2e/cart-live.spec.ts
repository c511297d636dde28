import { execFileSync } from "node:child_process";
import { type BrowserContext, expect, test } from "@playwright/test";
import { E2E_COMMERCE_DB } from "../../playwright.config";
import { addFromProductPage, badge, cartUrl, GRILL, lines, PUMP, t } from "../support/cart";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

// The cart's room (SPEC §7 updated-stock, a PartyKit-style room per cart id): what another tab or a
// stock change shows in an open cart without a reload.
test.describe("live rooms (JavaScript)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the rooms are the page script's");

  async function sharedCart(context: BrowserContext, other: BrowserContext) {
    await other.addCookies(await context.cookies());
  }

  test("a change in one browser appears in another on the same cart without reload", async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const a = await first.newPage();
    await addFromProductPage(a, PUMP, true);
    await sharedCart(first, second);
    const b = await second.newPage();
    await open(b, cartUrl, true);
    await expect(lines(b).first().getByRole("spinbutton")).toHaveValue("1");
    await expect(badge(b)).toHaveText("1");
    await open(a, cartUrl, true);
    await lines(a).first().getByRole("spinbutton").fill("2");
    await lines(a)
      .first()
      .getByRole("button", { name: t("update") })
      .click();
    await expect(lines(b).first().getByRole("spinbutton")).toHaveValue("2");
    await expect(badge(b)).toHaveText("2");
    await a.getByRole("button", { name: t("clear") }).click();
    await expect(b.getByText(t("empty"))).toBeVisible();
    await first.close();
    await second.close();
  });

  test("an expired form is answered with a notification, not an error page", async ({ page, context }) => {
    // The cart page gives this visitor a token, so the product page's form carries it.
    await open(page, cartUrl, true);
    await open(page, shopUrl("de", GRILL), true);
    await context.clearCookies({ name: "csrf" });
    await page
      .locator("form.add-to-cart-form")
      .getByRole("button", { name: uiText("de", "cart.add") })
      .click();
    await expect(page.getByRole("alert").getByText(t("errors.expired"))).toBeVisible();
    await expect(page).toHaveURL(shopUrl("de", GRILL));
    await expect(badge(page)).toHaveText("0");
  });

  test("a restock or sell-out reaches an open cart", async ({ page }) => {
    await addFromProductPage(page, PUMP, true);
    await open(page, cartUrl, true);
    const line = lines(page).first();
    const sku = (await line.getAttribute("data-sku")) ?? "";
    await expect(line.getByTestId("line-stock")).toHaveText(uiText("de", "stock.in", "product"));
    const original = Number(await line.getByRole("spinbutton").getAttribute("max"));
    const restock = (quantity: number) =>
      execFileSync(process.execPath, ["--import", "tsx", "scripts/restock.ts", sku, String(quantity)], {
        env: { ...process.env, COMMERCE_DB_PATH: E2E_COMMERCE_DB },
      });
    const before = Number(/(\d+) available/.exec(restock(0).toString())?.[1] ?? "0");
    expect(before).toBe(0);
    await expect(line.getByTestId("line-stock")).toHaveText(uiText("de", "stock.out", "product"));
    restock(original);
    await expect(line.getByTestId("line-stock")).toHaveText(uiText("de", "stock.in", "product"));
    await expect(line.getByRole("spinbutton")).toHaveAttribute("max", String(original));
  });
});
