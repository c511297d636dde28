import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { BUYABLE, privateAddresses, signedUpShopper } from "../support/buyers";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";
import { HttpShopper } from "../support/shopper";

// Issue 19 items 6 and 7: saved addresses at the checkout (decision 0033) and the address service's
// suggestion (decision 0034; the e2e server checks Austrian addresses only).
const tx = (key: string) => uiText("de", key, "addresses");
const tc = (key: string) => uiText("de", key, "checkout");

/** Two addresses of a customer's billing book (the second of a company), saved on the account page. */
const HOME = { streetName: "Unter den Linden", streetNumber: "5", postalCode: "10117", city: "Berlin" };
const OFFICE = {
  company: "Novak Werkzeuge GmbH",
  streetName: "Friedrichstraße",
  streetNumber: "20",
  postalCode: "10115",
  city: "Berlin",
};

async function customerWithTwoAddresses() {
  const shopper = await signedUpShopper("de", { buys: false });
  for (const address of [HOME, OFFICE]) {
    const saved = await shopper.post("/my-account/billing-details", {
      intent: "save",
      firstName: "Eva",
      lastName: "Novak",
      ...address,
    });
    expect(saved.status, saved.body.slice(0, 300)).toBe(303);
  }
  return shopper;
}

/** A shopper with one BUYABLE product (the German one: the Austrian shop sells it under the same path). */
async function withCart(shopper: HttpShopper) {
  const page = await shopper.get(BUYABLE.de);
  const sku = /name="sku" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  expect((await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
  return shopper;
}

/** A cookie's value as the shop wrote it (Remix: base64 JSON, then ".signature" when signed). */
const cookieValue = (raw = "") =>
  JSON.parse(Buffer.from(decodeURIComponent(raw).split(".")[0] ?? "", "base64").toString("utf8"));

const details = (page: Page) => page.locator(".checkout-details");

test("a customer picks a saved company address for billing and another saved one for shipping (de)", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const shopper = await withCart(await customerWithTwoAddresses());
  await context.addCookies(shopper.cookiesFor(shopUrl("de", "/")));
  await open(page, shopUrl("de", "/checkout/addresses"), javaScriptEnabled);
  const billing = page.getByRole("group", { name: tx("choice.billing") });
  await billing.getByRole("radio", { name: /Novak Werkzeuge GmbH/ }).check();
  await page.getByRole("radio", { name: tx("choice.shippingSaved") }).check();
  await page
    .getByRole("group", { name: tx("choice.shipping") })
    .getByRole("radio", { name: /Unter den Linden 5/ })
    .check();
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByRole("button", { name: tc("addresses.submit") }).click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const [billingLines, shippingLines] = [
    details(page).locator("address").first(),
    details(page).locator("address").nth(1),
  ];
  await expect(billingLines).toHaveText(
    /Eva Novak\s*Novak Werkzeuge GmbH\s*Friedrichstraße 20\s*10115 Berlin/,
  );
  await expect(shippingLines).toHaveText(/Eva Novak\s*Unter den Linden 5\s*10117 Berlin/);
  // SPEC §4: an address with a company name makes the buyer a company; the shipping type is kept.
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookieValue(cookies.client_type)).toBe("company");
  expect(cookieValue(cookies.shipping_address_type)).toBe("SAVED_ADDRESS");

  // Back at the addresses step, the same choices are preselected.
  await open(page, shopUrl("de", "/checkout/addresses"), javaScriptEnabled);
  await expect(billing.getByRole("radio", { name: /Novak Werkzeuge GmbH/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: tx("choice.shippingSaved") })).toBeChecked();
  await expect(
    page
      .getByRole("group", { name: tx("choice.shipping") })
      .getByRole("radio", { name: /Unter den Linden 5/ }),
  ).toBeChecked();
});

test("the address service's suggestion is taken, and an own address is kept (at)", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const shopper = await withCart(new HttpShopper("at"));
  await context.addCookies(shopper.cookiesFor(shopUrl("at", "/")));
  await open(page, shopUrl("at", "/checkout/addresses"), javaScriptEnabled);
  const form = page.locator("#checkout-addresses");
  const billing = form.getByRole("group", { name: tc("addresses.billing") });
  await form.getByLabel(uiText("de", "fields.email", "account")).fill("eva.at@example.com");
  const typeAddress = async (street: string, number: string, city: string) => {
    await billing.getByLabel(uiText("de", "fields.firstName", "account")).fill("Eva");
    await billing.getByLabel(uiText("de", "fields.lastName", "account")).fill("Novak");
    await billing.getByLabel(uiText("de", "fields.streetName", "account")).fill(street);
    await billing.getByLabel(uiText("de", "fields.streetNumber", "account")).fill(number);
    await billing.getByLabel(uiText("de", "fields.postalCode", "account")).fill("1010");
    await billing.getByLabel(uiText("de", "fields.city", "account")).fill(city);
    await page.getByRole("button", { name: tc("addresses.submit") }).click();
  };
  await typeAddress("hauptstr.", "1", "wien");
  const suggestion = page.getByRole("group", { name: tx("check.billing") });
  const take = suggestion.getByRole("radio", {
    name: fill(tx("check.take"), { address: "Hauptstraße 1, 1010 Wien" }),
  });
  await expect(take).toBeChecked();
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByRole("button", { name: tc("addresses.submit") }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(details(page).locator("address").first()).toHaveText(/Eva Novak\s*Hauptstraße 1\s*1010 Wien/);

  // Another address that the service would correct: the shopper keeps it as typed and goes on.
  await open(page, shopUrl("at", "/checkout/addresses"), javaScriptEnabled);
  await typeAddress("ringstr.", "3", "graz");
  await suggestion
    .getByRole("radio", { name: fill(tx("check.keep"), { address: "ringstr. 3, 1010 graz" }) })
    .check();
  await page.getByRole("button", { name: tc("addresses.submit") }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(details(page).locator("address").first()).toHaveText(/Eva Novak\s*ringstr\. 3\s*1010 graz/);
});

test.describe("the addresses step over raw HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: runs once");

  // The private buyer's fields without an e-mail (the signed-in attacker's own is used).
  const { email: _email, ...typed } = privateAddresses("");

  test("another customer's address id, forged or hostile choices: 422 with the field named, never a 500 or a leak", async () => {
    const victim = await customerWithTwoAddresses();
    const victimPage = await victim.get("/checkout/addresses");
    // The victim has no cart: the step sends them to the cart. Their address ids come from the book page.
    expect([200, 302, 303]).toContain(victimPage.status);
    const book = await victim.get("/my-account/billing-details");
    const victimIds = [...book.body.matchAll(/name="addressId" value="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(victimIds.length).toBeGreaterThan(0);

    const attacker = await withCart(await signedUpShopper("de", { buys: false }));
    await attacker.get("/checkout/addresses");
    const cases: Record<string, string>[] = [
      { ...typed, billingAddressId: victimIds[0] ?? "" },
      { ...typed, shippingType: "saved", shippingAddressId: victimIds[1] ?? victimIds[0] ?? "" },
      { ...typed, shippingType: "saved" },
      { ...typed, billingAddressId: "x".repeat(5000) },
      { ...typed, billingAddressId: "' OR 1=1 --" },
      { ...typed, shippingType: "SAVED_ADDRESS" },
    ];
    for (const fields of cases) {
      const response = await attacker.post("/checkout/addresses", fields);
      expect(response.status, JSON.stringify(fields).slice(0, 200)).toBe(422);
      expect(response.body).not.toContain("Unter den Linden");
      expect(response.body).not.toContain("Novak Werkzeuge");
    }
    // Arrays and a decision on an address that is not being checked: still no 500.
    const body = new URLSearchParams({ ...typed });
    body.append("billingAddressId", "new");
    body.append("billingAddressId", victimIds[0] ?? "");
    body.append("addressCheck.billing", "take:0123456789abcdef");
    const arrays = await attacker.post("/checkout/addresses", Object.fromEntries(body));
    expect(arrays.status).toBeLessThan(500);
    const missingCsrf = await attacker.post("/checkout/addresses", { ...typed, csrf: "" });
    expect(missingCsrf.status).toBe(403);
  });

  test("a forged shipping type cookie is ignored; a decision for another address is not taken (at)", async () => {
    const shopper = await withCart(new HttpShopper("at"));
    shopper.setCookie("shipping_address_type", "SAVED_ADDRESS");
    expect((await shopper.get("/checkout/addresses")).status).toBe(200);
    const austrian = {
      ...typed,
      email: "http.at@example.com",
      "billing.streetName": "hauptstr.",
      "billing.postalCode": "1010",
      "billing.city": "wien",
    };
    // "keep" names the fingerprint of an address the page never showed: the check still runs.
    const forged = await shopper.post("/checkout/addresses", {
      ...austrian,
      "addressCheck.billing": "keep:0123456789abcdef",
    });
    expect(forged.status).toBe(422);
    const print = /value="keep:([0-9a-f]{16})"/.exec(forged.body)?.[1] ?? "";
    expect(print).toMatch(/^[0-9a-f]{16}$/);
    const kept = await shopper.post("/checkout/addresses", {
      ...austrian,
      "addressCheck.billing": `keep:${print}`,
    });
    expect(kept.status).toBe(303);
    // Kept once, the same address is not asked about again (the memo cookie).
    expect((await shopper.post("/checkout/addresses", austrian)).status).toBe(303);
  });
});
