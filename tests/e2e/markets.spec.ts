import { expect, type Page, test } from "@playwright/test";
import { getLocale, type LocaleCode } from "../../config";
import { expectNoAxeViolations } from "../support/axe";
import { cmsPage, shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

/** Home pages of the markets the foundation issue names, with the free-delivery amount each must show. */
const MARKETS: { country: string; path: string; locale: LocaleCode; amount: string; languages: string[] }[] =
  [
    { country: "sk", path: "/", locale: "sk-SK", amount: "59,00 €", languages: [] },
    { country: "de", path: "/", locale: "de-DE", amount: "59,00 €", languages: [] },
    { country: "be", path: "/", locale: "fr-BE", amount: "59,00 €", languages: ["FR", "NL"] },
    { country: "be", path: "/nl/", locale: "nl-BE", amount: "€ 59,00", languages: ["FR", "NL"] },
    { country: "ch", path: "/", locale: "de-CH", amount: "CHF 59.00", languages: ["DE", "FR", "IT"] },
    { country: "ch", path: "/fr/", locale: "fr-CH", amount: "59.00 CHF", languages: ["DE", "FR", "IT"] },
    { country: "ch", path: "/it/", locale: "it-CH", amount: "CHF 59.00", languages: ["DE", "FR", "IT"] },
    { country: "gb", path: "/", locale: "en-GB", amount: "£52.00", languages: [] },
    { country: "hu", path: "/", locale: "hu-HU", amount: "22 099 Ft", languages: [] },
  ];

/** Console errors (a CSP violation, a hydration mismatch, a failed chunk) fail the test. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const market of MARKETS) {
  const language = market.locale.split("-")[0] as string;

  test(`home page of ${market.country}${market.path} in ${market.locale}`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const errors = watchConsole(page);
    const response = await page.goto(shopUrl(market.country, market.path));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", market.locale);

    const home = cmsPage("home", market.locale);
    await expect(page).toHaveTitle(home.meta.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.blocks[0].heading);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // toHaveText folds Intl's no-break spaces into plain ones.
    const usp = page.locator(".usp");
    await expect(usp).toBeVisible();
    await expect(usp).toHaveText(uiText(language, "usp.freeShipping").replace("{{amount}}", market.amount));

    const selector = page.getByRole("navigation", { name: uiText(language, "language.label") }).first();
    if (market.languages.length === 0) {
      await expect(page.getByRole("navigation", { name: uiText(language, "language.label") })).toHaveCount(0);
    } else {
      await expect(selector).toBeVisible();
      // Upper-case codes are what a shopper sees; the full language name is the accessible name.
      await expect(selector.locator("a span[aria-hidden]")).toHaveText(market.languages);
      await expect(selector.locator("a[aria-current=true]")).toHaveAttribute("hreflang", market.locale);
    }

    const year = new Date().getFullYear();
    await expect(page.locator(".site-footer__copyright")).toContainText(`2007–${year}`);
    await expectNoAxeViolations(page, javaScriptEnabled);
    expect(errors).toEqual([]);
  });

  test(`404 page of ${market.country}${market.path} in ${market.locale}`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const errors = watchConsole(page);
    const response = await page.goto(shopUrl(market.country, `${market.path}no-such-page/at-all`));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", market.locale);
    await expect(page).toHaveTitle(uiText(language, "error.notFoundTitle"));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(uiText(language, "error.notFoundHeading"));
    await expect(heading).toBeVisible();
    await expect(page.getByRole("link", { name: uiText(language, "error.home") })).toBeVisible();
    await expectNoAxeViolations(page, javaScriptEnabled);
    // The browser logs the 404 status of the document itself; anything else is a real error.
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });
}

test("switching Belgium to Dutch keeps Dutch, and switching back returns to French", async ({ page }) => {
  await page.goto(shopUrl("be", "/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
  await page
    .getByRole("banner")
    .getByRole("link", { name: getLocale("nl-BE").label })
    .click();
  await expect(page).toHaveURL(shopUrl("be", "/nl/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  // An unprefixed URL takes the language of the cookie (guard 8).
  await page.goto(shopUrl("be", "/"));
  await expect(page).toHaveURL(shopUrl("be", "/nl/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    cmsPage("home", "nl-BE").blocks[0].heading,
  );
  await page
    .getByRole("banner")
    .getByRole("link", { name: getLocale("fr-BE").label })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
  await expect(page).toHaveURL(shopUrl("be", "/"));
});

test("after switching Switzerland to French, German product and category links open their French pages", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto(shopUrl("ch", "/ferrox-druckspruher-fe-8642-10000504"));
  await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ferrox Drucksprüher FE-8642");
  await page
    .getByRole("banner")
    .getByRole("link", { name: getLocale("fr-CH").label })
    .click();
  await expect(page).toHaveURL(shopUrl("ch", "/fr/"));
  // The German link again (a bookmark, a shared link): the same product, in French.
  await page.goto(shopUrl("ch", "/ferrox-druckspruher-fe-8642-10000504"));
  await expect(page).toHaveURL(shopUrl("ch", "/fr/ferrox-pulverisateur-a-pression-fe-8642-10000504"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ferrox Pulvérisateur à pression FE-8642");
  await page.goto(shopUrl("ch", "/werkstatt/"));
  await expect(page).toHaveURL(shopUrl("ch", "/fr/atelier/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Atelier");
  expect(errors).toEqual([]);
});

test("a language the country does not speak leads to the page in its own language", async ({ page }) => {
  await page.goto(shopUrl("de", "/fr/"));
  await expect(page).toHaveURL(shopUrl("de", "/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
});

test("the search form submits to /search without JavaScript too", async ({ page }) => {
  await page.goto(shopUrl("de", "/"));
  await page.getByLabel(uiText("de", "search.label")).fill("bohrmaschine");
  await page.getByRole("button", { name: uiText("de", "search.submit") }).click();
  await expect(page).toHaveURL(shopUrl("de", "/search?q=bohrmaschine"));
});

test("the footer leads to the content pages in the shop's language (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  const faq = cmsPage("faq", "de-DE").blocks[0];
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  await page.getByRole("contentinfo").getByRole("link", { name: faq.heading }).click();
  await expect(page).toHaveURL(shopUrl("de", "/faq/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.heading);
  await expect(page.getByRole("heading", { level: 2, name: faq.sections[0].heading })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
});
