import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BLOCK_NAMES } from "../../server/cms";
import { expectNoAxeViolations } from "../support/axe";
import { shopUrl } from "../support/markets";
import { open } from "../support/page";
import { HttpShopper } from "../support/shopper";

/**
 * The CMS block catalogue (issue 21 items 1 and 5, decision 0050): every block kind rendered on the
 * server from cms/_catalogue/en-GB.json, GET /cms, and the page's accessibility with and without
 * JavaScript. The HTML checks are raw HTTP, run once.
 */
const PATH = "/__cms/catalogue";
const en = JSON.parse(readFileSync("locales/en/cms.json", "utf8"));

/** The server HTML of each block of the catalogue, by component name. */
function blocksOf(html: string): Map<string, string> {
  const parts = html.split('data-component="').slice(1);
  return new Map(parts.map((part) => [part.slice(0, part.indexOf('"')), part]));
}

/** What each kind's example must show in the British market's HTML (real text, links, data). */
const EXPECTED: Record<string, (string | RegExp)[]> = {
  Hero: ["<h1", "Professional equipment for every trade", 'href="/search"'],
  AnchorMenu: ['<nav id="cms-1"', 'aria-label="On this page"', 'href="#faq"', 'href="#bank"'],
  Banner: [
    "Set up your workshop",
    'src="/images/categories/workshop.svg"',
    'alt="A tidy workshop with a workbench"',
  ],
  PromoBanner: [
    "<strong>WINTER-10</strong>",
    "Valid until 31.01.2099 23:00 UTC",
    'href="/search?tags=on-sale"',
  ],
  CallToAction: ["Ask for a quote", 'href="/contact/step1/"', "button button--primary"],
  Countdown: ['dateTime="2099-12-31T23:00:00Z"', "Ends on 31.12.2099 23:00 UTC", / h \d+ min \d+ s left/],
  Notice: ["cms-notice--info", "Orders placed after 20 December are dispatched on 2 January."],
  UspBar: ["cms-usp__item--returns", "30-day returns"],
  FreeShipping: ["Free delivery on orders from £52.00"],
  Article: ["About our equipment", "Tested before dispatch"],
  RichText: ["<strong>after every use</strong>", 'href="/faq/"', "<li>Check the hoses</li>"],
  ImageWithText: ["cms-image-text--right", "Pumps for every garden", 'href="/search?q=pump"'],
  TextColumns: ["<h3>Own brands</h3>", "ten years after a model ends"],
  Quote: ["<blockquote>", "Marek Horváth<!-- -->, <!-- -->Car workshop owner"],
  Table: [
    "<caption",
    "Compressor sizes",
    '<th scope="col">Pressure</th>',
    '<th scope="row">FE 50</th>',
    "<td>10 bar</td>",
  ],
  Faq: ['id="faq"', "<summary>How long does delivery take?</summary>", "within 30 days of delivery"],
  Steps: ["<ol>", "<h3>Pay</h3>"],
  Timeline: [">2007</span>", "The first shop opens in Bratislava."],
  KeyFigures: ["<dd>25</dd>", "countries we deliver to"],
  SectionHeading: ["Media and downloads"],
  Video: [
    'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"',
    "Play video: Setting up the FE 50 compressor (YouTube)",
  ],
  Gallery: ["<figcaption>On site</figcaption>", 'alt="A commercial kitchen"'],
  Downloads: ['href="/manuals/price-list.pdf"', "(PDF, 1.2 MB)"],
  Divider: ['<hr id="cms-25" class="cms-divider cms-divider--large"'],
  LinkList: ['href="/return-policy/"', "Dispatch information"],
  CategoryCards: ["Shop by department", /href="\/[a-z-]+\/"/],
  TrustedBrands: ['href="/search?brand=Vestra"'],
  BrandWall: ['href="/search?brand=Kaltmann"', 'alt="Kaltmann"', "Nordhal"],
  PopularSearches: [/href="\/search\?q=[^"]+"/],
  SocialLinks: ['href="https://www.linkedin.com/company/proequip"', "LinkedIn"],
  // Read from the posts themselves, in the editor's order (the test server's clock: E2E_CLOCK).
  BlogPosts: [
    /How to choose a workshop compressor<\/a>[\s\S]*Getting your pressure washer through the winter<\/a>/,
    'href="/compressor-buying-guide/"',
  ],
  BlogPost: ["<h1", "Looking after your hand tools", 'dateTime="2026-10-01"', "01.10.2026"],
  // Black Friday runs at E2E_CLOCK (2026-11-25) in the demo stores, until 29.11.2026.
  CampaignBanner: [
    "promo-banner",
    ">Black Friday</h2>",
    "Offers until 29.11.2026",
    'href="/search?tags=campaign%3Ablack_friday"',
  ],
  CampaignListing: [
    ">Black Friday deals</h2>",
    "product-card",
    /£\d+\.\d\d/,
    'href="/search?tags=campaign%3Ablack_friday"',
    "See all campaign offers",
  ],
  ProductBlock: ['href="/search?tags=bestseller"', "product-card", /£\d+\.\d\d/],
  ProductListing: ["New in the range", "See all products", "product-card", /£\d+\.\d\d/],
  ProductSlider: ["cms-slider__track", 'tabindex="0"', "cms-slider__item", /£\d+\.\d\d/],
  Comparison: ['<th scope="row">Price</th>', "Garden and orchard", /£\d+\.\d\d/],
  Testimonials: ["cms-testimonials", /aria-label="[45] of 5 stars"/, "<blockquote>"],
  TrustedPayments: ["Visa", "Cash on delivery"],
  Newsletter: ["News and offers", 'href="/newsletter/"', "Sign up for the newsletter"],
  ContactWebform: ['action="/contact/step2/"', 'method="get"', "<select", "<option"],
  PhoneNumber: ['href="tel:+421212345678"', "+421 2 1234 5678", "Monday to Friday"],
  StoreDetails: [
    "<address>",
    "821 09 Bratislava",
    'href="mailto:showroom@proequip.example"',
    "Opening hours",
  ],
  BankDetails: ['id="bank"', "IBAN", /GB\d{2}[A-Z0-9 ]+/, "PREQGBXX"],
  ContactPersons: ["Jana Kováčová", "Key accounts", 'href="tel:+421212345680"'],
  AppFooter: ['href="https://apps.apple.com/app/id000000000"', "Get it on Google Play"],
};

test("the catalogue shows every block kind from its example on the server (raw HTTP)", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  expect(Object.keys(EXPECTED).sort()).toEqual(BLOCK_NAMES);
  const response = await new HttpShopper("gb").get(PATH);
  expect(response.status).toBe(200);
  expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"');
  const blocks = blocksOf(response.body);
  expect([...blocks.keys()].sort()).toEqual(BLOCK_NAMES);
  for (const [name, checks] of Object.entries(EXPECTED)) {
    const html = blocks.get(name) ?? "";
    for (const check of checks)
      if (typeof check === "string") expect(html, name).toContain(check);
      else expect(html, name).toMatch(check);
  }
  // Sanitised rich text: the script, the handler and the javascript: link are gone.
  const rich = blocks.get("RichText") ?? "";
  expect(rich).not.toMatch(/<script|onerror|javascript:/i);
  // Great Britain offers neither bank transfers nor Multibanco (SPEC §9 switches).
  expect(blocks.get("TrustedPayments")).not.toMatch(/Multibanco|Bank transfer/);
  expect(en.paymentMarks.cod).toBe("Cash on delivery");
});

test("the catalogue in Slovakia: prices in euros as the products' own pages show them, the market's free-delivery threshold", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  const shopper = new HttpShopper("sk");
  const blocks = blocksOf((await shopper.get(PATH)).body);
  const comparison = blocks.get("Comparison") ?? "";
  const links = [...comparison.matchAll(/<th scope="col"><a [^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
  const prices = [...comparison.matchAll(/<td>(\d[\d\u00a0 ]*,\d\d\u00a0€)<\/td>/g)].map((m) => m[1] ?? "");
  // Three SKUs of the example, each sold in Slovakia: a column each, its price the product page's.
  expect(links).toHaveLength(3);
  expect(prices).toHaveLength(3);
  for (const [i, link] of links.entries()) {
    const product = await shopper.get(link);
    expect(product.status, link).toBe(200);
    expect(product.body, link).toContain(prices[i]);
  }
  expect(blocks.get("FreeShipping")).toContain("Doprava zdarma pri objednávke od 59,00\u00a0€");
  expect(blocks.get("TrustedPayments")).toContain("Bankový prevod");
  expect(blocks.get("TrustedPayments")).not.toContain("Multibanco");
});

test("GET /cms answers the registered component names (SPEC §2)", async ({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "HTTP checks run once");
  const response = await new HttpShopper("sk").get("/cms");
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.headers["set-cookie"]).toBeUndefined();
  const names = JSON.parse(response.body) as string[];
  expect(names).toEqual(BLOCK_NAMES.map((name) => `${name}.vue`));
  expect(names).toContain("ContactWebform.vue");
});

test("the catalogue is accessible; the video is a link without JavaScript and a player after a click with it", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("gb", PATH), javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  const play = page.getByRole("link", { name: /Play video: Setting up the FE 50 compressor/ });
  await expect(play).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  if (!javaScriptEnabled) return;
  // Nothing from the video host loads before the click.
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ body: "<p>player</p>", contentType: "text/html" }),
  );
  await play.click();
  await expect(page.locator('iframe[title="Setting up the FE 50 compressor"]')).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
  );
  await expect(page).toHaveURL(shopUrl("gb", PATH));
});
