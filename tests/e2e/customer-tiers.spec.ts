import { expect, test } from "@playwright/test";
import { E2E_COMMERCE_DB, E2E_OIDC_PORT, E2E_OIDC_SECRET, E2E_PORT } from "../../playwright.config";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { signedUpShopper, uniqueEmail } from "../support/buyers";
import { addFromProductPage } from "../support/cart";
import { googleCallbackPath, localGoogleForTestServer, signInWithGoogle } from "../support/local-oidc";
import { shopUrl, uiText } from "../support/markets";
import { euro } from "../support/money";
import { open } from "../support/page";
import { HttpShopper } from "../support/shopper";

// A tier customer's prices (SPEC §3, decisions 0062 and 0065): a customer an operator put in the
// tier-1 group signs in with the cart they filled as a visitor; the cart then holds the group price,
// and the search page's card shows it, the public price struck through, on a private page.
const t = (key: string) => uiText("de", key, "account");

/** The test server's platform (the embedded engine's file), as an operator's tool reaches it. */
function withPlatform<T>(use: (engine: LocalCommerce) => Promise<T>): Promise<T> {
  const db = openDatabase(E2E_COMMERCE_DB, { fileMustExist: true });
  return use(new LocalCommerce(db)).finally(() => db.close());
}

/** A DE product in stock with a tier-1 price and no product discount: path, name, public and group price. */
const groupPricedProduct = () =>
  withPlatform(async (engine) => {
    const scope = { country: "DE", currency: "EUR" };
    const { results } = await engine.queryProducts(
      { limit: 200 },
      { ...scope, customerGroupId: "group-tier-1" },
    );
    for (const product of results) {
      const price = product.masterVariant.price;
      if (!price?.customerGroup || price.discounted) continue;
      if ((product.masterVariant.availability?.availableQuantity ?? 0) < 20) continue;
      const sku = product.masterVariant.sku ?? "";
      const [anyone] = (await engine.queryProducts({ skus: [sku] }, scope)).results;
      const publicPrice = anyone?.masterVariant.price;
      if (!publicPrice || publicPrice.discounted) continue;
      return {
        path: `/${product.slug.de}`,
        name: product.name.de ?? "",
        publicPrice: publicPrice.value.centAmount / 100,
        groupPrice: price.value.centAmount / 100,
      };
    }
    throw new Error("no DE product with a plain tier-1 price");
  });

/** The operator puts the customer of this e-mail into the tier-1 group. */
const assignTierOne = (email: string) =>
  withPlatform(async (engine) => {
    const customer = await engine.customer((await engine.customerIdByEmail(email)) ?? "");
    if (!customer) throw new Error(`no customer ${email}`);
    await engine.updateCustomer(customer.id, customer.version, [
      {
        action: "setCustomerGroupAssignments",
        customerGroupAssignments: [{ customerGroup: { typeId: "customer-group", key: "tier-1" } }],
      },
    ]);
  });

test("a tier-1 customer signs in: the group price in the cart and on the search page's card, privately (de)", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const product = await groupPricedProduct();
  expect(product.groupPrice).toBeLessThan(product.publicPrice);
  const email = uniqueEmail(js ? "tier-js" : "tier-nojs");
  await signedUpShopper("de", { buys: false, email });
  await assignTierOne(email);

  // As a visitor: the public price in the cart.
  await addFromProductPage(page, product.path, js);
  await open(page, shopUrl("de", "/checkout/cart"), js);
  await expect(page.getByTestId("line-unit").first()).toHaveText(euro(product.publicPrice));

  // Signing in takes the cart along, priced with the customer's group.
  await open(page, shopUrl("de", "/login"), js);
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByLabel(t("fields.password"), { exact: true }).fill("geheim123");
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page.getByRole("link", { name: uiText("de", "header.login") })).toHaveCount(0);
  await open(page, shopUrl("de", "/checkout/cart"), js);
  await expect(page.getByTestId("line-unit").first()).toHaveText(euro(product.groupPrice));

  // The search page's card: the group price, the public one struck through; the page is private.
  const response = await page.goto(shopUrl("de", `/search?q=${encodeURIComponent(product.name)}`));
  expect(response?.headers()["cache-control"]).toMatch(/^private\b/);
  const card = page
    .locator(".product-card")
    .filter({ has: page.getByRole("heading", { name: product.name, exact: true }) });
  await expect(card.locator(".product-card__sale")).toHaveText(euro(product.groupPrice));
  await expect(card.locator("del")).toHaveText(euro(product.publicPrice));
  await expect(card.locator(".product-card__sale")).toBeVisible();
});

test.describe("with Google", () => {
  // The test server's "google" is the local OpenID provider (decision 0061), started for this block;
  // the flow is links, forms and redirects, the same with JavaScript: one run without it.
  localGoogleForTestServer(test, { shopPort: E2E_PORT, port: E2E_OIDC_PORT, clientSecret: E2E_OIDC_SECRET });

  test("a tier-1 customer signs in with Google: the visitor's cart at the group price (de)", async ({
    page,
  }) => {
    const product = await groupPricedProduct();
    const email = uniqueEmail("tier.google");
    // The account the social sign-in itself created (a verified e-mail), then put in tier-1.
    const first = new HttpShopper("de");
    const callback = await googleCallbackPath(first, email, shopUrl("de", ""));
    expect((await first.get(callback)).status).toBe(200);
    await assignTierOne(email);

    await addFromProductPage(page, product.path, false);
    await expect(page.getByTestId("line-unit").first()).toHaveText(euro(product.publicPrice));
    await open(page, shopUrl("de", "/login"), false);
    await signInWithGoogle(page, email);
    await page.waitForURL(/\/my-account$/, { timeout: 20_000 });
    await open(page, shopUrl("de", "/checkout/cart"), false);
    await expect(page.getByTestId("line-unit").first()).toHaveText(euro(product.groupPrice));
    await expect(page.getByTestId("line-unit").first()).toBeVisible();
  });
});
