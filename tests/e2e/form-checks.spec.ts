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
  // The page's timers on Playwright's clock, so the hold's limit (TIMINGS.formChecksWait) cannot run out
  // while this test looks at the held submit on a busy machine: time stands still from before the
  // press until the chunk is let through.
  await page.clock.install();
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
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect.poll(() => checks.length, { timeout: 10_000 }).toBe(1);
  // Still on its way (the submit held: aria-busy, at most TIMINGS.formChecksWait): no message yet, the
  // typed text kept, nothing posted.
  const form = page.locator("form", { has: email });
  await expect(form).toHaveAttribute("aria-busy", "true");
  await expect(email).toHaveValue("keine-adresse");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  release();
  await page.clock.resume();
  await expect(page.getByText(t("errors.email"))).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(t("errors.required")).first()).toBeVisible();
  await expect(email).toHaveValue("keine-adresse");
  // Settled: the refused submit gave the first invalid field the focus, the hold is over; still
  // nothing posted.
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(form).not.toHaveAttribute("aria-busy", "true");
  expect(posts).toEqual([]);
});

/**
 * Decision 0081: when the checks' chunk cannot load (a flaky network), the held submit goes to the
 * server once, however often the button was pressed, and the server's messages show, in German, with
 * the focus on the first invalid field.
 */
test("a form whose checks cannot load posts once and shows the server's messages (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the chunk is JavaScript's part");
  const t = (key: string) => uiText("de", key, "account");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  let fail = () => {};
  const failed = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await page.route(/\/build\/_shared\/form-engine-[^/]*\.js$/, async (route) => {
    await failed;
    await route.abort();
  });
  await page.clock.install();
  await open(page, shopUrl("de", "/create-account"), true);
  const email = page.getByLabel(t("fields.email"));
  await email.fill("keine-adresse");
  // Time stands still while the submit is held (see above), so the post comes from the failed chunk.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const submit = page.getByRole("button", { name: t("register.submit") });
  await submit.click();
  await submit.click();
  const form = page.locator("form", { has: email });
  await expect(form).toHaveAttribute("aria-busy", "true");
  expect(posts).toEqual([]);
  fail();
  await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(1);
  await page.clock.resume();
  await expect(page.getByText(t("errors.email"))).toBeVisible();
  await expect(page.getByText(t("errors.required")).first()).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(form).not.toHaveAttribute("aria-busy", "true");
  expect(posts).toHaveLength(1);
});
