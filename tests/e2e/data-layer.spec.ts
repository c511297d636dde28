import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_COMMERCE_DB } from "../../playwright.config";
import { fill, shopUrl, uiText } from "../support/markets";
import { amountOf } from "../support/money";
import { hydrated, open } from "../support/page";

// Issue 23 items 3 and 9 (decisions 0055, 0067): with analytics consent the tag manager's data layer
// gets add_to_cart from the cart form's answer and, on the thank-you page, purchase with the
// order's own values as the platform keeps them. The data layer is read by the tag manager's
// script, so this journey runs with JavaScript only.

const t = (key: string, values: Record<string, string | number> = {}) =>
  fill(uiText("sk", key, "checkout"), values);
const account = (key: string) => uiText("sk", key, "account");
const PUMP = "/vestra-zahradne-cerpadlo-ve-9749-10000077";

interface Money {
  centAmount: number;
  currencyCode: string;
}
interface StoredOrder {
  orderNumber: string;
  totalPrice: Money;
  taxedPrice: { totalGross: Money; totalNet: Money };
  lineItems: {
    quantity: number;
    variant: { sku: string };
    price: { value: Money; discounted?: { value: Money } };
  }[];
}

/** The order as the e2e server's platform keeps it. */
function storedOrder(orderId: string): StoredOrder {
  const db = new Database(E2E_COMMERCE_DB, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT data FROM orders WHERE id = ?").get(orderId) as { data: string };
    return JSON.parse(row.data) as StoredOrder;
  } finally {
    db.close();
  }
}

/** The page's data-layer events of one name. */
const events = (page: Page, name: string) =>
  page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === event,
      ),
    name,
  ) as Promise<{ ecommerce: Record<string, unknown> & { items: Record<string, unknown>[] } }[]>;

test("with analytics consent: add_to_cart from the product page, purchase with the order's own values (sk)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  test.skip(!js, "the data layer is read by the tag manager's script: JavaScript only");
  // The visitor accepts in the banner on the home page (the product page's buy bar covers it).
  await open(page, shopUrl("sk", "/"), js);
  await page.getByRole("button", { name: uiText("sk", "banner.acceptAll", "consent") }).click();
  await hydrated(page, js);
  await expect(page.getByRole("button", { name: uiText("sk", "banner.acceptAll", "consent") })).toHaveCount(
    0,
  );
  await open(page, shopUrl("sk", PUMP), js);
  const sku = await page.locator('form.add-to-cart-form input[name="sku"]').inputValue();

  await page
    .locator("form.add-to-cart-form")
    .getByRole("button", { name: uiText("sk", "cart.add") })
    .click();
  await expect.poll(() => events(page, "add_to_cart").then((e) => e.length)).toBe(1);
  await page.keyboard.press("Escape");
  const [added] = await events(page, "add_to_cart");
  expect(added?.ecommerce).toMatchObject({ currency: "EUR", items: [{ item_id: sku, quantity: 1 }] });

  await open(page, shopUrl("sk", "/checkout/addresses"), js);
  await page.getByLabel(account("fields.email")).fill(`data-layer-${Date.now()}@example.com`);
  const billing = page.getByRole("group", { name: t("addresses.billing") });
  await billing.getByLabel(account("fields.firstName")).fill("Jana");
  await billing.getByLabel(account("fields.lastName")).fill("Nováková");
  await billing.getByLabel(account("fields.streetName")).fill("Hlavná");
  await billing.getByLabel(account("fields.streetNumber")).fill("12");
  await billing.getByLabel(account("fields.postalCode")).fill("811 01");
  await billing.getByLabel(account("fields.city")).fill("Bratislava");
  await page.getByRole("button", { name: t("addresses.submit") }).click();
  await expect(page).toHaveURL(shopUrl("sk", "/checkout/payment"));
  await hydrated(page, js);
  await page.getByRole("radio", { name: t("payment.kind.bank") }).check();
  await page.getByRole("button", { name: t("payment.submit") }).click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await hydrated(page, js);

  const order = storedOrder(new URL(page.url()).searchParams.get("order") ?? "");
  const line = order.lineItems[0];
  const cents = (money: Money | undefined) => (money?.centAmount ?? Number.NaN) / 100;
  const shown = amountOf(await page.getByTestId("order-total").textContent());
  await expect.poll(() => events(page, "purchase").then((e) => e.length)).toBe(1);
  const [purchase] = await events(page, "purchase");
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: order.orderNumber,
    currency: order.totalPrice.currencyCode,
    value: cents(order.taxedPrice.totalGross),
    tax: Math.round(order.taxedPrice.totalGross.centAmount - order.taxedPrice.totalNet.centAmount) / 100,
    items: [
      {
        item_id: sku,
        quantity: line?.quantity,
        price: cents(line?.price.discounted?.value ?? line?.price.value),
        currency: "EUR",
      },
    ],
  });
  // The value is what the thank-you page says the shopper pays (no fee by bank transfer).
  expect(purchase?.ecommerce.value).toBe(shown);
  // add_to_cart named the same price as the order's line.
  expect(added?.ecommerce.items[0]?.price).toBe(purchase?.ecommerce.items[0]?.price);
});
