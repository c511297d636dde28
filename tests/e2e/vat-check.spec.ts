import { expect, type Page, test } from "@playwright/test";
import { VAT_CHECK_ROUTE } from "../../config";
import { expectNoAxeViolations } from "../support/axe";
import { addFromProductPage, centsOf, PUMP } from "../support/cart";
import { rawRequest } from "../support/http";
import { shopUrl, uiText } from "../support/markets";
import { hydrated, open } from "../support/page";
import { HttpShopper } from "../support/shopper";

// The VAT check of SPEC §4 and the modal of SPEC §8 (issue 19.2, decision 0030): with JavaScript
// the VAT ID is checked when its field is left, and the issue after the step's post is a modal
// dialog; without JavaScript the post checks it and the issue is a section of the form.

const checkout = (key: string) => uiText("de", key, "checkout");
const account = (key: string) => uiText("de", key, "account");
const vatCheck = (key: string) => uiText("de", key, "vat-check");
const ADDRESSES = shopUrl("de", "/checkout/addresses");
/** 'Need support?': the contact form with the invoice reason chosen (config VAT_CHECK.supportReason). */
const SUPPORT_PATH = "/contact/step2/?reason=invoice";

/** A company buyer in Germany at the addresses step, everything filled but the VAT ID. */
async function companyAtAddresses(page: Page, js: boolean) {
  await addFromProductPage(page, PUMP, js);
  await open(page, ADDRESSES, js);
  await page.getByLabel(account("fields.email")).fill(`vat-${js ? "js" : "nojs"}-${Date.now()}@example.com`);
  await page.getByRole("radio", { name: checkout("addresses.company") }).check();
  const billing = page.getByRole("group", { name: checkout("addresses.billing") });
  await billing.getByLabel(account("fields.firstName")).fill("Eva");
  await billing.getByLabel(account("fields.lastName")).fill("Novak");
  await billing.getByLabel(account("fields.company")).fill("Novak Werkzeuge GmbH");
  await billing.getByLabel(account("fields.streetName")).fill("Hauptstraße");
  await billing.getByLabel(account("fields.streetNumber")).fill("1");
  await billing.getByLabel(account("fields.postalCode")).fill("10115");
  await billing.getByLabel(account("fields.city")).fill("Berlin");
  return billing.getByLabel(checkout("addresses.vatId"));
}

test("a company's VAT ID is checked when its field is left: validated, could not validate with the retry button, too slow (de)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  test.skip(!js, "the field's check is JavaScript's; without it the step's post checks (next test)");
  const vatId = await companyAtAddresses(page, js);
  const status = page.getByTestId("vat-check-status");
  const retry = page.getByRole("button", { name: vatCheck("retry") });

  await vatId.fill("DE 123 456 789");
  await vatId.press("Tab");
  await expect(status.getByText(checkout("vat.validated"))).toBeVisible();
  await expect(retry).toHaveCount(0);

  // The all-nines test number: the VAT service could not validate (code 999).
  await vatId.fill("DE999999999");
  await vatId.press("Tab");
  await expect(status.getByText(checkout("vat.technical"))).toBeVisible();
  await expect(status.getByText(checkout("vat.confirm"))).toBeVisible();
  await expect(retry).toBeVisible();
  // SPEC "button click": the retry asks the shop again.
  const again = page.waitForResponse((r) => r.url().endsWith(VAT_CHECK_ROUTE));
  await retry.click();
  expect(await (await again).json()).toEqual({ status: "unavailable", vatId: "DE999999999" });
  await expect(status.getByText(checkout("vat.technical"))).toBeVisible();
  await expect(retry).toBeFocused();

  // The shop's own timeout towards the VAT service (the embedded one always answers at once).
  await page.route(`**${VAT_CHECK_ROUTE}`, (route) =>
    route.fulfill({ json: { status: "timeout", vatId: "DE111111111" } }),
  );
  await vatId.fill("DE111111111");
  await vatId.press("Tab");
  await expect(status.getByText(checkout("vat.tooSlow"))).toBeVisible();
  await expect(retry).toBeVisible();
  await expectNoAxeViolations(page, js);
});

test("a VAT ID that is not valid: the issue (a dialog with JavaScript, a section without) with 'Need support?', then 'Continue with Purchase' to the payment step, gross (de)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const vatId = await companyAtAddresses(page, js);
  await vatId.fill("DE12345");
  const submit = page.getByRole("button", { name: checkout("addresses.submit") });
  await submit.click();
  await hydrated(page, js);
  const title = checkout("vat.issuesTitle");
  const issue = js ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
  await expect(issue).toBeVisible();
  await expect(issue.getByText(checkout("vat.correctOrContinue"))).toBeVisible();
  for (const line of ["vat.invalid", "vat.private", "vat.system", "vat.reclaim"])
    await expect(issue.getByText(checkout(line))).toBeVisible();
  const support = issue.getByRole("link", { name: vatCheck("support") });
  await expect(support).toHaveAttribute("href", SUPPORT_PATH);
  await expectNoAxeViolations(page, js);

  if (js) {
    // The focus is in the dialog; Escape closes it and gives the focus back; the issue stays on the page.
    await expect(issue.getByRole("heading", { name: title })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(issue).toHaveCount(0);
    await expect(submit).toBeFocused();
    await expect(page.getByRole("region", { name: title })).toBeVisible();
    // Posting again shows the dialog again; 'Correct the VAT ID' closes it onto the field.
    await submit.click();
    await expect(issue).toBeVisible();
    await issue.getByRole("button", { name: vatCheck("correct") }).click();
    await expect(vatId).toBeFocused();
    await submit.click();
    await expect(issue).toBeVisible();
  }
  await issue.getByRole("button", { name: checkout("vat.continue") }).click();
  await expect(page).toHaveURL(shopUrl("de", "/checkout/payment"));
  // Continued with a VAT ID that is not valid: a gross invoice, German VAT on the order.
  expect(centsOf(await page.getByTestId("order-vat").textContent())).toBeGreaterThan(0);
});

test("the field's check over raw HTTP: the visitor's token, a form, one bounded VAT ID; never a 500", async ({
  javaScriptEnabled: js,
}) => {
  test.skip(js, "raw HTTP, the same in both projects: run once");
  const shopper = new HttpShopper("de");
  // The contact form that 'Need support?' opens has the invoice reason chosen.
  const contact = await shopper.get(SUPPORT_PATH);
  expect(contact.status).toBe(200);
  expect(contact.body).toContain('value="invoice-request"');

  const valid = await shopper.post(VAT_CHECK_ROUTE, { vatId: "de123456789" });
  expect(valid.status).toBe(200);
  expect(JSON.parse(valid.body)).toEqual({ status: "valid", vatId: "DE123456789" });
  expect(JSON.parse((await shopper.post(VAT_CHECK_ROUTE, { vatId: "DE12345" })).body)).toEqual({
    status: "invalid",
    vatId: "DE12345",
  });
  const refusals: Record<string, string>[] = [
    {},
    { vatId: "" },
    { vatId: "D".repeat(300) },
    { "vatId[1]": "DE123456789" },
  ];
  for (const fields of refusals) {
    const refused = await shopper.post(VAT_CHECK_ROUTE, fields);
    expect(refused.status, JSON.stringify(fields)).toBe(422);
    expect(JSON.parse(refused.body).status).toBe("error");
  }
  // Another visitor's token, or none: 403; a body that is no form: 400; a GET: no page.
  const stranger = new HttpShopper("de");
  await stranger.get("/");
  expect((await stranger.post(VAT_CHECK_ROUTE, { csrf: "x".repeat(43), vatId: "DE123456789" })).status).toBe(
    403,
  );
  const json = await rawRequest("de", VAT_CHECK_ROUTE, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ vatId: "DE123456789" }),
  });
  expect(json.status).toBe(400);
  expect((await shopper.get(VAT_CHECK_ROUTE)).status).toBe(404);
});
