import { expect, type Page, test } from "@playwright/test";
import { GOOGLE_PAY_EXPRESS, HTTP_LIMITS, PHONE_EXAMPLES } from "../../config";
import { expectNoAxeViolations } from "../support/axe";
import { rawRequest } from "../support/http";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";
import { HttpShopper, testIdTexts } from "../support/shopper";

const t = (key: string) => uiText("de", key, "express");
const SKU = "EX10000828";
const ENDPOINT = "/checkout/express/google-pay";
/** "1.234,56 €" or "€1,234.56": the amount in cents, whatever the language writes. */
const cents = (text: string) => Number(text.replace(/\D/g, ""));

/** A cart of one product in Germany, made over plain HTTP (the cart journeys walk it in the browser). */
async function cartShopper() {
  const shopper = new HttpShopper("de");
  expect((await shopper.post("/checkout/cart", { intent: "add", sku: SKU, quantity: "1" })).status).toBe(303);
  return shopper;
}

/** Opens the local test sheet from the express button and submits it, changed by `edit`. */
async function payOnSheet(page: Page, edit: (sheet: Page) => Promise<void> = async () => {}) {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: t("button") }).click();
  const sheet = await popup;
  await sheet.getByLabel("Address line 1").waitFor();
  await edit(sheet);
  const total = (await sheet.locator("#sheet-total").textContent()) ?? "";
  await sheet.getByRole("button", { name: "Continue" }).click();
  return total;
}

test("Google Pay express from the cart in Germany: the local sheet's address and the cart's total on the thank-you page; without an address SPEC's message (de)", async ({
  page,
  context,
  javaScriptEnabled: js,
}) => {
  const shopper = await cartShopper();
  await context.addCookies(shopper.cookiesFor(shopUrl("de", "/")));
  await open(page, shopUrl("de", "/checkout/cart"), js);
  if (!js) {
    // Without JavaScript there is no express button: Google Pay stays on the provider's page.
    await expect(page.getByTestId("cart-total")).toBeVisible();
    await expect(page.getByRole("button", { name: t("button") })).toHaveCount(0);
    return;
  }
  const cartTotal = (await page.getByTestId("cart-total").textContent()) ?? "";
  await expect(page.getByRole("button", { name: t("button") })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, js);

  // SPEC §5: a sheet that shares no address is refused with SPEC's message; nothing is ordered.
  await payOnSheet(page, (sheet) => sheet.getByLabel("Share a shipping address").uncheck());
  await expect(page.getByRole("alert").filter({ hasText: t("errors.addressMissing") })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/checkout\/cart/);

  // The sheet shows what the cart costs; its address becomes the order's as SPEC §3 maps it.
  const sheetTotal = await payOnSheet(page);
  expect(cents(sheetTotal)).toBe(cents(cartTotal));
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/, { timeout: 30_000 });
  await expect(page.getByTestId("order-total")).toHaveText(cartTotal);
  const shipping = page.locator("address").last();
  for (const line of [
    "Erika Mustermann",
    "Hauptstraße 5",
    "Hinterhaus, 2. OG",
    "10115 Berlin",
    PHONE_EXAMPLES.de,
  ])
    await expect(shipping.getByText(line, { exact: true })).toBeVisible();
});

test("Google Pay express from a product page adds the product to the cart first; the sheet's total is what the order costs (de)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  test.skip(!js, "the button exists with JavaScript only (the cart journey checks its absence)");
  await open(page, shopUrl("de", "/vestra-gartenpumpe-ve-9749-10000077"), js);
  const sheetTotal = await payOnSheet(page);
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/, { timeout: 30_000 });
  const orderTotal = (await page.getByTestId("order-total").textContent()) ?? "";
  expect(cents(orderTotal)).toBe(cents(sheetTotal));
  await expect(page.getByText("Vestra", { exact: false }).first()).toBeVisible();
});

/** The local sheet's PaymentData over plain HTTP, as its window hands it to the page. */
async function sheetData(fields: Record<string, string> = {}) {
  const answer = await rawRequest("de", "/__pay/local-google-pay", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      action: "pay",
      card: "visa",
      email: "express@example.com",
      shareAddress: "on",
      name: "Erika Mustermann",
      phoneNumber: PHONE_EXAMPLES.de,
      address1: "Hauptstraße 5",
      address2: "Hinterhaus",
      postalCode: "10115",
      locality: "Berlin",
      countryCode: "DE",
      ...fields,
    }).toString(),
  });
  expect(answer.status).toBe(200);
  const json = /<script type="application\/json" id="payment-data">(.*?)<\/script>/s.exec(answer.body)?.[1];
  return JSON.parse(json ?? "null") as {
    shippingAddress?: Record<string, string>;
    paymentMethodData: { tokenizationData: { token: string } };
  };
}

test("the express endpoint over raw HTTP: hostile posts are refused without a 500, a stale amount is never charged, a double post orders once", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  const shopper = await cartShopper();
  const cart = await shopper.get("/checkout/cart");
  const total = cents(testIdTexts(cart.body, "cart-total")[0] ?? "");
  expect(total).toBeGreaterThan(0);
  const post = (fields: Record<string, string>) => shopper.post(ENDPOINT, fields);
  const errorOf = (body: string) => (JSON.parse(body) as { error: string }).error;
  const good = await sheetData();
  const form = (data: unknown, amount = total) => ({
    paymentData: JSON.stringify(data),
    amount: String(amount),
    currency: "EUR",
  });

  // Without the CSRF token, not a form, garbage, wrong types, arrays, too long: refused, never a 500.
  const noToken = await rawRequest("de", ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form(good)).toString(),
  });
  expect([403, 303]).toContain(noToken.status);
  const notForm = await rawRequest("de", ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(form(good)),
  });
  expect(notForm.status).toBe(400);
  for (const fields of [
    { paymentData: "{not json", amount: String(total), currency: "EUR" },
    { paymentData: JSON.stringify({ email: "a@b.c" }), amount: String(total), currency: "EUR" },
    { ...form(good), amount: "12.5" },
    { ...form(good), amount: "-1" },
    { ...form(good), currency: "XXX" },
    { ...form(good), paymentData: "x".repeat(GOOGLE_PAY_EXPRESS.maxPaymentDataLength + 1) },
    { paymentData: "[]", amount: "[]", currency: "[]" },
  ]) {
    const refused = await post(fields);
    expect(refused.status, JSON.stringify(fields).slice(0, 80)).toBe(422);
    expect(errorOf(refused.body)).toBe("invalid");
  }
  // Beyond the shop's form body limit: refused before it is read.
  const huge = await post({ ...form(good), paymentData: "x".repeat(HTTP_LIMITS.formBodyBytes) });
  expect(huge.status).toBe(413);
  const twice = await shopper.postRaw(
    ENDPOINT,
    `${new URLSearchParams(form(good))}&paymentData=${encodeURIComponent(JSON.stringify(good))}`,
  );
  expect(twice.status).toBe(422);

  // SPEC §5: an address is required, in this country, with a phone.
  const withAddress = (over: Record<string, unknown>) => ({
    ...good,
    shippingAddress: { ...good.shippingAddress, ...over },
  });
  const { shippingAddress: _none, ...noAddress } = good;
  for (const [data, error] of [
    [noAddress, "addressMissing"],
    [withAddress({ countryCode: "AT" }), "otherCountry"],
    [withAddress({ phoneNumber: undefined }), "phoneMissing"],
  ] as const) {
    const refused = await post(form(data));
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body)).toBe(error);
  }

  // A sheet that showed another amount than the cart costs: refused, the token not spent.
  const stale = await post(form(good, total - 1));
  expect(stale.status).toBe(422);
  expect(errorOf(stale.body)).toBe("amountChanged");
  // A token this provider never issued: the payment error page, and no order.
  const forged = await post(
    form({
      ...good,
      paymentMethodData: { type: "CARD", tokenizationData: { type: "PAYMENT_GATEWAY", token: "forged" } },
    }),
  );
  expect(forged.status).toBe(303);
  expect(String(forged.headers.location)).toContain("/adyen-payment-error/?code=payment-error");

  // The right amount, posted twice at once (a double click): one order, both posts answer it.
  const second = await sheetData();
  const [paid, again] = await Promise.all([post(form(good)), post(form(second))]);
  expect([paid.status, again.status]).toEqual([303, 303]);
  const thanks = String(paid.headers.location);
  expect(thanks).toMatch(/^\/checkout\/thank-you\?order=/);
  expect(String(again.headers.location)).toBe(thanks);
  // Later (Back, post again): the cart is ordered and gone, nothing is paid again.
  const later = await post(form(await sheetData()));
  expect(later.status).toBe(422);
  expect(errorOf(later.body)).toBe("emptyCart");
  const receipt = await shopper.get(thanks);
  expect(receipt.status).toBe(200);
  expect(cents(testIdTexts(receipt.body, "order-total")[0] ?? "")).toBe(total);
});
