import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { E2E_MAIL_OUTBOX } from "../../playwright.config";
import { expectNoAxeViolations } from "../support/axe";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

const t = (key: string, values: Record<string, string | number> = {}) =>
  fill(uiText("sk", key, "account"), values);
const common = (key: string, values: Record<string, string | number> = {}) => fill(uiText("sk", key), values);
const PASSWORD = "Stroj2026";
const PUMP = "/vestra-zahradne-cerpadlo-ve-9749-10000077";

/** An e-mail of its own for every test and project, so runs never meet an earlier account. */
const newEmail = (tag: string, js: boolean) =>
  `${tag}-${js ? "js" : "nojs"}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUp(page: Page, js: boolean, email: string, firstName = "Jana", lastName = "Nováková") {
  await open(page, shopUrl("sk", "/create-account"), js);
  await page.getByLabel(t("fields.firstName")).fill(firstName);
  await page.getByLabel(t("fields.lastName")).fill(lastName);
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByLabel(t("fields.password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t("fields.passwordConfirm")).fill(PASSWORD);
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("overview.heading", { name: firstName }),
  );
}

async function logIn(page: Page, js: boolean, email: string, password = PASSWORD) {
  await open(page, shopUrl("sk", "/login"), js);
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByLabel(t("fields.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t("login.submit") }).click();
}

async function logOut(page: Page) {
  const menu = page.locator(".account-menu");
  if ((await menu.getAttribute("open")) === null) await menu.locator("summary").click();
  await menu.getByRole("button", { name: common("accountNav.logout") }).click();
  await expect(page).toHaveURL(shopUrl("sk", "/"));
  await expect(page.getByRole("link", { name: common("header.login") })).toBeVisible();
}

test("sign up, see the account menu, log out and log in again with the cart kept (sk)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const email = newEmail("signup", js);
  await signUp(page, js, email);
  await expect(page).toHaveURL(shopUrl("sk", "/my-account"));
  const menu = page.locator(".account-menu");
  await menu.locator("summary").click();
  await expect(menu).toContainText("Jana Nováková");
  await expect(menu).toContainText(email);
  await expectNoAxeViolations(page, js);
  await logOut(page);

  // An anonymous cart goes along into the account.
  await open(page, shopUrl("sk", PUMP), js);
  await page
    .locator("form.add-to-cart-form")
    .getByRole("button", { name: common("cart.add") })
    .click();
  if (js) await page.keyboard.press("Escape");
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await logIn(page, js, email, "Wrong2026");
  const alert = page.locator(".form-error");
  await expect(alert).toContainText(t("errors.loginFailed"));
  await expect(alert).toContainText(t("login.failedHint"));
  await expect(page.getByLabel(t("fields.email"))).toHaveValue(email);
  // Without JavaScript the page is rendered anew, and a password is never sent back.
  if (!js) await expect(page.getByLabel(t("fields.password"), { exact: true })).toHaveValue("");

  await logIn(page, js, email);
  await expect(page).toHaveURL(shopUrl("sk", "/my-account"));
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await logOut(page);
  // The customer's cart stays with the account, not with the device.
  await expect(page.getByTestId("cart-count")).toHaveText("0");
});

test("guards: account pages send visitors home, the login page sends customers home (sk)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  await open(page, shopUrl("sk", "/my-account/my-profile"), js);
  await expect(page).toHaveURL(shopUrl("sk", "/"));
  await signUp(page, js, newEmail("guard", js));
  await open(page, shopUrl("sk", "/login"), js);
  await expect(page).toHaveURL(shopUrl("sk", "/"));
  await open(page, shopUrl("sk", "/create-account"), js);
  await expect(page).toHaveURL(shopUrl("sk", "/"));
});

test("registration errors keep what was typed; the e-mail of an existing account is refused (sk)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const email = newEmail("taken", js);
  await signUp(page, js, email);
  await logOut(page);
  await open(page, shopUrl("sk", "/create-account"), js);
  await page.getByLabel(t("fields.firstName")).fill("Eva");
  await page.getByLabel(t("fields.lastName")).fill("Malá");
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByLabel(t("fields.password"), { exact: true }).fill("lettersonly");
  await page.getByLabel(t("fields.passwordConfirm")).fill("lettersonly");
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(page.locator(".field-error")).toHaveText([t("errors.passwordRule")]);
  await expect(page.getByLabel(t("fields.firstName"))).toHaveValue("Eva");
  await page.getByLabel(t("fields.password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t("fields.passwordConfirm")).fill(PASSWORD);
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(page.locator(".field-error")).toHaveText([t("register.emailTaken")]);
  await expect(page.getByLabel(t("fields.email"))).toHaveValue(email);
});

test("profile and password change; addresses added, checked, made default and deleted (sk)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const email = newEmail("profile", js);
  await signUp(page, js, email);
  await open(page, shopUrl("sk", "/my-account/my-profile"), js);
  const details = page.locator("form#profile");
  await details.getByLabel(t("fields.lastName")).fill("Horváthová");
  await details.getByRole("button", { name: t("profile.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("profile.saved") })).toBeVisible();
  await expect(details.getByLabel(t("fields.lastName"))).toHaveValue("Horváthová");

  const password = page.locator("form#password");
  await password.getByLabel(t("fields.currentPassword")).fill("Wrong2026");
  await password.getByLabel(t("fields.newPassword")).fill("Lepsie2027");
  await password.getByLabel(t("fields.passwordConfirm")).fill("Lepsie2027");
  await password.getByRole("button", { name: t("profile.changePassword") }).click();
  await expect(page.locator("form#password .field-error")).toHaveText([t("errors.wrongCurrentPassword")]);
  await password.getByLabel(t("fields.currentPassword")).fill(PASSWORD);
  await password.getByLabel(t("fields.newPassword")).fill("Lepsie2027");
  await password.getByLabel(t("fields.passwordConfirm")).fill("Lepsie2027");
  await password.getByRole("button", { name: t("profile.changePassword") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("profile.passwordChanged") })).toBeVisible();

  await open(page, shopUrl("sk", "/my-account/shipping-details"), js);
  await expect(page.getByText(t("addresses.empty"))).toBeVisible();
  const form = page.locator("form.account-form");
  const fillAddress = async (postalCode: string, city: string) => {
    await form.getByLabel(t("fields.firstName")).fill("Jana");
    await form.getByLabel(t("fields.lastName")).fill("Horváthová");
    await form.getByLabel(t("fields.streetName")).fill("Hlavná");
    await form.getByLabel(t("fields.streetNumber")).fill("12");
    await form.getByLabel(t("fields.postalCode")).fill(postalCode);
    await form.getByLabel(t("fields.city")).fill(city);
  };
  await fillAddress("8110", "Bratislava");
  await form.getByRole("button", { name: t("addresses.save") }).click();
  await expect(form.locator(".field-error")).toHaveText([t("errors.postalCode", { country: "Slovensko" })]);
  await expect(form.getByLabel(t("fields.city"))).toHaveValue("Bratislava");
  await form.getByLabel(t("fields.postalCode")).fill("811 01");
  await form.getByRole("button", { name: t("addresses.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("addresses.added") })).toBeVisible();
  await fillAddress("040 01", "Košice");
  await form.getByRole("button", { name: t("addresses.save") }).click();
  const entries = page.locator(".address-book__entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("811 01 Bratislava");
  await expect(entries.first()).toContainText(t("addresses.default"));

  const kosice = "Jana Horváthová, Hlavná 12, 040 01 Košice";
  const bratislava = "Jana Horváthová, Hlavná 12, 811 01 Bratislava";
  await page.getByRole("button", { name: t("addresses.makeDefaultLabel", { address: kosice }) }).click();
  await expect(page.getByRole("status").filter({ hasText: t("addresses.defaultSet") })).toBeVisible();
  await expect(entries.first()).toContainText("040 01 Košice");
  await expectNoAxeViolations(page, js);
  await page.getByRole("button", { name: t("addresses.deleteLabel", { address: bratislava }) }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Košice");
  await page.getByRole("link", { name: t("addresses.editLabel", { address: kosice }) }).click();
  await expect(page.getByRole("heading", { name: t("addresses.editHeading") })).toBeVisible();
  await expect(form.getByLabel(t("fields.city"))).toHaveValue("Košice");
  await form.getByLabel(t("fields.streetNumber")).fill("14");
  await form.getByRole("button", { name: t("addresses.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("addresses.updated") })).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Hlavná 14");

  await logOut(page);
  await logIn(page, js, email, "Lepsie2027");
  await expect(page).toHaveURL(shopUrl("sk", "/my-account"));
  await expect(page.locator(".account-cards")).toContainText("040 01 Košice");
});

test("forgotten password: the e-mailed link sets a new one, once (sk)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const email = newEmail("reset", js);
  await signUp(page, js, email);
  await logOut(page);
  await open(page, shopUrl("sk", "/login"), js);
  await page.getByRole("link", { name: t("login.forgotPassword") }).click();
  // The login page has an e-mail field too: fill the reset form's only once it is shown.
  await expect(page).toHaveURL(shopUrl("sk", "/password-reset"));
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByRole("button", { name: t("passwordReset.submit") }).click();
  await expect(page).toHaveURL(shopUrl("sk", "/password-reset/check-email"));
  await expect(
    page.getByRole("status").filter({ hasText: t("passwordReset.checkEmailTextNoAddress") }),
  ).toBeVisible();

  const mailFor = () =>
    readdirSync(E2E_MAIL_OUTBOX)
      .map((f) => JSON.parse(readFileSync(path.join(E2E_MAIL_OUTBOX, f), "utf8")))
      .find((m) => m.to === email);
  await expect.poll(mailFor).toBeTruthy();
  const mail = mailFor();
  expect(mail.subject).toBe(t("passwordReset.mailSubject", { domain: "proequip.sk" }));
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? "");
  expect(link.pathname).toBe("/password-reset/change-password");

  const resetUrl = shopUrl("sk", `${link.pathname}${link.search}`);
  await open(page, resetUrl, js);
  await page.getByLabel(t("fields.newPassword")).fill("Nove2027heslo");
  await page.getByLabel(t("fields.passwordConfirm")).fill("Nove2027heslo");
  await page.getByRole("button", { name: t("passwordReset.changeSubmit") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("login.passwordChanged") })).toBeVisible();
  await logIn(page, js, email, "Nove2027heslo");
  await expect(page).toHaveURL(shopUrl("sk", "/my-account"));

  // The link works once.
  await logOut(page);
  await open(page, resetUrl, js);
  await page.getByLabel(t("fields.newPassword")).fill("Tretie2028");
  await page.getByLabel(t("fields.passwordConfirm")).fill("Tretie2028");
  await page.getByRole("button", { name: t("passwordReset.changeSubmit") }).click();
  await expect(page.locator(".form-error")).toHaveText(t("passwordReset.invalidToken"));
});

test("newsletter, reviews and loyalty card pages of the account (sk)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  await signUp(page, js, newEmail("more", js), "Karol", "Veľký");
  await open(page, shopUrl("sk", "/my-account/my-newsletter"), js);
  await expect(page.getByText(t("newsletter.notSubscribed"))).toBeVisible();
  await page.getByRole("button", { name: t("newsletter.subscribe") }).click();
  await expect(page.getByText(t("newsletter.subscribed"))).toBeVisible();
  await page.getByRole("button", { name: t("newsletter.unsubscribe") }).click();
  await expect(page.getByText(t("newsletter.notSubscribed"))).toBeVisible();

  await open(page, shopUrl("sk", "/my-account/my-reviews"), js);
  await expect(page.getByText(t("reviews.empty"))).toBeVisible();

  await open(page, shopUrl("sk", "/my-account/loyalty-card"), js);
  const number = await page.locator(".loyalty-card__number").textContent();
  expect(number).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(page.locator(".loyalty-card")).toContainText("Karol Veľký");
  await page.reload();
  await expect(page.locator(".loyalty-card__number")).toHaveText(number ?? "");
  await expectNoAxeViolations(page, js);
});
