import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { BUYABLE, signedUpShopper } from "../support/buyers";
import { rawRequest } from "../support/http";
import { shopUrl, uiText } from "../support/markets";
import { hydrated } from "../support/page";
import { HttpShopper } from "../support/shopper";

// Writing a review (issue 17.3, SPEC §1, §3 "Review", §8): only a buyer of the product, once per
// purchase, without JavaScript too; CZ asks for consent. Each run makes its own customers.
const PRODUCT = BUYABLE;
const t = (key: string, language = "de") => uiText(language, key, "product");
const customer = signedUpShopper;

/** The review count the product page states ("12 Bewertungen" → 12). */
async function reviewCount(page: Page) {
  const text = (await page.locator(".product__rating").textContent()) ?? "";
  return Number(/(\d+)\D*$/.exec(text)?.[1] ?? "0");
}

async function writeReview(page: Page, review: { rating: number; title: string; text: string }) {
  const form = page.locator("#review-form");
  await form
    .getByRole("radio", { name: t("reviews.rating").replace("{{rating}}", String(review.rating)) })
    .check();
  await form.getByLabel(t("reviews.form.title"), { exact: true }).fill(review.title);
  await form.getByLabel(t("reviews.form.text"), { exact: true }).fill(review.text);
  await form.getByRole("button", { name: t("reviews.form.submit") }).click();
}

test("a buyer's review is published with the new count; a second one for the same purchase is refused (de)", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const buyer = await customer("de", { buys: true });
  await context.addCookies(buyer.cookiesFor(shopUrl("de", "/")));
  await page.goto(shopUrl("de", PRODUCT.de));
  await hydrated(page, javaScriptEnabled);
  const before = await reviewCount(page);
  const title = `Robust und leicht ${Date.now()}`;
  await writeReview(page, { rating: 4, title, text: "Sprüht gleichmäßig. <script>alert(1)</script>" });
  await expect(page).toHaveURL(/\?reviewSort=recent&notice=reviewAdded#reviews$/);
  await expect(page.getByRole("status").filter({ hasText: t("reviews.added") })).toBeVisible();
  const newest = page.locator(".product__reviews li").first();
  await expect(newest.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(newest).toContainText("<script>alert(1)</script>"); // shown as text, never run
  expect(await reviewCount(page)).toBe(before + 1);

  await hydrated(page, javaScriptEnabled);
  await writeReview(page, { rating: 5, title: "Noch einmal", text: "Zweite Bewertung." });
  await expect(page.locator("#review-form").getByRole("alert")).toHaveText(
    t("reviews.errors.alreadyReviewed"),
  );
  await expect(page.locator("#review-form").getByLabel(t("reviews.form.title"), { exact: true })).toHaveValue(
    "Noch einmal",
  );

  await page.goto(shopUrl("de", "/my-account/my-reviews"));
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
});

test("a customer who did not buy the product is refused with SPEC's text, keeping what was typed (de)", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const visitor = await customer("de", { buys: false });
  await context.addCookies(visitor.cookiesFor(shopUrl("de", "/")));
  await page.goto(shopUrl("de", PRODUCT.de));
  await hydrated(page, javaScriptEnabled);
  await writeReview(page, { rating: 2, title: "Nie gekauft", text: "Trotzdem eine Meinung." });
  await expect(page.locator("#review-form").getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  await expect(page.locator("#review-form").getByRole("alert")).toHaveText(t("reviews.errors.notPurchased"));
  await expect(page.locator("#review-form").getByLabel(t("reviews.form.text"), { exact: true })).toHaveValue(
    "Trotzdem eine Meinung.",
  );
});

test.describe("review posts over raw HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("Czechia asks for consent; without it the review is not taken", async () => {
    const buyer = await customer("cz", { buys: true });
    const review = { rating: "5", title: "Výborný", text: "Funguje skvěle.", authorName: "Eva" };
    const page = await buyer.get(PRODUCT.cz);
    expect(page.body).toContain(t("reviews.form.consent", "cs"));
    const refused = await buyer.post(PRODUCT.cz, review);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain(t("reviews.errors.consent", "cs"));
    expect(refused.body).toContain('value="Výborný"');
    const taken = await buyer.post(PRODUCT.cz, { ...review, consent: "on" });
    expect(taken.status).toBe(303);
    expect(taken.headers.location).toBe(`${PRODUCT.cz}?reviewSort=recent&notice=reviewAdded#reviews`);
    // Germany does not ask (the newsletter block's own consent is another form, shown to visitors only).
    const german = await (await customer("de", { buys: false })).get(PRODUCT.de);
    expect(german.body).toContain('id="review-form"');
    expect(german.body).not.toContain(t("reviews.form.consent", "de"));
  });

  test("visitors are asked to sign in; hostile posts get 4xx with messages, never a 500", async () => {
    const visitor = new HttpShopper("de");
    const page = await visitor.get(PRODUCT.de);
    expect(page.body).not.toContain('id="review-form"');
    expect(
      (await visitor.post(PRODUCT.de, { rating: "5", title: "x", text: "y", authorName: "z" })).status,
    ).toBe(403);
    const signedIn = await customer("de", { buys: false });
    const hostile: Record<string, string>[] = [
      { rating: "abc", title: "x", text: "y", authorName: "z" },
      { rating: "5", title: "x".repeat(5000), text: "y", authorName: "z" },
      { "rating[0]": "5", title: "x", text: "y", authorName: "z" },
      { rating: "0", title: "\u0000", text: "", authorName: "" },
    ];
    for (const fields of hostile) {
      const answer = await signedIn.post(PRODUCT.de, fields);
      expect([400, 422], JSON.stringify(fields).slice(0, 80)).toContain(answer.status);
    }
    const noToken = await rawRequest("de", PRODUCT.de, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "rating=5&title=x&text=y&authorName=z",
    });
    expect(noToken.status).toBe(403);
    expect((await signedIn.post("/werkstatt/", { rating: "5" })).status).toBe(405);
  });
});
