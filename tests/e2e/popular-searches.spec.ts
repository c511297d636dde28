import { expect, test } from "@playwright/test";
import { LISTING } from "../../config";
import { LOCALE_MARKETS } from "../../server/market";
import { expectNoAxeViolations } from "../support/axe";
import { fill, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";
import { HttpShopper } from "../support/shopper";

/** The heading of the German home page's popular searches (CMS content). */
const HEADING_DE = "Beliebte Suchbegriffe";

test("every popular search of every home page finds products (28 locales, raw HTTP)", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  for (const market of LOCALE_MARKETS) {
    const shopper = new HttpShopper(market.country.countryCode);
    const home = await shopper.follow(market.isDefaultLocale ? "/" : `/${market.language}/`);
    expect(home.status, market.locale.code).toBe(200);
    // A popular search is a link to the search page with a query; nothing else on a home page is.
    const links = [...home.body.matchAll(/href="((?:\/[a-z]{2})?\/search\?q=[^"]+)"/g)].map((m) =>
      (m[1] ?? "").replace(/&amp;/g, "&"),
    );
    expect(links, market.locale.code).toHaveLength(LISTING.popularSearches);
    for (const link of links) {
      const results = await shopper.follow(link);
      expect(results.status, `${market.locale.code} ${link}`).toBe(200);
      const found = Number(
        /class="listing__count"[^>]*>([^<]*)</.exec(results.body)?.[1]?.replace(/\D/g, ""),
      );
      expect(found, `${market.locale.code} ${decodeURIComponent(link)}`).toBeGreaterThan(0);
      expect(results.body.match(/<article class="product-card"/g)?.length ?? 0).toBeGreaterThan(0);
    }
  }
});

test("a popular search on the home page leads to its products (de)", async ({ page, javaScriptEnabled }) => {
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  const searches = page.getByRole("region", { name: HEADING_DE });
  await expect(searches).toBeVisible();
  const links = searches.getByRole("link");
  await expect(links).toHaveCount(LISTING.popularSearches);
  await expectNoAxeViolations(page, javaScriptEnabled);
  const term = (await links.first().textContent()) ?? "";
  expect(term).not.toBe("");
  // The link searches what it says.
  const href = (await links.first().getAttribute("href")) ?? "";
  expect(new URL(href, shopUrl("de")).searchParams.get("q")).toBe(term);
  await links.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fill(uiText("de", "heading.search", "listing"), { q: term }),
  );
  await expect(page.locator(".product-card").first()).toBeVisible();
  const total = Number((await page.locator(".listing__count").textContent())?.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(0);
});
