import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { rawRequest } from "../support/http";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

/** "1.415,99 €" (de-DE) → 1415.99 */
const germanPrice = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".product-card__price strong").allTextContents();
  return texts.map(germanPrice);
}

/** With JavaScript a change applies by itself; without it the shopper presses the apply button. */
async function apply(page: Page, javaScriptEnabled: boolean, change: () => Promise<unknown>) {
  const before = page.url();
  await change();
  if (!javaScriptEnabled)
    await page.getByRole("button", { name: uiText("de", "filters.apply", "listing") }).click();
  await expect(page).not.toHaveURL(before);
}

test("search a word, filter by brand and price, sort by price and page through (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  await page.getByLabel(uiText("de", "search.label")).fill("Schweißgerät");
  await page.getByRole("button", { name: uiText("de", "search.submit") }).click();
  await expect(page).toHaveURL(/\/search\?q=Schwei%C3%9Fger%C3%A4t$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    uiText("de", "heading.search", "listing").replace("{{q}}", "Schweißgerät"),
  );
  const cards = page.locator(".product-card");
  await expect(cards).toHaveCount(24);
  await expect(cards.first().getByText(uiText("de", "card.vatIncluded", "listing"))).toBeVisible();
  expect((await cards.locator("h3").allTextContents()).every((name) => name.includes("Schweißgerät"))).toBe(
    true,
  );
  const total = Number((await page.locator(".listing__count").textContent())?.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(24);

  // Brand
  await apply(page, javaScriptEnabled, () => page.getByRole("checkbox", { name: /^Saxby/ }).check());
  await expect(page).toHaveURL(/brand=Saxby/);
  await expect(cards.first()).toBeVisible();
  expect((await cards.locator("h3").allTextContents()).every((name) => name.startsWith("Saxby"))).toBe(true);

  // Price range
  await apply(page, javaScriptEnabled, async () => {
    await page.getByLabel(uiText("de", "filters.priceMin", "listing")).fill("500");
    await page.getByLabel(uiText("de", "filters.priceMax", "listing")).fill("3000");
  });
  await expect(page).toHaveURL(/priceMin=500&priceMax=3000/);
  const inRange = await cardPrices(page);
  expect(inRange.length).toBeGreaterThan(0);
  expect(inRange.every((price) => price >= 500 && price <= 3000)).toBe(true);

  // Sort by price, lowest first
  await apply(page, javaScriptEnabled, () =>
    page
      .getByLabel(uiText("de", "sort.label", "listing"))
      .selectOption({ label: uiText("de", "sort.price-up", "listing") }),
  );
  await expect(page).toHaveURL(/sort=price-up/);
  const sorted = await cardPrices(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
});

test("a listing pages with links that never carry page=1 (de)", async ({ page, javaScriptEnabled }) => {
  await open(page, shopUrl("de", "/search?q=Ferrox&sort=price-up"), javaScriptEnabled);
  const first = await page.locator(".product-card h3").allTextContents();
  await page
    .getByRole("navigation", { name: uiText("de", "pagination.label", "listing") })
    .getByRole("link", { name: uiText("de", "pagination.page", "listing").replace("{{page}}", "2") })
    .click();
  await expect(page).toHaveURL(/\/search\?q=Ferrox&sort=price-up&page=2$/);
  // With JavaScript the URL can change a moment before the new cards render.
  await expect(page.locator(".product-card h3").first()).not.toHaveText(first[0] ?? "");
  const second = await page.locator(".product-card h3").allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.some((name) => first.includes(name))).toBe(false);
  const backToFirst = page.getByRole("link", {
    name: uiText("de", "pagination.page", "listing").replace("{{page}}", "1"),
  });
  await expect(backToFirst).toHaveAttribute("href", "/search?q=Ferrox&sort=price-up");
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("sale listings show prices in the market's currency: CZK and HUF", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("cz", "/search?tags=on-sale"), javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    uiText("cs", "heading.tags.on-sale", "listing"),
  );
  const czk = page.locator(".product-card__price strong").first();
  await expect(czk).toBeVisible();
  await expect(czk).toHaveText(/^\d{1,3}(\s\d{3})*,\d{2}\sKč$/);
  await expect(page.locator(".product-card__price del").first()).toBeVisible();
  await open(page, shopUrl("hu", "/search?tags=on-sale"), javaScriptEnabled);
  await expect(page.locator(".product-card__price strong").first()).toHaveText(/^\d{1,3}(\s\d{3})*\sFt$/);
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("no results and an empty search say so", async ({ page }) => {
  await page.goto(shopUrl("de", "/search?q=qqqqzzzz"));
  await expect(
    page.getByText(uiText("de", "noResults", "listing").replace("{{q}}", "qqqqzzzz")),
  ).toBeVisible();
  await page.goto(shopUrl("de", "/search"));
  await expect(page.getByText(uiText("de", "emptyQuery", "listing"))).toBeVisible();
  // Invalid parameters fall back to defaults instead of failing.
  const response = await page.goto(
    shopUrl("de", "/search?q=Ferrox&page=abc&hitsPerPage=7&sort=nope&priceMin=-1"),
  );
  expect(response?.status()).toBe(200);
  await expect(page.locator(".product-card")).toHaveCount(
    Math.min(24, await page.locator(".product-card").count()),
  );
});

test("Back and Forward keep the search filters and the results together (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/search?q=kompressor"), javaScriptEnabled);
  const count = page.locator(".listing__count");
  const unfiltered = await count.textContent();
  expect(unfiltered).toBe(fill(uiText("de", "found_other", "listing"), { count: 53 }));
  const ferrox = page.getByRole("checkbox", { name: /^Ferrox/ });
  const sort = page.getByLabel(uiText("de", "sort.label", "listing"));

  await apply(page, javaScriptEnabled, () => ferrox.check());
  await expect(page).toHaveURL(/\/search\?q=kompressor&brand=Ferrox$/);
  await expect(count).not.toHaveText(unfiltered ?? "");
  const filtered = await count.textContent();
  await apply(page, javaScriptEnabled, () =>
    sort.selectOption({ label: uiText("de", "sort.price-down", "listing") }),
  );
  await expect(page).toHaveURL(/\/search\?q=kompressor&brand=Ferrox&sort=price-down$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=kompressor&brand=Ferrox$/);
  await expect(sort).toHaveValue("relevance");
  await expect(ferrox).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=kompressor$/);
  await expect(count).toHaveText(unfiltered ?? "");
  await expect(ferrox).not.toBeChecked();
  await expect(sort).toHaveValue("relevance");
  await page.goForward();
  await expect(page).toHaveURL(/\/search\?q=kompressor&brand=Ferrox$/);
  await expect(count).toHaveText(filtered ?? "");
  await expect(ferrox).toBeChecked();
  await page.goBack();
  await expect(ferrox).not.toBeChecked();

  // The next change applies to what the page shows, never to the filters left behind.
  await apply(page, javaScriptEnabled, () =>
    page.getByLabel(uiText("de", "perPage", "listing")).selectOption("12"),
  );
  await expect(page).toHaveURL(/\/search\?q=kompressor&hitsPerPage=12$/);
  await expect(page.locator(".product-card")).toHaveCount(12);
  await expect(count).toHaveText(unfiltered ?? "");
});

test("Back keeps a category's filters and page size with its results (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/werkstatt/"), javaScriptEnabled);
  const cards = page.locator(".product-card");
  const pageSize = page.getByLabel(uiText("de", "perPage", "listing"));
  const onSale = page.getByRole("checkbox", {
    name: new RegExp(`^${uiText("de", "tag.on-sale", "listing")}`),
  });
  await apply(page, javaScriptEnabled, () => pageSize.selectOption("12"));
  await expect(page).toHaveURL(/\/werkstatt\/\?hitsPerPage=12$/);
  await apply(page, javaScriptEnabled, () => onSale.check());
  await expect(page).toHaveURL(/\/werkstatt\/\?tags=on-sale&hitsPerPage=12$/);
  await expect(cards).toHaveCount(12);
  await apply(page, javaScriptEnabled, () => pageSize.selectOption("48"));
  await expect(page).toHaveURL(/\/werkstatt\/\?tags=on-sale&hitsPerPage=48$/);
  await expect(cards).not.toHaveCount(12);

  await page.goBack();
  await expect(page).toHaveURL(/\/werkstatt\/\?tags=on-sale&hitsPerPage=12$/);
  await expect(cards).toHaveCount(12);
  await expect(pageSize).toHaveValue("12");
  await expect(onSale).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/werkstatt\/\?hitsPerPage=12$/);
  await expect(onSale).not.toBeChecked();
  await expect(pageSize).toHaveValue("12");
  await page.goBack();
  await expect(page).toHaveURL(/\/werkstatt\/$/);
  await expect(pageSize).toHaveValue("24");
  await expect(cards).toHaveCount(24);
});

test("brand, sale and bestseller listings name what they list in their heading and title (de)", async ({
  page,
}) => {
  for (const [path, name] of [
    ["/search?brand=Ferrox", "Ferrox"],
    ["/search?tags=on-sale", uiText("de", "heading.tags.on-sale", "listing")],
    ["/search?tags=bestseller", uiText("de", "heading.tags.bestseller", "listing")],
    ["/search?tags=campaign%3Ablack_friday", uiText("de", "tag.campaign:black_friday", "listing")],
  ] as const) {
    await page.goto(shopUrl("de", path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | proequip.de`);
  }
  expect(uiText("de", "heading.tags.on-sale", "listing")).not.toBe(uiText("de", "heading.all", "listing"));
  // Two brands are no one brand's page.
  await page.goto(shopUrl("de", "/search?brand=Ferrox&brand=Saxby"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(uiText("de", "heading.all", "listing"));
});

test("a brand listing offers the other brands with their counts, and a second brand adds to it (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/search?q=kompressor"), javaScriptEnabled);
  const brandCount = async (brand: string) =>
    Number(
      (
        await page
          .getByRole("checkbox", { name: new RegExp(`^${brand}`) })
          .locator("..")
          .textContent()
      )?.match(/\((\d+)\)/)?.[1],
    );
  const ferrox = await brandCount("Ferrox");
  const saxby = await brandCount("Saxby");
  expect(ferrox).toBeGreaterThan(0);
  expect(saxby).toBeGreaterThan(0);

  await open(page, shopUrl("de", "/search?q=kompressor&brand=Ferrox"), javaScriptEnabled);
  const count = page.locator(".listing__count");
  await expect(count).toHaveText(
    fill(uiText("de", ferrox === 1 ? "found_one" : "found_other", "listing"), { count: ferrox }),
  );
  // The other brands stay offered with the products they would add.
  await expect(page.getByRole("checkbox", { name: /^Saxby/ })).not.toBeChecked();
  expect(await brandCount("Saxby")).toBe(saxby);
  expect(await brandCount("Ferrox")).toBe(ferrox);

  await apply(page, javaScriptEnabled, () => page.getByRole("checkbox", { name: /^Saxby/ }).check());
  await expect(page).toHaveURL(/\/search\?q=kompressor&brand=Ferrox&brand=Saxby$/);
  await expect(count).toHaveText(fill(uiText("de", "found_other", "listing"), { count: ferrox + saxby }));
  await expect(page.getByRole("checkbox", { name: /^Ferrox/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Saxby/ })).toBeChecked();
  const brands = new Set(
    (await page.locator(".product-card h3").allTextContents()).map((name) => name.split(" ")[0]),
  );
  expect(brands).toEqual(new Set(["Ferrox", "Saxby"]));
});

test("a page beyond the last one shows the first page of the listing (de)", async ({ page }) => {
  await page.goto(shopUrl("de", "/search?q=kompressor&page=99"));
  await expect(page).toHaveURL(/\/search\?q=kompressor$/);
  await expect(page.locator(".product-card")).toHaveCount(24);
  await expect(
    page.getByText(uiText("de", "noResults", "listing").replace("{{q}}", "kompressor")),
  ).toHaveCount(0);
  await page.goto(shopUrl("de", "/werkstatt/?tags=on-sale&page=2"));
  await expect(page).toHaveURL(/\/werkstatt\/\?tags=on-sale$/);
  await expect(page.locator(".product-card").first()).toBeVisible();
});

test("a crawler asking for a page beyond the last is sent to the first page, temporarily", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  const go = async (country: string, path: string) => {
    const response = await rawRequest(country, path);
    return [response.status, response.headers.location];
  };
  // 53 results are 3 pages of 24: the third exists, the fourth is reset.
  expect(await go("de", "/search?q=kompressor&page=3")).toEqual([200, undefined]);
  expect(await go("de", "/search?q=kompressor&page=4")).toEqual([302, "/search?q=kompressor"]);
  expect(await go("de", "/search?q=kompressor&sort=price-up&page=99")).toEqual([
    302,
    "/search?q=kompressor&sort=price-up",
  ]);
  expect(await go("de", "/search?q=qqqqzzzz&page=2")).toEqual([302, "/search?q=qqqqzzzz"]);
  expect(await go("be", "/nl/search?q=boor&page=99")).toEqual([302, "/nl/search?q=boor"]);
  expect(await go("de", "/werkstatt/?tags=on-sale&page=2")).toEqual([302, "/werkstatt/?tags=on-sale"]);
  expect(await go("de", "/werkstatt/?page=7")).toEqual([200, undefined]);
});
