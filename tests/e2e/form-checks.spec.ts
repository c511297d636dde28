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
