import { expect, type Page, test } from "@playwright/test";
import { formatHours } from "../../app/lib/format";
import { customerCare, getLocale, isSwitchOn, type LocaleCode } from "../../config";
import { expectNoAxeViolations } from "../support/axe";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

// Issue 15.6: where checkout is disabled (SPEC §6, §9) a shopper learns it, and how to order instead,
// on the product page before building a cart and in the cart, in the country's language.
// The garden pump of the deterministic demo catalog, in each shop's language (LT: native /p/ route).
const MARKETS = [
  { country: "ie", locale: "en-IE", path: "/vestra-garden-pump-ve-9749-10000077" },
  { country: "lt", locale: "lt-LT", path: "/p/vestra-sodo-siurblys-ve-9749-10000077" },
  { country: "gr", locale: "el-GR", path: "/vestra-antlia-kipoy-ve-9749-10000077" },
] as const;
const SKU = "EX10000077";

/** The notice, found by its translated heading; its phone, hours and e-mail as the shopper sees them. */
async function expectNotice(page: Page, country: string, locale: LocaleCode, text: "product" | "cart") {
  const language = getLocale(locale).language;
  const care = customerCare(country as Parameters<typeof customerCare>[0]);
  const notice = page.getByRole("region", { name: uiText(language, "orderByContact.heading") });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(uiText(language, `orderByContact.${text}`))).toBeVisible();
  await expect(notice.getByRole("link", { name: care.phone })).toHaveAttribute("href", `tel:${care.tel}`);
  await expect(notice.locator("dd").nth(1)).toHaveText(formatHours(care.hours, locale));
  const mail = notice.getByRole("link", { name: care.email });
  await expect(mail).toBeVisible();
  return { notice, mail, language };
}

for (const { country, locale, path } of MARKETS) {
  test(`${country}: the product page and the cart say there is no checkout and how to order instead`, async ({
    page,
    javaScriptEnabled,
  }) => {
    expect(isSwitchOn("checkoutDisabled", country)).toBe(true);
    await open(page, shopUrl(country, path), javaScriptEnabled);
    const { mail, language } = await expectNotice(page, country, locale, "product");
    await expect(mail).toHaveAttribute(
      "href",
      `mailto:${customerCare(country).email}?subject=${encodeURIComponent(uiText(language, "orderByContact.mailSubject"))}`,
    );
    await expectNoAxeViolations(page, javaScriptEnabled);

    // Adding to the cart and discount codes still work.
    await page
      .locator("form.add-to-cart-form")
      .getByRole("button", { name: uiText(language, "cart.add") })
      .click();
    if (javaScriptEnabled) {
      await expect(page.locator("dialog.sidebar")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await open(page, shopUrl(country, "/checkout/cart"), true);
    } else {
      await expect(page).toHaveURL(/\/checkout\/cart\?cart_notice=added$/);
    }
    const cart = page.locator(".cart-page");
    await cart.getByLabel(uiText(language, "coupon.label", "cart"), { exact: true }).fill("WELCOME10");
    await cart.getByRole("button", { name: uiText(language, "coupon.apply", "cart") }).click();
    await expect(cart.locator(".cart__coupon-list")).toContainText("WELCOME10");

    // No way to a checkout that would send the shopper home (guard 10); the notice instead.
    await expect(page.getByRole("link", { name: uiText(language, "checkout", "cart") })).toHaveCount(0);
    const inCart = await expectNotice(page, country, locale, "cart");
    // The e-mail link carries the cart: product number and quantity, and the discount code.
    const href = decodeURIComponent((await inCart.mail.getAttribute("href")) ?? "");
    expect(href).toContain(`subject=${uiText(language, "orderByContact.mailSubject")}`);
    expect(href).toContain(`1 × `);
    expect(href).toContain(fill(uiText(language, "productNumber", "cart"), { sku: SKU }));
    expect(href).toContain(`${uiText(language, "coupon.label", "cart")}: WELCOME10`);
    await expectNoAxeViolations(page, javaScriptEnabled);
  });
}

test("a country with checkout shows the checkout button and no such notice (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/vestra-gartenpumpe-ve-9749-10000077"), javaScriptEnabled);
  await expect(page.locator("form.add-to-cart-form")).toBeVisible();
  await expect(page.getByRole("region", { name: uiText("de", "orderByContact.heading") })).toHaveCount(0);
});
