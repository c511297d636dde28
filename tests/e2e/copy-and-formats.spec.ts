import { expect, type Page, test } from "@playwright/test";
import { COUNTRIES, COUNTRY_CODES, isSwitchOn, PHONE_EXAMPLES } from "../../config";
import { postAddresses } from "../support/buyers";
import { fill, shopUrl, uiText } from "../support/markets";
import { amountOf, euro, shownPrice } from "../support/money";
import { hydrated, open } from "../support/page";
import { HttpShopper, testIdTexts } from "../support/shopper";

// Issue 15.9: copy and formats. Products of the deterministic demo catalog (seeded afresh per run).
const GRILL = { de: "/mirota-kontaktgrill-mi-1788-10000008", en: "/mirota-contact-grill-mi-1788-10000008" };
const PUMP = "/vestra-gartenpumpe-ve-9749-10000077";
const SMALL = "EX10000828";
const GARDEN = "EX10000072"; // volume-discount group, guarantees

const de = (key: string, ns = "common", values: Record<string, string | number> = {}) =>
  fill(uiText("de", key, ns), values);
/** What a page says, as text: tags dropped, entities and Intl's no-break spaces as plain characters. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const cents = (text: string) => Math.round(amountOf(text.replace("−", "")) * 100);
const sum = (texts: string[]) => texts.reduce((total, text) => total + cents(text), 0);

test("technical data: every number in the shop's language with its unit (de, ie)", async ({
  page,
  javaScriptEnabled,
}) => {
  const row = (name: string) =>
    page.locator(".product__table tr").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await open(page, shopUrl("de", GRILL.de), javaScriptEnabled);
  await expect(row("Leistung").locator("td")).toHaveText("2.450 W");
  await expect(row("Gewicht").locator("td")).toHaveText("35,6 kg");
  await expect(row(uiText("de", "netWeight", "product")).locator("td")).toHaveText("35,6 kg");
  await expect(row("Abmessungen").locator("td")).toHaveText("84 × 52 × 39 cm");
  await expect(row("Garantie").locator("td")).toHaveText("24 Monate");
  await open(page, shopUrl("ie", GRILL.en), javaScriptEnabled);
  await expect(row("Power").locator("td")).toHaveText("2,450 W");
  await expect(row("Weight").locator("td")).toHaveText("35.6 kg");
  await expect(row("Warranty").locator("td")).toHaveText("24 months");
});

/** Adds the pump in Germany and opens the checkout's addresses step. */
async function toAddresses(page: Page, js: boolean) {
  await open(page, shopUrl("de", PUMP), js);
  await page
    .locator("form.add-to-cart-form")
    .getByRole("button", { name: de("cart.add") })
    .click();
  if (js) {
    await expect(page.locator("dialog.sidebar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  }
  await open(page, shopUrl("de", "/checkout/addresses"), js);
}

test("the address form says 'optional' once and explains the phone with a German number (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await toAddresses(page, javaScriptEnabled);
  const billing = page.getByRole("group", { name: de("addresses.billing", "checkout") });
  const optional = de("fields.optional", "account");
  await expect(
    billing.getByLabel(`${de("fields.additionalAddressInfo", "account")} (${optional})`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(`(${optional}) (${optional})`)).toHaveCount(0);
  const phone = billing.getByLabel(`${de("fields.phone", "account")} (${optional})`, { exact: true });
  await phone.fill("12");
  await page.getByRole("button", { name: de("addresses.submit", "checkout") }).click();
  const message = de("errors.phone", "account", { phoneExample: PHONE_EXAMPLES.de });
  await expect(billing.locator(".field-error", { hasText: message })).toBeVisible();
  await expect(page.getByText("+421")).toHaveCount(0);
});

/** Net rows add up to the net total, and net total + VAT = the total to pay (data-testid prefix). */
function expectNetAddsUp(html: string, prefix: string, lineId: string) {
  const subtotal = sum(testIdTexts(html, `${prefix}-subtotal`));
  expect(sum(testIdTexts(html, lineId))).toBe(subtotal);
  const shipping = testIdTexts(html, `${prefix}-shipping`).filter((t) => /\d/.test(t));
  const net = sum(testIdTexts(html, `${prefix}-net`));
  expect(
    subtotal -
      sum(testIdTexts(html, `${prefix}-discount`)) +
      sum(testIdTexts(html, `${prefix}-fee`)) +
      sum(shipping),
  ).toBe(net);
  const total = sum(testIdTexts(html, `${prefix}-total`));
  expect(net + sum(testIdTexts(html, `${prefix}-vat`))).toBe(total);
  expect(net).toBeLessThan(total);
  return { net, total };
}

test("company buyers see the cart net and labelled, as the product page shows it (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", PUMP), javaScriptEnabled);
  const gross = await shownPrice(page);
  const company = page.getByRole("button", { name: de("header.clientType.company") });
  await company.click();
  await expect(page.getByRole("button", { name: de("header.clientType.company") })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The switch is a plain form post: the page it comes back to must hydrate before the add is enhanced.
  await hydrated(page, javaScriptEnabled);
  const net = await shownPrice(page);
  expect(net).toBeLessThan(gross);
  await page
    .locator("form.add-to-cart-form")
    .getByRole("button", { name: de("cart.add") })
    .click();
  if (javaScriptEnabled) {
    await expect(page.locator("dialog.sidebar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await open(page, shopUrl("de", "/checkout/cart"), true);
  }
  const cart = page.locator(".cart-page");
  await expect(cart.getByTestId("price-basis")).toHaveText(uiText("de", "basis.net", "cart"));
  await expect(cart.getByTestId("line-unit")).toHaveText(euro(net));
  await expect(cart.getByTestId("line-total")).toHaveText(euro(net));
  await expect(cart.getByTestId("cart-subtotal")).toHaveText(euro(net));
  const summary = cart.locator(".cart__summary");
  await expect(summary.getByText(uiText("de", "summary.totalGross", "cart"), { exact: true })).toBeVisible();
  const { total } = expectNetAddsUp(await cart.innerHTML(), "cart", "line-total");
  // Private shoppers see the same cart with VAT, and the same amount to pay.
  await page.getByRole("button", { name: de("header.clientType.private") }).click();
  await expect(cart.getByTestId("price-basis")).toHaveText(uiText("de", "basis.gross", "cart"));
  await expect(cart.getByTestId("line-unit")).toHaveText(euro(gross));
  expect(cents((await cart.getByTestId("cart-total").textContent()) ?? "")).toBe(total);
});

test.describe("over raw HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("every country with a checkout, in each of its languages: 'optional' once, its own phone example", async () => {
    const checked: string[] = [];
    for (const cc of COUNTRY_CODES.filter((c) => !isSwitchOn("checkoutDisabled", c))) {
      const shopper = new HttpShopper(cc);
      expect(
        (await shopper.post("/checkout/cart", { intent: "add", sku: SMALL, quantity: "1" })).status,
      ).toBe(303);
      for (const [index, language] of COUNTRIES[cc].languages.entries()) {
        const path = `${index === 0 ? "" : `/${language}`}/checkout/addresses`;
        const optional = uiText(language, "fields.optional", "account");
        const form = textOf((await shopper.get(path)).body);
        expect(form, `${cc} ${language}`).toContain(
          `${uiText(language, "fields.additionalAddressInfo", "account")} (${optional})`,
        );
        expect(form, `${cc} ${language}`).not.toContain(`(${optional}) (${optional})`);
        const answer = await shopper.post(path, { email: "phone@example.com", "billing.phone": "12" });
        expect(answer.status, `${cc} ${language}`).toBe(422);
        expect(textOf(answer.body), `${cc} ${language}`).toContain(
          fill(uiText(language, "errors.phone", "account"), { phoneExample: PHONE_EXAMPLES[cc] }),
        );
        checked.push(`${cc}-${language}`);
      }
    }
    expect(checked).toHaveLength(22); // 19 countries, Belgium in two languages, Switzerland in three
  });

  test("company buyers: cart, payment step and thank-you page show net amounts that add up (de)", async () => {
    const shopper = new HttpShopper("de");
    expect((await shopper.post("/api/client-type", { clientType: "company", redirectTo: "/" })).status).toBe(
      303,
    );
    // A volume discount (3 of one group) and an extra guarantee, then cash on delivery and its fee.
    expect(
      (
        await shopper.post("/checkout/cart", {
          intent: "add",
          sku: GARDEN,
          quantity: "3",
          guarantee: "4100010",
        })
      ).status,
    ).toBe(303);
    const cart = await shopper.get("/checkout/cart");
    expect(testIdTexts(cart.body, "price-basis")).toEqual([uiText("de", "basis.net", "cart")]);
    expect(testIdTexts(cart.body, "cart-discount")).toHaveLength(1);
    const inCart = expectNetAddsUp(cart.body, "cart", "line-total");
    // A company without a VAT ID: a gross invoice with German VAT, shown net like everything else.
    await postAddresses(shopper, `company-${Date.now()}@example.com`, {
      clientType: "company",
      "billing.company": "Werkstatt Novak GmbH",
    });
    const payment = await shopper.get("/checkout/payment");
    expect(testIdTexts(payment.body, "price-basis")).toEqual([uiText("de", "basis.net", "cart")]);
    expect(expectNetAddsUp(payment.body, "order", "order-line")).toEqual(inCart);
    const placed = await shopper.post("/checkout/payment", { payment: "cod" });
    expect(placed.status).toBe(303);
    const receipt = await shopper.get(String(placed.headers.location));
    expect(testIdTexts(receipt.body, "price-basis")).toEqual([uiText("de", "basis.net", "cart")]);
    // The 2,00 € fee (config COD_FEES) without German VAT.
    expect(testIdTexts(receipt.body, "order-fee")).toEqual([plain(euro(Math.round(200 / 1.19) / 100))]);
    const ordered = expectNetAddsUp(receipt.body, "order", "order-line");
    expect(ordered.total).toBe(inCart.total + 200);
  });

  test("Denmark: the cash-on-delivery fee's sentence ends with one period after 'kr.'", async () => {
    const shopper = new HttpShopper("dk");
    expect((await shopper.post("/checkout/cart", { intent: "add", sku: SMALL, quantity: "1" })).status).toBe(
      303,
    );
    await postAddresses(shopper, `dk-${Date.now()}@example.com`, {
      "billing.firstName": "Mette",
      "billing.lastName": "Jensen",
      "billing.streetName": "Vesterbrogade",
      "billing.streetNumber": "12",
      "billing.postalCode": "1620",
      "billing.city": "København",
    });
    const payment = textOf((await shopper.get("/checkout/payment")).body);
    const fee = new Intl.NumberFormat("da-DK", {
      style: "currency",
      currency: "DKK",
      currencyDisplay: "narrowSymbol",
    })
      .format(15)
      .replace(/\u00a0/g, " ");
    expect(fee).toBe("15,00 kr.");
    expect(payment).toContain(fill(uiText("da", "payment.codFeeHint", "checkout"), { fee }));
    expect(payment).not.toContain("kr..");
  });
});
