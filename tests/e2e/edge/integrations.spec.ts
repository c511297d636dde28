import { expect, test } from "@playwright/test";
import { COUNTRIES, DEFAULT_COUNTRY } from "../../../config";
import { E2E_OIDC_PORT, E2E_OIDC_SECRET } from "../../../playwright.config";
import {
  type LocalProvider,
  localCallbackUris,
  startLocalOidcProvider,
} from "../../../server/social/local-provider";
import { postAddresses, uniqueEmail } from "../../support/buyers";
import { shopUrl, uiText } from "../../support/markets";
import { open } from "../../support/page";
import { HttpShopper } from "../../support/shopper";
import { E2E_EDGE_PORT } from "./target";

// Issue 23 on the edge (decision 0074): the worker composes the same integrations as the Node shop
// from its bindings. Recommendations come from the embedded recommender over the local services
// host's HTTP API, the trust-rating widget is configured (playwright.edge.config.ts), and "google" is
// the local OpenID provider started here, with the host's auth sync linking the sign-in.

/** A shelf and a site light from two departments (as tests/e2e/recommendations.spec.ts). */
const SHELF = "/nordhal-steckregal-no-9861-10000340";
const LIGHT = "/kaltmann-baustrahler-ka-6401-10000136";
const similar = (key: string) => uiText("de", key, "recommendations");

let provider: LocalProvider | undefined;
test.afterAll(() => provider?.close());

test.describe("recommendations from an order placed through the edge", () => {
  test.beforeAll(async () => {
    // One order of the shelf and the light, by bank transfer, through the worker's own forms.
    const shopper = new HttpShopper("de");
    for (const path of [SHELF, LIGHT]) {
      const sku = /name="sku" value="([^"]+)"/.exec((await shopper.get(path)).body)?.[1] ?? "";
      expect(sku).not.toBe("");
      expect((await shopper.post("/checkout/cart", { intent: "add", sku, quantity: "1" })).status).toBe(303);
    }
    await postAddresses(shopper, uniqueEmail("edge-recommendations"));
    expect((await shopper.post("/checkout/payment", { payment: "bank" })).status).toBe(303);
  });

  test("the shelf's page shows the light first under 'customers also bought' (de)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const block = page.locator("section", { has: page.locator("#similar-recommendations") });
    // The page waits for the service a short time only (decision 0066): a cold first call may miss it.
    await expect(async () => {
      await open(page, shopUrl("de", SHELF), javaScriptEnabled);
      await expect(block.getByRole("heading", { name: similar("similar") })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(block.locator("a.product-card__link").first()).toHaveAttribute("href", LIGHT);
  });
});

test("the trust-rating widget after marketing consent, its host in the CSP; neither before (de)", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "raw HTTP: once is enough");
  const shopper = new HttpShopper("de");
  const before = await shopper.get("/");
  expect(before.body).not.toContain('data-testid="widget-trust-rating"');
  expect((await shopper.post("/consent/", { choice: "all" })).status).toBe(303);
  const after = await shopper.get("/");
  expect(after.status).toBe(200);
  expect(after.body).toContain('data-testid="widget-trust-rating"');
  expect(after.body).toContain('data-businessunit-id="0123456789abcdef01234567"');
  expect(String(after.headers["content-security-policy"])).toContain("https://widget.trustpilot.com");
});

test.describe("social sign-in with the local provider as google", () => {
  test.beforeAll(async ({ browserName: _ }, info) => {
    if (info.project.name !== "no-js") return;
    provider = await startLocalOidcProvider({
      port: E2E_OIDC_PORT,
      clientSecret: E2E_OIDC_SECRET,
      redirectUris: localCallbackUris(
        E2E_EDGE_PORT,
        Object.values(COUNTRIES).map((c) => c.countryCode),
        DEFAULT_COUNTRY,
      ),
    });
  });

  test("the sign-in page has the Google button and no Facebook one (de)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, shopUrl("de", "/login"), javaScriptEnabled);
    const google = page.getByTestId("social-google");
    await expect(google).toBeVisible();
    await expect(google).toContainText(uiText("de", "continueWith.google", "social"));
    await expect(page.getByTestId("social-facebook")).toHaveCount(0);
  });

  test("a new e-mail signs in with Google without JavaScript: customer created, name shown (de)", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "the flow is redirects: one run without JavaScript");
    const email = uniqueEmail("edgesocial.newcomer");
    await page.goto(shopUrl("de", "/login"));
    await page.getByTestId("social-google").click();
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    // The callback page moves on by itself (meta refresh) to the account, where the auth cookie counts.
    await page.waitForURL(/\/my-account$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Edgesocial");
  });
});
