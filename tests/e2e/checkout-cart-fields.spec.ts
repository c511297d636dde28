import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_COMMERCE_DB } from "../../playwright.config";
import { expectNoAxeViolations } from "../support/axe";
import { postAddresses, privateAddresses } from "../support/buyers";
import { addFromProductPage, centsOf, euroCents, PUMP } from "../support/cart";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";
import { HttpShopper } from "../support/shopper";

// SPEC §3 cart custom fields (decision 0028): calculatedCodFee while cash on delivery is chosen, the
// e-mail consent box and the utm source, all three on the order.

const t = (key: string, values: Record<string, string | number> = {}) =>
  fill(uiText("de", key, "checkout"), values);
const account = (key: string) => uiText("de", key, "account");
/** config/payments.ts COD_FEES.EUR, and the VAT it includes at Germany's 19 % (FACTS.md): 2.00 = 1.68 + 0.32. */
const COD_FEE_CENTS = 200;
const COD_FEE_VAT_CENTS = 32;
let mails = 0;
const newEmail = (tag: string) => `fields-${tag}-${Date.now()}-${++mails}@example.com`;

/** The custom fields of an order in the e2e server's platform database. */
function orderFields(orderId: string): Record<string, unknown> | undefined {
  const db = new Database(E2E_COMMERCE_DB, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT data FROM orders WHERE id = ?").get(orderId) as
      | { data: string }
      | undefined;
    return row ? JSON.parse(row.data).custom?.fields : undefined;
  } finally {
    db.close();
  }
}

const orderIdOf = (url: string) => new URL(url).searchParams.get("order") ?? "";

async function fillAddresses(page: Page, email: string) {
  await page.getByLabel(account("fields.email")).fill(email);
  const billing = page.getByRole("group", { name: t("addresses.billing") });
  await billing.getByLabel(account("fields.firstName")).fill("Eva");
  await billing.getByLabel(account("fields.lastName")).fill("Novak");
  await billing.getByLabel(account("fields.streetName")).fill("Hauptstraße");
  await billing.getByLabel(account("fields.streetNumber")).fill("1");
  await billing.getByLabel(account("fields.postalCode")).fill("10115");
  await billing.getByLabel(account("fields.city")).fill("Berlin");
}

test("order with cash on delivery from a newsletter link: e-mail consent, the fee's VAT before ordering, all three on the order (de)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const source = js ? "newsletter_js" : "newsletter_nojs";
  await addFromProductPage(page, `${PUMP}?utm_source=${source}`, js);
  await open(page, shopUrl("de", "/checkout/addresses"), js);
  await fillAddresses(page, newEmail(js ? "js" : "nojs"));
  const consent = page.getByRole("checkbox", { name: t("addresses.emailConsent") });
  await expect(consent).not.toBeChecked();
  await expect(page.getByText(t("addresses.emailConsentHint"))).toBeVisible();
  await consent.check();
  await expectNoAxeViolations(page, js);
  await page.getByRole("button", { name: t("addresses.submit") }).click();
  await expect(page).toHaveURL(shopUrl("de", "/checkout/payment"));

  const total = centsOf(await page.getByTestId("order-total").textContent());
  const vat = centsOf(await page.getByTestId("order-vat").textContent());
  expect(vat).toBeGreaterThan(0);
  await page.getByRole("radio", { name: t("payment.kind.cod") }).check();
  // Without JavaScript the choice is applied by its button; with it, as soon as it is picked.
  if (!js) await page.getByRole("button", { name: t("payment.apply") }).click();
  await expect(page.getByTestId("order-vat")).toHaveText(euroCents(vat + COD_FEE_VAT_CENTS), {
    timeout: 15_000,
  });
  await expect(page.getByTestId("order-total")).toHaveText(euroCents(total + COD_FEE_CENTS));
  await expect(page.getByTestId("order-fee")).toHaveText(euroCents(COD_FEE_CENTS));
  await expect(page.getByRole("radio", { name: t("payment.kind.cod") })).toBeChecked();
  await page.getByRole("button", { name: t("payment.submit") }).click();

  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.getByTestId("order-total")).toHaveText(euroCents(total + COD_FEE_CENTS));
  await expect(page.getByTestId("order-vat")).toHaveText(euroCents(vat + COD_FEE_VAT_CENTS));
  expect(orderFields(orderIdOf(page.url()))).toEqual({
    customerAgreedToSendEmail: true,
    utmSource: source,
    calculatedCodFee: {
      type: "centPrecision",
      currencyCode: "EUR",
      centAmount: COD_FEE_CENTS,
      fractionDigits: 2,
    },
  });
});

test.describe("hostile cart-field input over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");
  const SMALL = "EX10000828";
  test("a non-boolean consent, a bad intent and a tampered utm cookie answer 422 or 303, never 500; nothing invalid reaches the order", async () => {
    const shopper = new HttpShopper("de");
    expect((await shopper.post("/checkout/cart", { intent: "add", sku: SMALL, quantity: "1" })).status).toBe(
      303,
    );
    for (const value of ["yes", "true", "x".repeat(500)]) {
      const answer = await shopper.post(
        "/checkout/addresses",
        privateAddresses(newEmail("bad"), { emailConsent: value }),
      );
      expect(answer.status, value.slice(0, 20)).toBe(422);
      expect(answer.body).toContain(t("errors.emailConsent"));
      // What was typed is kept.
      expect(answer.body).toContain('value="Hauptstraße"');
    }
    // A cookie the browser changed: not the stored form, then a value the flag would never store.
    for (const cookie of ["%%%", Buffer.from(JSON.stringify("<script>")).toString("base64")]) {
      shopper.setCookie("utm_source", cookie);
      await postAddresses(shopper, newEmail("utm"));
    }
    expect((await shopper.post("/checkout/payment", { payment: "cod", intent: "bogus" })).status).toBe(422);
    expect((await shopper.post("/checkout/payment", { payment: "bogus", intent: "choose" })).status).toBe(
      422,
    );
    const chosen = await shopper.post("/checkout/payment", { payment: "cod", intent: "choose" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.location).toBe("/checkout/payment");
    const placed = await shopper.post("/checkout/payment", { payment: "cod" });
    expect(placed.status).toBe(303);
    const fields = orderFields(orderIdOf(new URL(String(placed.headers.location), shopUrl("de")).href));
    // No consent box ticked, no valid utm source: the flag is false and no source reaches the order.
    expect(fields).toEqual({
      customerAgreedToSendEmail: false,
      calculatedCodFee: {
        type: "centPrecision",
        currencyCode: "EUR",
        centAmount: COD_FEE_CENTS,
        fractionDigits: 2,
      },
    });
  });
});
