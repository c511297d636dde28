import { expect, type Page } from "@playwright/test";
import { fill, shopUrl, uiText } from "./markets";
import { amountOf, euro, shownPrice } from "./money";
import { open } from "./page";

// Products of the deterministic demo catalog (the e2e server seeds it afresh for every run).
export const GRILL = "/mirota-kontaktgrill-mi-1788-10000008"; // volume-discount group, guarantees
export const VACUUM = "/nordhal-industriesauger-no-7367-10000004"; // 3 in stock
export const PUMP = "/vestra-gartenpumpe-ve-9749-10000077";

export const t = (key: string, values: Record<string, string | number> = {}, ns = "cart") =>
  fill(uiText("de", key, ns), values);
/** Prices in minor units, as the platform computes them. */
export const euroCents = (cents: number) => euro(cents / 100);
export const centsOf = (text: string | null) => Math.round(amountOf(text) * 100);

export const cartUrl = shopUrl("de", "/checkout/cart");
export const lines = (page: Page) => page.locator(".cart-page .cart-line");
export const lineOf = (page: Page, name: RegExp | string) => lines(page).filter({ hasText: name });
export const badge = (page: Page) => page.getByTestId("cart-count");

/** Adds from a product page; with JavaScript the sidebars that open are closed, without it the cart page shows. */
export async function addFromProductPage(page: Page, slug: string, js: boolean, quantity?: number) {
  await open(page, shopUrl("de", slug), js);
  const form = page.locator("form.add-to-cart-form");
  if (quantity) {
    const field = form.getByRole("spinbutton");
    await field.fill(String(quantity));
    await field.blur();
  }
  await form.getByRole("button", { name: uiText("de", "cart.add") }).click();
  if (js) {
    await expect(page.locator("dialog.sidebar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog.sidebar")).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(/\/checkout\/cart\?cart_notice=added$/);
  }
}

export const productPrice = async (page: Page) => Math.round((await shownPrice(page)) * 100);

/** The cart page's summary: subtotal − discounts + fees + shipping = total, to the cent. */
export async function expectSummaryAddsUp(page: Page) {
  const summary = page.locator(".cart-page .cart__summary");
  const cents = async (id: string) =>
    Promise.all(
      (await summary.getByTestId(id).allTextContents()).map((text) => centsOf(text.replace("−", ""))),
    );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const shippingText = (await summary.getByTestId("cart-shipping").textContent()) ?? "";
  const shipping = /\d/.test(shippingText) ? centsOf(shippingText) : 0;
  expect(
    sum(await cents("cart-subtotal")) -
      sum(await cents("cart-discount")) +
      sum(await cents("cart-fee")) +
      shipping,
  ).toBe(sum(await cents("cart-total")));
}
