/**
 * Campaigns and the inspirations blog (issue 21 items 2 and 3, decision 0051). The test server judges
 * campaigns at E2E_CLOCK (2026-11-25, SHOP_CLOCK): Black Friday runs in every demo store, Cyber Week
 * has not started. Raw HTTP for what a crawler reads (text, canonical, hreflang, redirects), one
 * journey with and without JavaScript for what a shopper does.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { rawRequest } from "../support/http";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

const POST_DE = "Den richtigen Werkstattkompressor finden";
const BLACK_FRIDAY = uiText("de", "tag.campaign:black_friday", "listing");

test("the blog's index, posts and category posts as a crawler reads them", async ({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  // The index lists the posts of its language, newest first.
  const index = await rawRequest("de", "/inspirations/");
  expect(index.status).toBe(200);
  const titles = [...index.body.matchAll(/<h3><a[^>]*href="\/([a-z-]+)\/"[^>]*>([^<]+)</g)].map((m) => m[2]);
  expect(titles).toEqual([
    "Den Hochdruckreiniger sicher überwintern",
    POST_DE,
    "Ordnung in der Werkstatt: Ideen, die Zeit sparen",
  ]);
  expect(index.body).toContain('<time dateTime="2026-11-03">03.11.2026</time>');
  const english = await rawRequest("gb", "/inspirations/");
  expect(english.body).toContain(">How to choose a workshop compressor</a>");

  // A post: its text, its canonical link and the languages that have it (with their fallbacks).
  const post = await rawRequest("de", "/compressor-buying-guide/");
  expect(post.status).toBe(200);
  expect(post.body).toContain(`<h1 id="cms-0-h">${POST_DE}</h1>`);
  expect(post.body).toContain("<title>Den richtigen Werkstattkompressor finden | ProEquip</title>");
  expect(post.body).toContain(`<link rel="canonical" href="${shopUrl("de", "/compressor-buying-guide/")}"/>`);
  const languages = [...post.body.matchAll(/hrefLang="([a-zA-Z-]+)"/g)].map((m) => m[1]).sort();
  expect(languages).toEqual([
    "de-AT",
    "de-CH",
    "de-DE",
    "en-GB",
    "en-IE",
    "fr-BE",
    "fr-CH",
    "fr-FR",
    "x-default",
  ]);
  expect(post.body).toContain(`hrefLang="fr-CH" href="${shopUrl("ch", "/fr/compressor-buying-guide/")}"`);
  // Austria reads the German post (fallback); Slovakia has no translation, so no page.
  expect((await rawRequest("at", "/compressor-buying-guide/")).body).toContain(POST_DE);
  expect((await rawRequest("sk", "/compressor-buying-guide/")).status).toBe(404);

  // A category shows the posts its categoryPosts names, in the market's language.
  const category = await rawRequest("de", "/werkstatt/");
  expect(category.body).toContain(
    `<h2 id="category-posts">${uiText("de", "blog.categoryPosts", "pages")}</h2>`,
  );
  expect(category.body).toContain(`href="/compressor-buying-guide/">${POST_DE}</a>`);
});

test("a campaign's listing and landing page while it runs, and before it starts", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  const home = await rawRequest("de", "/");
  expect(home.body).toContain(`<h2 id="cms-1-black_friday">${BLACK_FRIDAY}</h2>`);
  expect(home.body).toContain(fill(uiText("de", "campaign.until", "pages"), { date: "29.11.2026" }));
  const landing = await rawRequest("de", "/black-friday-deals/");
  expect(landing.status).toBe(200);
  expect(landing.body).toContain("<h1");
  expect(landing.body.match(/<article class="product-card"/g)?.length ?? 0).toBeGreaterThan(0);
  // Cyber Week starts on 2026-11-30: until then its listing leads to the sale listing.
  const early = await rawRequest("de", "/search?tags=campaign%3Acyber_week");
  expect([early.status, early.headers.location]).toEqual([302, "/search?tags=on-sale"]);
  const invented = await rawRequest("de", "/search?tags=campaign%3Afree_stuff");
  expect(invented.status).toBe(302);
});

test("from home's campaign banner to the campaign's products, then to an inspiration post", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  const banner = page.getByRole("region", { name: BLACK_FRIDAY });
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: uiText("de", "campaign.shop", "pages") }).click();
  await expect(page).toHaveURL(/\/search\?tags=campaign%3Ablack_friday$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BLACK_FRIDAY);
  await expect(page.locator(".product-card").first()).toBeVisible();

  await open(page, shopUrl("de", "/inspirations/"), javaScriptEnabled);
  await page.getByRole("link", { name: POST_DE }).click();
  await expect(page).toHaveURL(/\/compressor-buying-guide\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_DE);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
