import { expect, type Locator, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

// The demo catalog (seeded afresh for every run): the Vestra scarifier's accessories are a log
// splitter and a chainsaw in stock and the Galvano scarifier GA-5670, which is sold out. Cards list
// the newest product first.
const SCARIFIER = "/vestra-vertikutierer-ve-756-10000488";
const IN_STOCK = ["Brennar Kettensäge BR-7861", "Mirota Holzspalter MI-1392"];
const SOLD_OUT = "Galvano Vertikutierer GA-5670";

/** The offered products are exactly the accessories in stock, each marked in stock. */
async function expectOnlyInStock(list: Locator) {
  const cards = list.locator(".product-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.locator("h3")).toHaveText(IN_STOCK);
  await expect(list.getByText(SOLD_OUT)).toHaveCount(0);
  await expect(cards.locator(".stock")).toHaveText(
    IN_STOCK.map(() => uiText("de", "card.inStock", "listing")),
  );
}

test("goes well with your cart: only accessories in stock, never the sold-out GA-5670 (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", SCARIFIER), javaScriptEnabled);
  await page
    .locator("form.add-to-cart-form")
    .getByRole("button", { name: uiText("de", "cart.add") })
    .click();
  if (javaScriptEnabled) {
    // SPEC §4: the extra-guarantee sidebar first, then the complementary products.
    await page
      .getByRole("dialog", { name: uiText("de", "sidebar.guaranteeHeading", "cart") })
      .getByRole("button", { name: uiText("de", "sidebar.noThanks", "cart") })
      .click();
    const sidebar = page.getByRole("dialog", { name: uiText("de", "sidebar.complementaryHeading", "cart") });
    await expect(sidebar).toBeVisible();
    await expectOnlyInStock(sidebar);
    await page.keyboard.press("Escape");
    await open(page, shopUrl("de", "/checkout/cart"), javaScriptEnabled);
  } else {
    await expect(page).toHaveURL(/\/checkout\/cart\?cart_notice=added$/);
  }
  const section = page.getByRole("region", { name: uiText("de", "complementary.heading", "cart") });
  await expect(section).toBeVisible();
  await expectOnlyInStock(section);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
