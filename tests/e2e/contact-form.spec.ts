import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { customerCare } from "../../config";
import { E2E_CASES_DB, E2E_MAIL_OUTBOX } from "../../playwright.config";
import { expectNoAxeViolations as expectNoAxe } from "../support/axe";
import { rawRequest } from "../support/http";
import { fill, shopUrl, uiText } from "../support/markets";
import { hydrated, open } from "../support/page";
import { HttpShopper } from "../support/shopper";

// The contact form (issue 17.1, SPEC §3 "Contact reasons", §4 "Contact form", §5 webform rules, §7):
// three steps without JavaScript too, the case filed in the embedded case management with its
// reference, the confirmation mail, a quote prefilled from the product page; hostile posts over HTTP.
const t = (key: string) => uiText("de", key, "contact");
const PRODUCT = { path: "/torvik-druckspruher-to-900-10000828", digits: "10000828" };
const REFERENCE = /^CASE-\d{4}-\d{6}$/;
let counter = 0;
const newEmail = (tag: string, project: string) =>
  `contact-${tag}-${project}-${Date.now()}-${++counter}@example.com`;

/** The filed case of a reference, as the embedded case management keeps it. */
function storedCase(reference: string): Record<string, unknown> | undefined {
  const db = new Database(E2E_CASES_DB, { readonly: true });
  try {
    const row = db.prepare("SELECT request FROM cases WHERE reference = ?").get(reference) as
      | { request: string }
      | undefined;
    return row && JSON.parse(row.request);
  } finally {
    db.close();
  }
}

const caseCount = () => {
  const db = new Database(E2E_CASES_DB, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM cases").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

/** The mails the test server wrote to an address. */
const mailsTo = (to: string) =>
  readdirSync(E2E_MAIL_OUTBOX)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join(E2E_MAIL_OUTBOX, f), "utf8")))
    .filter((mail) => mail.to === to);

async function choose(page: Page, js: boolean, option: string, button: string) {
  await page.getByRole("radio", { name: option, exact: true }).check();
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(/\/contact\/step[23]\//);
  await hydrated(page, js);
}

async function submitForm(page: Page, js: boolean) {
  await page.getByRole("button", { name: t("step3.submit") }).click();
  if (!js) await page.waitForLoadState("domcontentloaded");
  await hydrated(page, js);
}

/** The sent page's reference; the case is stored with what was typed and the mail is in the outbox. */
async function expectFiled(page: Page, email: string, expected: Record<string, unknown>) {
  await page.waitForURL(/\/contact\/sent\/\?reference=/);
  await expect(page.getByRole("heading", { level: 1, name: t("sent.heading") })).toBeVisible();
  const reference = (await page.getByTestId("case-reference").textContent()) ?? "";
  expect(reference).toMatch(REFERENCE);
  expect(storedCase(reference)).toMatchObject({
    ...expected,
    email,
    hidden: { country: "DE", locale: "de-DE", returnUrl: shopUrl("de", "/contact/sent/") },
  });
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
  const [mail] = mailsTo(email);
  expect(mail.subject).toBe(fill(t("mail.subject"), { reference, subject: String(expected.subject) }));
  expect(mail.text).toContain(reference);
  expect(mail.text).toContain(
    `${t(`reasons.${expected.reason}`)} (${t(`subreasons.${expected.subreason}`)})`,
  );
  return reference;
}

test("contact form: three steps for an offer request, a payment proof and a login issue, go-back, a missing field kept, case and mail (de)", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const js = Boolean(javaScriptEnabled);
  const project = testInfo.project.name;

  // Entry from the header's contact dropdown: the reason is chosen, step 2 asks for the topic.
  await open(page, shopUrl("de", "/"), js);
  const menu = page.locator(".contact-menu");
  await menu.locator("summary").click();
  const care = customerCare("de");
  await expect(menu.getByRole("link", { name: care.phone })).toHaveAttribute("href", `tel:${care.tel}`);
  if (js) {
    // With JavaScript, Escape closes the disclosure (it is a native <details> without).
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
    await menu.locator("summary").click();
  }
  await menu.getByRole("link", { name: t("reasons.sales") }).click();
  await page.waitForURL(/\/contact\/step2\/\?reason=sales/);
  await hydrated(page, js);
  await choose(page, js, t("subreasons.offer-discount-request"), t("step2.continue"));

  // Go back twice: each step keeps its choice; step 1 is axe-clean.
  await page.getByRole("link", { name: t("step3.back") }).click();
  await expect(page.getByRole("radio", { name: t("subreasons.offer-discount-request") })).toBeChecked();
  await hydrated(page, js);
  await page.getByRole("link", { name: t("step2.back") }).click();
  await page.waitForURL(/\/contact\/step1\/\?reason=sales/);
  await hydrated(page, js);
  await expect(page.getByRole("radio", { name: t("reasons.sales") })).toBeChecked();
  await expectNoAxe(page, js);
  await choose(page, js, t("reasons.sales"), t("step1.continue"));
  await choose(page, js, t("subreasons.offer-discount-request"), t("step2.continue"));
  await expectNoAxe(page, js);

  // Offer request: product number (digits, EX shown), VAT ID, quantity and phone are required.
  const email = newEmail("offer", project);
  await page.getByLabel(t("fields.contactName")).fill("Jana Nováková");
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByLabel(t("fields.phone")).fill("+49 30 1234 5678");
  await page.getByLabel(t("fields.productNumber")).fill("10000828");
  await page.getByLabel(t("fields.quantity")).fill("250");
  await page.getByLabel(t("fields.subject")).fill("Angebot für 250 Sprüher");
  await page.getByLabel(t("fields.description")).fill("Bitte ein Angebot mit Staffelpreis.");
  await expect(page.locator(".contact-prefixed__prefix")).toHaveText("EX");
  await submitForm(page, js);
  // The VAT ID was left out: its message shows, everything typed is kept.
  await expect(page.locator(".field--invalid .field-error")).toHaveText([t("errors.required")]);
  await expect(page.getByLabel(t("fields.vatId"))).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(t("fields.contactName"))).toHaveValue("Jana Nováková");
  await expect(page.getByLabel(t("fields.quantity"))).toHaveValue("250");
  await expect(page.getByLabel(t("fields.description"))).toHaveValue("Bitte ein Angebot mit Staffelpreis.");
  await page.getByLabel(t("fields.vatId")).fill("DE123456789");
  await submitForm(page, js);
  await expectFiled(page, email, {
    reason: "sales",
    subreason: "offer-discount-request",
    subject: "Angebot für 250 Sprüher",
    productNumber: "EX10000828",
    vatId: "DE123456789",
    quantity: 250,
    phone: "+49 30 1234 5678",
  });
  await expectNoAxe(page, js);

  // Payment proof: the order number is required, nothing else extra.
  await open(page, shopUrl("de", "/contact/step1/"), js);
  await choose(page, js, t("reasons.payment"), t("step1.continue"));
  await choose(page, js, t("subreasons.payment-proof"), t("step2.continue"));
  await expect(page.getByLabel(t("fields.productNumber"))).toHaveCount(0);
  const payer = newEmail("payment", project);
  await page.getByLabel(t("fields.contactName")).fill("Max Muster");
  await page.getByLabel(t("fields.email")).fill(payer);
  await page.getByLabel(t("fields.orderNumber")).fill("DE-2026-000042");
  await page.getByLabel(t("fields.subject")).fill("Zahlungsnachweis");
  await page.getByLabel(t("fields.description")).fill("Anbei die Überweisung.");
  await submitForm(page, js);
  await expectFiled(page, payer, {
    reason: "payment",
    subreason: "payment-proof",
    subject: "Zahlungsnachweis",
    orderNumber: "DE-2026-000042",
  });

  // Login issue: only the fields every request has.
  await open(page, shopUrl("de", "/contact/step2/?reason=account"), js);
  await choose(page, js, t("subreasons.login-issue"), t("step2.continue"));
  await expect(page.getByLabel(t("fields.orderNumber"))).toHaveCount(0);
  const locked = newEmail("login", project);
  await page.getByLabel(t("fields.contactName")).fill("Eva Novak");
  await page.getByLabel(t("fields.email")).fill(locked);
  await page.getByLabel(t("fields.subject")).fill("Kein Login");
  await page.getByLabel(t("fields.description")).fill("Mein Passwort wird abgelehnt.");
  await submitForm(page, js);
  const stored = await expectFiled(page, locked, {
    reason: "account",
    subreason: "login-issue",
    subject: "Kein Login",
  });
  expect(storedCase(stored)).not.toHaveProperty("orderNumber");
});

test("contact form: a quote from the product page has the product number read-only and quantity 1 (de)", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const js = Boolean(javaScriptEnabled);
  await open(page, shopUrl("de", PRODUCT.path), js);
  await page.getByRole("link", { name: t("productLinks.quote") }).click();
  await page.waitForURL(/\/contact\/step3\/\?prefill=quote/);
  await hydrated(page, js);
  const number = page.getByLabel(t("fields.productNumber"));
  await expect(number).toHaveValue(PRODUCT.digits);
  await expect(number).toHaveAttribute("readonly", "");
  await expect(page.getByLabel(t("fields.quantity"))).toHaveValue("1");
  const email = newEmail("quote", testInfo.project.name);
  await page.getByLabel(t("fields.contactName")).fill("Jana Nováková");
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByLabel(t("fields.phone")).fill("+49 30 1234 5678");
  await page.getByLabel(t("fields.vatId")).fill("DE123456789");
  await page.getByLabel(t("fields.subject")).fill("Angebot");
  await page.getByLabel(t("fields.description")).fill("Was kostet ein Stück?");
  await submitForm(page, js);
  await expectFiled(page, email, {
    reason: "sales",
    subreason: "offer-discount-request",
    subject: "Angebot",
    productNumber: `EX${PRODUCT.digits}`,
    quantity: 1,
  });
});

test.describe("contact form over raw HTTP", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "HTTP only: runs once");

  test("hostile posts never 500, honeypot, throttle, shortcut panel, unknown choices, contact_form", async () => {
    const step3 = "/contact/step3/?reason=payment&subreason=payment-proof";
    const shopper = new HttpShopper("de");
    await shopper.get(step3);
    const valid = {
      reason: "payment",
      subreason: "payment-proof",
      contactName: "Max Muster",
      email: newEmail("http", "raw"),
      orderNumber: "DE-1",
      subject: "Nachweis",
      description: "Text",
      website: "",
    };

    // No token, no form body, wrong types, arrays, over-long values: 403, 400, 422, never a 500.
    const noToken = await rawRequest("de", step3, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "contactName=x",
    });
    expect(noToken.status).toBe(403);
    const json = await rawRequest("de", step3, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);
    for (const hostile of [
      { ...valid, email: "not-an-email", quantity: "1e400" },
      { ...valid, description: "x".repeat(5000), contactName: "<script>alert(1)</script>" },
      { ...valid, reason: "sales", subreason: "login-issue" },
      { ...valid, "email[0]": "a@b.c", orderNumber: "" },
    ]) {
      const answer = await shopper.post(step3, hostile);
      expect(answer.status).toBe(422);
      expect(answer.body).not.toContain("<script>alert(1)</script>");
    }
    // An unknown or removed reason goes back one step with 'not correct', never an error page.
    for (const [country, url, location] of [
      ["de", "/contact/step2/?reason=%3Cx%3E", "/contact/step1/?error=reason"],
      ["ie", "/contact/step2/?reason=sales", "/contact/step1/?error=reason"],
      [
        "de",
        "/contact/step3/?reason=payment&subreason=login-issue",
        "/contact/step2/?reason=payment&error=subreason",
      ],
      ["de", "/contact/step3/?prefill=quote&sku=EX1%27", "/contact/step1/?error=reason"],
    ] as const) {
      const answer = await rawRequest(country, url);
      expect([answer.status, answer.headers.location]).toEqual([302, location]);
    }
    const backToStep1 = await shopper.follow("/contact/step2/?reason=nope");
    expect(backToStep1.body).toContain(t("errors.notCorrect"));
    expect((await shopper.post("/contact/step3/?reason=nope", valid)).status).toBe(303);

    // The shortcut panel shows first for a return without reason, with its links, until "continue".
    const panel = await shopper.get("/contact/step3/?reason=returns&subreason=return-no-reason");
    expect(panel.body).toContain(t("shortcuts.heading"));
    expect(panel.body).toContain('href="/return-policy/"');
    expect(panel.body).toContain('href="/my-account/my-orders"');
    expect(panel.body).not.toContain(`name="contactName"`);
    const form = await shopper.get("/contact/step3/?reason=returns&subreason=return-no-reason&continue=1");
    expect(form.body).toContain(`name="contactName"`);

    // A filled honeypot answers like success and keeps nothing.
    const before = caseCount();
    const bot = await shopper.post(step3, { ...valid, website: "http://spam.example" });
    expect([bot.status, bot.headers.location]).toEqual([303, "/contact/sent/"]);
    expect(caseCount()).toBe(before);

    // The per-e-mail throttle: the sixth request within the hour is refused (429), what was typed kept.
    for (let i = 0; i < 5; i++) expect((await shopper.post(step3, valid)).status).toBe(303);
    const throttled = await shopper.post(step3, valid);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toContain(fill(t("errors.throttled"), { minutes: 60 }));
    expect(throttled.body).toContain('value="Max Muster"');

    // `contact_form=<reason>` opens the form on any page and leaves the URL (decision 0024).
    const flagged = await rawRequest("de", "/?contact_form=returns");
    expect([flagged.status, flagged.headers.location]).toEqual([302, "/contact/step2/?reason=returns"]);
  });
});
