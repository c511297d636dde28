import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_MAIL_OUTBOX } from "../../playwright.config";
import { postAddresses } from "../support/buyers";
import { rawRequest } from "../support/http";
import { fill, uiText } from "../support/markets";
import { amountOf } from "../support/money";
import { HttpShopper, testIdTexts } from "../support/shopper";

// Plain form posts over HTTP, as a shopper without JavaScript (or curl) sends them: run once.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

// Products of the deterministic demo catalog (the e2e server seeds it afresh for every run).
const SMALL = "EX10000828"; // 30,09 €
const PRICEY = "EX10000536";
const GARDEN = "EX10000072"; // 55,99 €, volume-discount group, guarantees

const cents = (text: string) => Math.round(amountOf(text.replace("−", "")) * 100);
const sum = (texts: string[]) => texts.reduce((total, text) => total + cents(text), 0);
let mails = 0;
const newEmail = (tag: string) => `money-${tag}-${Date.now()}-${++mails}@example.com`;

const add = async (shopper: HttpShopper, sku: string, quantity = 1, guarantee?: string) =>
  expect(
    (
      await shopper.post("/checkout/cart", {
        intent: "add",
        sku,
        quantity: String(quantity),
        ...(guarantee ? { guarantee } : {}),
      })
    ).status,
  ).toBe(303);

/** Subtotal − discounts + fees + shipping = total in a page's money summary (data-testid prefix). */
function expectAddsUp(html: string, prefix: string, lineId?: string) {
  const subtotal = sum(testIdTexts(html, `${prefix}-subtotal`));
  if (lineId) expect(sum(testIdTexts(html, lineId))).toBe(subtotal);
  const shipping = testIdTexts(html, `${prefix}-shipping`).filter((t) => /\d/.test(t));
  const total = sum(testIdTexts(html, `${prefix}-total`));
  expect(total).toBeGreaterThan(0);
  expect(
    subtotal -
      sum(testIdTexts(html, `${prefix}-discount`)) +
      sum(testIdTexts(html, `${prefix}-fee`)) +
      sum(shipping),
  ).toBe(total);
  expect(sum(testIdTexts(html, `${prefix}-net`)) + sum(testIdTexts(html, `${prefix}-vat`))).toBe(total);
  return total;
}

const providerPath = (location: string) => new URL(location).pathname;

test("a card session of a cart then ordered by bank transfer or cash on delivery can no longer be paid (issue 14.1)", async () => {
  for (const kind of ["bank", "cod"] as const) {
    const shopper = new HttpShopper("de");
    await add(shopper, SMALL);
    await postAddresses(shopper, newEmail(kind));
    const card = await shopper.post("/checkout/payment", { payment: "card" });
    expect(card.status).toBe(303);
    const page = await rawRequest("de", providerPath(String(card.headers.location)));
    expect(page.body).toContain("€32.04");
    if (kind === "bank") await add(shopper, PRICEY, 19);
    const placed = await shopper.post("/checkout/payment", { payment: kind });
    expect(placed.status, placed.body.slice(0, 300)).toBe(303);
    const thanks = String(placed.headers.location);
    expect(thanks).toMatch(/^\/checkout\/thank-you\?order=/);
    // The old session is ended: paying it is refused, the order stays unpaid.
    const late = await rawRequest("de", providerPath(String(card.headers.location)), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "method=scheme&cardNumber=4111111111111111&action=pay",
    });
    expect(late.status).toBe(409);
    const receipt = await shopper.get(thanks);
    const status = testIdTexts(receipt.body, "payment-status")[0] ?? "";
    const total = testIdTexts(receipt.body, "order-total")[0] ?? "";
    if (kind === "bank") {
      expect(total).toBe("71.355,90 €");
      expect(status).toBe(fill(uiText("de", "thankYou.inProgress", "checkout"), { amount: total }));
    } else expect(status).toBe(fill(uiText("de", "thankYou.cod", "checkout"), { amount: total }));
  }
});

test("every summary adds up: cart page, payment step, thank-you page and mail (issue 14.5)", async () => {
  const shopper = new HttpShopper("de");
  // A volume discount (3 of one group), an extra guarantee, then cash on delivery and its fee.
  await add(shopper, GARDEN, 3, "4100010");
  const cart = await shopper.get("/checkout/cart");
  expect(testIdTexts(cart.body, "line-total")).toHaveLength(2); // the product and its guarantee
  expect(testIdTexts(cart.body, "cart-discount")).toHaveLength(1);
  const cartTotal = expectAddsUp(cart.body, "cart", "line-total");
  const email = newEmail("sums");
  await postAddresses(shopper, email);
  const payment = await shopper.get("/checkout/payment");
  expect(expectAddsUp(payment.body, "order", "order-line")).toBe(cartTotal);
  const placed = await shopper.post("/checkout/payment", { payment: "cod" });
  expect(placed.status).toBe(303);
  const receipt = await shopper.get(String(placed.headers.location));
  expect(testIdTexts(receipt.body, "order-fee")).toEqual(["2,00 €"]);
  const orderTotal = expectAddsUp(receipt.body, "order", "order-line");
  expect(orderTotal).toBe(cartTotal + 200);
  // The confirmation mail lists the same rows, adding up to the same total.
  const mailOf = () =>
    readdirSync(E2E_MAIL_OUTBOX)
      .map((f) => JSON.parse(readFileSync(path.join(E2E_MAIL_OUTBOX, f), "utf8")))
      .find((m) => m.to === email);
  await expect.poll(mailOf).toBeTruthy();
  const text: string = mailOf().text;
  const row = (label: string) =>
    text
      .split("\n")
      .filter((line) => line.startsWith(`${label}: `))
      .map((line) => line.slice(label.length + 2));
  const cart_ = (key: string) => uiText("de", key, "cart");
  const discounts = text
    .split("\n")
    .filter((line) => line.includes(": −"))
    .map((line) => line.split(": ")[1] ?? "");
  expect(discounts).toHaveLength(1);
  const mailTotal = sum(row(uiText("de", "thankYou.total", "checkout")));
  expect(mailTotal).toBe(orderTotal);
  expect(
    sum(row(cart_("summary.subtotal"))) -
      sum(discounts) +
      sum(row(uiText("de", "payment.codFee", "checkout"))) +
      sum(row(cart_("summary.shipping")).filter((t) => /\d/.test(t))),
  ).toBe(mailTotal);
});

test("France: the cart, the payment step and the order charge the same shipping (issue 14.4)", async () => {
  const shopper = new HttpShopper("fr");
  await expect(
    (await shopper.post("/checkout/cart", { intent: "add", sku: SMALL, quantity: "1" })).status,
  ).toBe(303);
  const cart = await shopper.get("/checkout/cart");
  expect(testIdTexts(cart.body, "cart-shipping")).toEqual(["6,95 €"]);
  const cartTotal = expectAddsUp(cart.body, "cart");
  await postAddresses(shopper, newEmail("fr"));
  const payment = await shopper.get("/checkout/payment");
  expect(testIdTexts(payment.body, "order-shipping")).toEqual(["6,95 €"]);
  expect(expectAddsUp(payment.body, "order")).toBe(cartTotal);
  const placed = await shopper.post("/checkout/payment", { payment: "bank" });
  const receipt = await shopper.get(String(placed.headers.location));
  expect(testIdTexts(receipt.body, "order-shipping")).toEqual(["6,95 €"]);
  expect(expectAddsUp(receipt.body, "order")).toBe(cartTotal);
});
