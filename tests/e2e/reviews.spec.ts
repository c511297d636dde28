import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

// The product of issue 15 in the demo catalog (seeded afresh for every run): 11 imported reviews in
// nine languages, two of them German; the trust-rating service translated them into its languages
// (German among them, Slovak not).
const COOLER_DE = "/nordhal-kuhltisch-no-932-10000749";
const COOLER_SK = "/nordhal-chladiaci-stol-no-932-10000749";

const reviewsOf = (page: Page) => page.locator("#reviews .product__reviews > li");

/** Console errors (a hydration mismatch of a language name, say) fail the test. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The dd.mm.yyyy date of each review's by-line. */
async function reviewDates(reviews: Locator): Promise<Date[]> {
  const lines = await reviews.locator("article > p:has([role=img])").allTextContents();
  return lines.map((line) => {
    const [, dd, mm, yyyy] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(line) ?? [];
    return new Date(Number(yyyy), Number(mm) - 1, Number(dd));
  });
}

test("reviews in German first, none from the future, the others translated with their original (ch)", async ({
  page,
  javaScriptEnabled,
}) => {
  const t = (key: string, values: Record<string, string> = {}) =>
    fill(uiText("de", `reviews.${key}`, "product"), values);
  const errors = watchConsole(page);
  // Switzerland's German page: its translations are not manual (SPEC §9), so the machine translation shows.
  await open(page, shopUrl("ch", COOLER_DE), javaScriptEnabled);
  const reviews = reviewsOf(page);
  await expect(reviews).toHaveCount(10);
  await expect(reviews.first()).toBeVisible();

  const dates = await reviewDates(reviews);
  expect(dates).toHaveLength(10);
  for (const date of dates) expect(date.getTime()).toBeLessThanOrEqual(Date.now());

  // The page's language first (top reviews: the higher rating first), unmarked.
  await expect(reviews.nth(0).getByRole("heading", { level: 3 })).toHaveText("Solide verarbeitet");
  await expect(reviews.nth(1).getByRole("heading", { level: 3 })).toHaveText(
    "Ordentlich, mit kleinen Schwächen",
  );
  for (const n of [0, 1]) await expect(reviews.nth(n).locator(".review__language")).toHaveCount(0);
  // Every other one is marked as translated, with its language.
  await expect(reviews.locator(".review__language")).toHaveCount(8);
  for (let n = 2; n < 10; n++)
    await expect(reviews.nth(n).locator(".review__language")).toHaveText(
      new RegExp(`^${t("translated")} · ${t("originalLanguage", { language: "\\p{L}+" })}$`, "u"),
    );

  // The Bulgarian review reads in German; its own words are one click away.
  const bulgarian = reviews.filter({ hasText: t("originalLanguage", { language: "Bulgarisch" }) });
  await expect(bulgarian).toHaveCount(1);
  await expect(bulgarian.getByRole("heading", { level: 3 })).toHaveText("Macht genau, was es soll");
  const original = bulgarian.getByText("Върши точно това, което трябва");
  await expect(original).toBeHidden();
  await bulgarian.getByText(t("showOriginal")).click();
  await expect(original).toBeVisible();
  await expect(bulgarian.locator("details [lang=bg]")).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  expect(errors).toEqual([]);
});

test("where translations are manual (de) a review shows as written, its machine translation one click away", async ({
  page,
  javaScriptEnabled,
}) => {
  const t = (key: string, values: Record<string, string> = {}) =>
    fill(uiText("de", `reviews.${key}`, "product"), values);
  const errors = watchConsole(page);
  await open(page, shopUrl("de", COOLER_DE), javaScriptEnabled);
  const reviews = reviewsOf(page);
  await expect(reviews).toHaveCount(10);
  await expect(reviews.getByText(t("translated"), { exact: false })).toHaveCount(0);
  await expect(reviews.getByText(t("showOriginal"))).toHaveCount(0);
  const bulgarian = reviews.filter({ hasText: t("originalLanguage", { language: "Bulgarisch" }) });
  await expect(bulgarian).toHaveCount(1);
  await expect(bulgarian.getByRole("heading", { level: 3 })).toHaveText("Върши точно това, което трябва");
  await expect(bulgarian.locator("h3[lang=bg]")).toBeVisible();
  const translation = bulgarian.getByText("Macht genau, was es soll");
  await expect(translation).toBeHidden();
  await bulgarian.getByText(t("showTranslation")).click();
  await expect(translation).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  expect(errors).toEqual([]);
});

test("reviews without a translation into the page's language show as written, marked with their language (sk)", async ({
  page,
  javaScriptEnabled,
}) => {
  const t = (key: string, values: Record<string, string> = {}) =>
    fill(uiText("sk", `reviews.${key}`, "product"), values);
  const errors = watchConsole(page);
  await open(page, shopUrl("sk", COOLER_SK), javaScriptEnabled);
  const reviews = reviewsOf(page);
  await expect(reviews).toHaveCount(10);
  const dates = await reviewDates(reviews);
  for (const date of dates) expect(date.getTime()).toBeLessThanOrEqual(Date.now());
  // No review is Slovak and Slovak is no language of the trust-rating service: all as written.
  await expect(reviews.locator(".review__language")).toHaveCount(10);
  await expect(reviews.getByText(t("translated"))).toHaveCount(0);
  await expect(reviews.locator("details")).toHaveCount(0);
  const bulgarian = reviews.filter({ hasText: t("originalLanguage", { language: "bulharčina" }) });
  await expect(bulgarian).toHaveCount(1);
  await expect(bulgarian.getByRole("heading", { level: 3 })).toHaveText("Върши точно това, което трябва");
  await expect(bulgarian.getByRole("heading", { level: 3 })).toHaveAttribute("lang", "bg");
  await expect(bulgarian.getByRole("heading", { level: 3 })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  expect(errors).toEqual([]);
});
