import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { rawRequest } from "../support/http";
import { cmsPage, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

test("open a product from the search results and see its price with VAT (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/search?q=Ferrox&sort=price-up"), javaScriptEnabled);
  const card = page.locator(".product-card").first();
  const name = (await card.locator("h3").textContent()) ?? "";
  const cardPrice = (await card.locator(".product-card__price strong").textContent()) ?? "";
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} | proequip.de`);
  const price = page.locator(".product__amount");
  await expect(price).toBeVisible();
  await expect(price).toHaveText(cardPrice);
  await expect(price).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  await expect(
    page.getByText(uiText("de", "price.inclVat", "product").replace("{{rate}}", "19"), { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(uiText("de", "price.disclaimer", "product"))).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: uiText("de", "techDetails", "product") }),
  ).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("product prices in CZK and HUF with the country's VAT", async ({ page }) => {
  for (const [country, language, rate, pattern] of [
    ["cz", "cs", "21", /^\d{1,3}(\s\d{3})*,\d{2}\sKč$/],
    ["hu", "hu", "27", /^\d{1,3}(\s\d{3})*\sFt$/],
  ] as const) {
    await page.goto(shopUrl(country, "/search?tags=bestseller"));
    await page.locator(".product-card a").first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}-`));
    await expect(page.locator(".product__amount")).toHaveText(pattern);
    await expect(page.locator(".product__tax")).toContainText(rate);
  }
});

test("Lithuania uses the native /p/ product route", async ({ page }) => {
  await page.goto(shopUrl("lt", "/search?tags=bestseller"));
  const href = (await page.locator(".product-card a").first().getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/p\/[a-z0-9-]+-\d{8}$/);
  const response = await page.goto(shopUrl("lt", href));
  expect(response?.status()).toBe(200);
  await expect(page.locator(".product__amount")).toHaveText(/€$/);
  // Without the native prefix the product URL is sent to its /p/ form (guard 9).
  await page.goto(shopUrl("lt", href.replace(/^\/p/, "")));
  await expect(page).toHaveURL(shopUrl("lt", href));
});

test("crawlers get the whole product page with JSON-LD Product, Offer and rating", async () => {
  const listing = await rawRequest("de", "/search?tags=topRated");
  const href = /class="product-card__link"[^>]*href="([^"]+)"/.exec(listing.body)?.[1] ?? "";
  const page = await rawRequest("de", href);
  expect(page.status).toBe(200);
  const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(page.body)?.[1] ?? "{}";
  const ld = (JSON.parse(json)["@graph"] as { "@type": string }[]).find(
    (node) => node["@type"] === "Product",
  );
  expect(ld).toMatchObject({
    "@type": "Product",
    offers: { "@type": "Offer", priceCurrency: "EUR" },
    aggregateRating: { "@type": "AggregateRating" },
  });
  const { offers, aggregateRating } = ld as unknown as {
    offers: { price: number };
    aggregateRating: { ratingValue: number };
  };
  expect(offers.price).toBeGreaterThan(0);
  expect(aggregateRating.ratingValue).toBeGreaterThanOrEqual(4.5);
  expect(page.body).toContain("</html>");
});

test("an unknown product slug is a 404", async ({ page }) => {
  const response = await page.goto(shopUrl("de", "/no-such-product-12345678"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(uiText("de", "error.notFoundHeading"));
});

test("a category page lists its products with subcategories, from a product's breadcrumb (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/search?q=Schweißgerät"), javaScriptEnabled);
  await page.locator(".product-card a").first().click();
  const crumbs = page
    .getByRole("navigation", { name: uiText("de", "breadcrumb", "product") })
    .getByRole("link");
  // Home › department › category › product kind › compact/professional
  await expect(crumbs).toHaveCount(5);
  const department = crumbs.nth(1);
  const name = (await department.textContent()) ?? "";
  await department.click();
  await expect(page).toHaveURL(/\/[a-z0-9-]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator(".subcategories a")).toHaveCount(3);
  const total = Number((await page.locator(".listing__count").textContent())?.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(24);
  await expect(page.locator(".product-card")).toHaveCount(24);
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("Lithuania lists categories under /c/", async ({ page }) => {
  await page.goto(shopUrl("lt", "/search?tags=bestseller"));
  await page.locator(".product-card a").first().click();
  const href = await page
    .getByRole("navigation", { name: uiText("lt", "breadcrumb", "product") })
    .getByRole("link")
    .nth(1)
    .getAttribute("href");
  expect(href).toMatch(/^\/c\/[a-z0-9-]+\/$/);
  expect((await page.goto(shopUrl("lt", href ?? "/")))?.status()).toBe(200);
  await expect(page.locator(".product-card").first()).toBeVisible();
});

test("the home page shows the category bar and bestseller and sale products (fr)", async ({ page }) => {
  await page.goto(shopUrl("fr", "/"));
  const bar = page.getByRole("navigation", { name: uiText("fr", "header.categories") });
  await expect(bar.getByRole("link")).toHaveCount(7);
  await expect(bar.getByRole("link").last()).toHaveText(uiText("fr", "tag.on-sale", "listing"));
  for (const tag of ["bestseller", "on-sale"]) {
    const heading = page.getByRole("heading", { level: 2, name: uiText("fr", `tag.${tag}`, "listing") });
    await expect(heading).toBeVisible();
  }
  await expect(page.locator(".product-block .product-card__price strong").first()).toHaveText(
    /^\d{1,3}(\s\d{3})*,\d{2}\s€$/,
  );
  await bar.getByRole("link").first().click();
  await expect(page.locator(".subcategories a")).toHaveCount(3);
});

test("the home page has department cards and brand pages that list one brand (fr)", async ({ page }) => {
  const home = cmsPage("home", "fr-FR");
  const block = (component: string) =>
    home.blocks.find((b: { component: string }) => b.component === component);
  const cards = page.getByRole("region", { name: block("CategoryCards").heading });
  await page.goto(shopUrl("fr", "/"));
  await expect(cards.getByRole("link")).toHaveCount(6);
  const brands = page.getByRole("region", { name: block("TrustedBrands").heading });
  await expect(brands.getByRole("link")).toHaveCount(10);
  await brands.getByRole("link", { name: "Kaltmann" }).click();
  await expect(page).toHaveURL(shopUrl("fr", "/search?brand=Kaltmann"));
  // The home page has product cards too: read them once the listing is shown.
  await expect(page.locator(".listing__count")).toBeVisible();
  const names = await page.locator(".product-card h3").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain("Kaltmann");
});

test("the 404 page offers the departments and the brands (de)", async ({ page, javaScriptEnabled }) => {
  const content = cmsPage("not-found", "de-DE");
  await open(page, shopUrl("de", "/gibt-es-nicht/"), javaScriptEnabled);
  for (const block of content.blocks) {
    await expect(page.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: content.blocks[0].heading }).getByRole("link")).toHaveCount(
    6,
  );
  await expectNoAxeViolations(page, javaScriptEnabled);
});
