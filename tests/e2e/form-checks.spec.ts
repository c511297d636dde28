import { expect, test } from "@playwright/test";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

/**
 * Issue 20 item 1: the browser still checks a field as it is left, with the schema of config/forms.ts
 * and the shopper's language, now that zod reaches the browser function by function (decision 0045).
 * No-JS visitors get the same messages from the server (account.spec.ts).
 */
test("a field is checked as it is left, in the shop's language, before anything is posted (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "checking on blur is the browser's part");
  const t = (key: string) => uiText("de", key, "account");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await open(page, shopUrl("de", "/create-account"), true);
  const email = page.getByLabel(t("fields.email"));
  await email.fill("keine-adresse");
  await email.press("Tab");
  await expect(page.getByText(t("errors.email"))).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // Corrected, the message goes as it is typed (revalidation on input).
  await email.fill("kunde@example.com");
  await expect(page.getByText(t("errors.email"))).toBeHidden();
  const firstName = page.getByLabel(t("fields.firstName"));
  await firstName.focus();
  await firstName.press("Tab");
  await expect(page.getByText(t("errors.required")).first()).toBeVisible();
  expect(posts).toEqual([]);
});

/**
 * Decision 0081: a page loads no form checks (zod, conform, the schemas) until a shopper first uses
 * a form. Held back here until the shopper has left a field and pressed the submit button, the checks
 * then check that field and the held submit as before, and nothing is posted unchecked.
 */
test("a form's checks arrive on first use, and what was done before they arrived is checked (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "checking in the browser is JavaScript's part");
  const t = (key: string) => uiText("de", key, "account");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const checks: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/build\/_shared\/form-engine-[^/]*\.js$/, async (route) => {
    checks.push(route.request().url());
    await released;
    await route.continue();
  });
  await open(page, shopUrl("de", "/create-account"), true);
  const loaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /form-engine-/.test(name)),
    );
  expect(checks).toEqual([]);
  expect(await loaded()).toEqual([]);

  const email = page.getByLabel(t("fields.email"));
  await email.fill("keine-adresse");
  await email.press("Tab");
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect.poll(() => checks.length, { timeout: 10_000 }).toBe(1);
  // Still on its way: nothing shown yet, the typed text kept, nothing posted.
  await expect(email).toHaveValue("keine-adresse");
  await expect(page.getByText(t("errors.email"))).toBeHidden();
  release();
  await expect(page.getByText(t("errors.email"))).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(t("errors.required")).first()).toBeVisible();
  await expect(email).toHaveValue("keine-adresse");
  expect(posts).toEqual([]);
});
