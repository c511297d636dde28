import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_MAIL_OUTBOX } from "../../playwright.config";
import { expectNoAxeViolations } from "../support/axe";
import { postAddresses } from "../support/buyers";
import { rawRequest } from "../support/http";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";
import { HttpShopper } from "../support/shopper";

const t = (key: string, values: Record<string, string | number> = {}) =>
  fill(uiText("pt", key, "checkout"), values);
const SKU = "EX10000828";
/** The local provider's voucher lasts three days (server/payments/local/rules.ts). */
const VOUCHER_DAYS = 3;
const ddmmyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, "0")}.${String(date.getMonth() + 1).padStart(2, "0")}.${date.getFullYear()}`;

test("a Multibanco order in Portugal shows its voucher on the thank-you page and in the mail, then is paid by its notification (pt)", async ({
  page,
  context,
  javaScriptEnabled: js,
}) => {
  const email = `multibanco-${js ? "js" : "nojs"}-${Date.now()}@example.com`;
  // The cart and the addresses over plain HTTP (other journeys walk them); the browser pays.
  const shopper = new HttpShopper("pt");
  const added = await shopper.post("/checkout/cart", { intent: "add", sku: SKU, quantity: "1" });
  expect(added.status).toBe(303);
  await postAddresses(shopper, email, {
    "billing.firstName": "Ana",
    "billing.lastName": "Silva",
    "billing.streetName": "Rua Augusta",
    "billing.streetNumber": "10",
    "billing.postalCode": "1100-048",
    "billing.city": "Lisboa",
  });
  await context.addCookies(shopper.cookiesFor(shopUrl("pt", "/")));

  await open(page, shopUrl("pt", "/checkout/payment"), js);
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  expect(total).toMatch(/€/);
  await page.getByRole("radio", { name: t("payment.kind.multibanco") }).check();
  const before = new Date(Date.now() + VOUCHER_DAYS * 86_400_000);
  await page.getByRole("button", { name: t("payment.submit") }).click();

  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/, { timeout: 30_000 });
  await expect(page.getByTestId("payment-status")).toHaveText(t("thankYou.inProgress", { amount: total }));
  const voucher = page.locator("dl.bank-details");
  const value = (label: string) => voucher.locator(`dt:text-is("${label}") + dd`);
  await expect(value(t("thankYou.multibanco.entity"))).toHaveText("12345");
  await expect(value(t("thankYou.multibanco.reference"))).toHaveText(/^\d{9}$/);
  await expect(value(t("thankYou.bank.amount"))).toHaveText(total);
  const expires = (await value(t("thankYou.multibanco.expires")).textContent()) ?? "";
  const after = new Date(Date.now() + VOUCHER_DAYS * 86_400_000);
  expect([ddmmyyyy(before), ddmmyyyy(after)]).toContain(expires);
  const reference = (await value(t("thankYou.multibanco.reference")).textContent()) ?? "";
  await expectNoAxeViolations(page, js);

  // The confirmation mail says the same.
  await expect
    .poll(
      () =>
        readdirSync(E2E_MAIL_OUTBOX)
          .map((f) => JSON.parse(readFileSync(path.join(E2E_MAIL_OUTBOX, f), "utf8")))
          .find((m) => m.to === email)?.text ?? "",
      { timeout: 15_000 },
    )
    .toContain(`${t("thankYou.multibanco.reference")}: ${reference}`);
  const mail = readdirSync(E2E_MAIL_OUTBOX)
    .map((f) => JSON.parse(readFileSync(path.join(E2E_MAIL_OUTBOX, f), "utf8")))
    .find((m) => m.to === email);
  for (const line of [
    `${t("thankYou.multibanco.entity")}: 12345`,
    `${t("thankYou.bank.amount")}: ${total}`,
    `${t("thankYou.multibanco.expires")}: ${expires}`,
  ])
    expect(mail?.text).toContain(line);

  // Paid at the local provider's test ATM: its AUTHORISATION notification marks the order paid.
  const paid = await rawRequest("pt", "/__pay/local-atm", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ entity: "12345", reference }).toString(),
  });
  expect(paid.status).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("payment-status")).toHaveText(t("thankYou.paid", { amount: total }), {
      timeout: 5_000,
    });
  }).toPass({ timeout: 45_000 });
});

test("Multibanco over raw HTTP: not offered outside Portugal, a hostile post is no 500", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  const shopper = new HttpShopper("de");
  expect((await shopper.post("/checkout/cart", { intent: "add", sku: SKU, quantity: "1" })).status).toBe(303);
  await postAddresses(shopper, `multibanco-de-${Date.now()}@example.com`);
  const step = await shopper.get("/checkout/payment");
  expect(step.status).toBe(200);
  expect(step.body).not.toContain('value="multibanco"');
  const refused = await shopper.post("/checkout/payment", { payment: "multibanco" });
  expect(refused.status).toBe(422);
  expect(refused.body).toContain(uiText("de", "errors.multibancoNotAllowed", "checkout"));
  expect((await shopper.post("/checkout/payment", { payment: "multibanco".repeat(500) })).status).toBe(422);
  // The test ATM: garbage and unknown references are a 404 page, a JSON body a 400.
  const atm = (body: string, type = "application/x-www-form-urlencoded") =>
    rawRequest("pt", "/__pay/local-atm", { method: "POST", headers: { "content-type": type }, body });
  expect((await atm("entity=12345&reference=000000000")).status).toBe(404);
  expect((await atm("entity[]=1&reference=%00%FF")).status).toBe(404);
  expect((await atm('{"entity":"12345"}', "application/json")).status).toBe(400);
});
