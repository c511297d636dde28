import { expect, test } from "@playwright/test";
import { roundHalfEven } from "../../server/commerce/money";
import { expectNoAxeViolations } from "../support/axe";
import {
  addFromProductPage,
  badge,
  cartUrl,
  centsOf,
  euroCents,
  expectSummaryAddsUp,
  GRILL,
  lineOf,
  lines,
  productPrice,
  t,
  VACUUM,
} from "../support/cart";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

test("add from a product page: sidebars with JavaScript, the cart page without (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", GRILL), javaScriptEnabled);
  const price = await productPrice(page);
  const sku = (await page.locator('form.add-to-cart-form input[name="sku"]').inputValue()) ?? "";
  await expect(badge(page)).toHaveText("0");
  const form = page.locator("form.add-to-cart-form");
  if (javaScriptEnabled) {
    await form.getByRole("button", { name: uiText("de", "cart.add") }).click();
    // SPEC §4: the extra-guarantee sidebar opens first; adding one leads on to the next sidebar.
    const guarantee = page.getByRole("dialog", { name: t("sidebar.guaranteeHeading") });
    await expect(guarantee).toBeVisible();
    await expect(page.locator("#cart-notice p")).toHaveText(t("notices.added"));
    await expectNoAxeViolations(page, javaScriptEnabled);
    await guarantee
      .getByRole("button", { name: t("guarantee.add") })
      .first()
      .click();
    const next = page.getByRole("dialog", {
      name: new RegExp(`${t("sidebar.complementaryHeading")}|${t("heading")}`),
    });
    await expect(next).toBeVisible();
    // Notifications go after their duration (SPEC §4).
    await expect(page.locator("#cart-notice")).toHaveCount(0, { timeout: 20_000 });
    await page.keyboard.press("Escape");
    await expect(badge(page)).toHaveText("1");
    await open(page, cartUrl, javaScriptEnabled);
  } else {
    await form.getByRole("radio").nth(1).check();
    await form.getByRole("button", { name: uiText("de", "cart.add") }).click();
    await expect(page).toHaveURL(/\/checkout\/cart\?cart_notice=added$/);
    await expect(page.getByRole("status").filter({ hasText: t("notices.added") })).toBeVisible();
  }
  const line = lineOf(page, t("productNumber", { sku }));
  await expect(line.getByTestId("line-unit")).toHaveText(euroCents(price));
  await expect(line.getByTestId("line-total")).toHaveText(euroCents(price));
  await expect(line.getByRole("link")).toHaveAttribute("href", GRILL);
  // The first guarantee (5 %) covers the one unit and names its product.
  const guaranteeLine = lineOf(page, t("guarantee.for", { sku }));
  await expect(guaranteeLine.getByTestId("line-total")).toHaveText(euroCents(roundHalfEven(price * 0.05)));
  await expect(page.getByTestId("cart-subtotal")).toHaveText(euroCents(price + roundHalfEven(price * 0.05)));
  await expect(badge(page)).toHaveText("1");
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("change the quantity: the volume discount at 3 items, its next threshold, and the stock limit (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await addFromProductPage(page, GRILL, javaScriptEnabled);
  await open(page, shopUrl("de", GRILL), javaScriptEnabled);
  const price = await productPrice(page);
  await open(page, cartUrl, javaScriptEnabled);
  const line = lines(page).first();
  await expect(line.getByText(t("volume.next_other", { count: 2, percent: 5 }))).toBeVisible();
  await line.getByRole("spinbutton").fill("3");
  await line.getByRole("button", { name: t("update") }).click();
  await expect(line.getByText(t("volume.reached", { percent: 5 }))).toBeVisible();
  await expect(line.getByText(t("volume.next_other", { count: 2, percent: 10 }))).toBeVisible();
  // The line keeps its price; the volume discount is one deduction of the summary, which adds up.
  await expect(line.getByTestId("line-unit")).toHaveText(euroCents(price));
  await expect(line.getByTestId("line-total")).toHaveText(euroCents(price * 3));
  await expect(page.getByTestId("cart-subtotal")).toHaveText(euroCents(price * 3));
  const summary = page.locator(".cart-page .cart__summary");
  await expect(summary.getByText(t("discount.volume", { percent: 5 }))).toBeVisible();
  await expect(summary.getByTestId("cart-discount")).toHaveText(
    `−${euroCents(roundHalfEven(price * 0.05) * 3)}`,
  );
  await expectSummaryAddsUp(page);
  await expect(badge(page)).toHaveText("3");

  // VACUUM has 3 in stock: after adding 3, the product page offers no more (SPEC §5).
  await addFromProductPage(page, VACUUM, javaScriptEnabled, 3);
  await open(page, shopUrl("de", VACUUM), javaScriptEnabled);
  await expect(page.getByRole("button", { name: uiText("de", "cart.outOfStock") }).first()).toBeDisabled();
  await open(page, cartUrl, javaScriptEnabled);
  await expect(lineOf(page, /EX\d+/).last().getByRole("spinbutton")).toHaveAttribute("max", "3");
  await expect(badge(page)).toHaveText("6");
});

test("apply and remove a coupon; a wrong code is answered at the field, keeping what was typed (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await addFromProductPage(page, GRILL, javaScriptEnabled);
  await open(page, cartUrl, javaScriptEnabled);
  const total = centsOf(await page.getByTestId("cart-subtotal").textContent());
  const field = page.getByLabel(t("coupon.label"), { exact: true });
  await field.fill("NOPE");
  await page.getByRole("button", { name: t("coupon.apply") }).click();
  await expect(page.locator("#coupon-error")).toHaveText(t("errors.couponUnknown"));
  await expect(page.getByLabel(t("coupon.label"), { exact: true })).toHaveValue("NOPE");
  await expect(page.getByLabel(t("coupon.label"), { exact: true })).toHaveAttribute(
    "aria-describedby",
    "coupon-error",
  );
  await page.getByLabel(t("coupon.label"), { exact: true }).fill("WELCOME10");
  await page.getByRole("button", { name: t("coupon.apply") }).click();
  const coupons = page.locator(".cart__coupon-list li");
  await expect(coupons).toHaveText(new RegExp(`WELCOME10.*${t("coupon.state.MatchesCart")}`));
  // The subtotal stays; the code's discount is a deduction, named by its code.
  await expect(page.getByTestId("cart-subtotal")).toHaveText(euroCents(total));
  await expect(page.getByText(t("discount.code", { code: "WELCOME10" }))).toBeVisible();
  await expect(page.getByTestId("cart-discount")).toHaveText(`−${euroCents(roundHalfEven(total * 0.1))}`);
  await expectSummaryAddsUp(page);
  await page.getByRole("button", { name: t("coupon.remove", { code: "WELCOME10" }) }).click();
  await expect(coupons).toHaveCount(0);
  await expect(page.getByTestId("cart-discount")).toHaveCount(0);
  await expect(page.getByTestId("cart-subtotal")).toHaveText(euroCents(total));
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("add and remove an extra guarantee on the cart page, then empty the cart (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await addFromProductPage(page, GRILL, javaScriptEnabled, 2);
  await open(page, cartUrl, javaScriptEnabled);
  const product = lines(page).first();
  const sku = (await product.getAttribute("data-sku")) ?? "";
  const unit = centsOf(await product.getByTestId("line-unit").textContent());
  const offer = product.locator(".cart-line__guarantee");
  await offer.getByRole("radio").nth(1).check();
  await offer.getByRole("button", { name: t("guarantee.add") }).click();
  const guarantee = lineOf(page, t("guarantee.for", { sku }));
  // The second guarantee (8 %) for both units.
  await expect(guarantee.getByTestId("line-total")).toHaveText(euroCents(roundHalfEven(unit * 0.08) * 2));
  await expect(guarantee).toContainText("2 ×");
  await expect(lines(page).first().getByRole("group")).toHaveCount(0);
  await guarantee.locator(".cart-line__remove button").click();
  await expect(lineOf(page, t("guarantee.for", { sku }))).toHaveCount(0);
  await expect(badge(page)).toHaveText("2");

  await page.getByRole("button", { name: t("clear") }).click();
  await expect(page.getByText(t("empty"))).toBeVisible();
  await expect(badge(page)).toHaveText("0");
});

test("the cart icon: the sidebar with JavaScript, 'Your cart is empty' when it is (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  await page.locator(".cart-icon").click();
  if (javaScriptEnabled) {
    await expect(page.locator("#cart-empty")).toHaveText(new RegExp(t("empty")));
    await expect(page).toHaveURL(shopUrl("de", "/"));
    await expect(page.locator("#cart-empty")).toHaveCount(0, { timeout: 20_000 });
    await addFromProductPage(page, GRILL, true);
    await page.locator(".cart-icon").click();
    const sidebar = page.getByRole("dialog", { name: t("heading") });
    await expect(sidebar.locator(".cart-line")).toHaveCount(1);
    await expect(sidebar.getByTestId("cart-total")).toBeVisible();
  } else {
    await expect(page).toHaveURL(cartUrl);
    await expect(page.getByText(t("empty"))).toBeVisible();
  }
});

test("the cart icon when the sidebar's code cannot load: the cart page instead (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the icon is a plain link to the cart page");
  await addFromProductPage(page, GRILL, true);
  // The network drops the sidebar's chunk (decision 0069): the click must still lead somewhere.
  const chunk = /\/build\/_shared\/CartContents-[A-Z0-9]+\.js$/;
  let asked = false;
  await page.route(chunk, (route) => {
    asked = true;
    return route.abort("internetdisconnected");
  });
  await page.locator(".cart-icon").click();
  await expect(page).toHaveURL(cartUrl, { timeout: 20_000 });
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toBeVisible();
  expect(asked).toBe(true);
});

test("a quick add from a listing (sk)", async ({ page, javaScriptEnabled }) => {
  await open(page, shopUrl("sk", "/search?tags=bestseller"), javaScriptEnabled);
  const card = page
    .locator(".product-card")
    .filter({ has: page.locator("button.add-to-cart:enabled") })
    .first();
  const name = (await card.locator("h2, h3").first().textContent())?.trim() ?? "";
  await card.locator("button.add-to-cart").click();
  if (javaScriptEnabled) {
    await expect(page.locator("dialog.sidebar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(badge(page)).toHaveText("1");
    await open(page, shopUrl("sk", "/checkout/cart"), javaScriptEnabled);
  } else {
    await expect(page).toHaveURL(/\/checkout\/cart\?cart_notice=added$/);
  }
  await expect(lines(page).filter({ hasText: name })).toHaveCount(1);
});
