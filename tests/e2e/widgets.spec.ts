import { expect, test } from "@playwright/test";
import { rawRequest } from "../support/http";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";
import { HttpShopper } from "../support/shopper";

// SPEC §2 search page "a confirmation-popup flag removed from the URL after reading" (issue 21 item 4)
// and issue 23 item 7's "every widget absent when unconfigured" (decision 0063). The test server
// configures no widget account.
const t = (key: string) => uiText("de", key, "widgets");

test("a newsletter link's confirmation on the search page: shown once, the flag gone from the address (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/search?q=Ferrox&confirmation=newsletter"), javaScriptEnabled);
  await expect(page).toHaveURL(/\/search\?q=Ferrox$/);
  const popup = page.getByRole("dialog", { name: t("confirmation.title") });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(t("confirmation.newsletter"))).toBeVisible();
  // The listing is the one the link asked for.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ferrox");
  await popup.getByRole("button", { name: t("confirmation.close") }).click();
  await expect(popup).toBeHidden();
  // Once: a reload (or the shared address) shows the listing without it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ferrox");
  await expect(page.getByTestId("confirmation")).toHaveCount(0);
});

test("the flag over raw HTTP: a redirect without it, the popup's cookie only for a known confirmation", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "raw HTTP: once is enough");
  // (The query is in the shop's normal order already, or the routing step would reorder it first.)
  const flagged = await rawRequest("de", "/search?q=Ferrox&sort=price-up&confirmation=unsubscribed");
  expect(flagged.status).toBe(303);
  expect(flagged.headers.location).toBe("/search?q=Ferrox&sort=price-up");
  const cookie = String(flagged.headers["set-cookie"] ?? "");
  expect(cookie).toMatch(/^confirmation=[^;]+;.*Max-Age=60;.*HttpOnly/);
  const shown = await rawRequest("de", "/search?q=Ferrox&sort=price-up", {
    headers: { cookie: cookie.split(";")[0] ?? "" },
  });
  expect(shown.status).toBe(200);
  expect(shown.body).toContain(t("confirmation.unsubscribed"));
  expect(String(shown.headers["set-cookie"])).toMatch(/confirmation=;.*Max-Age=0/);
  // A made-up or hostile value leaves the URL without a popup.
  const hostile = await rawRequest("de", "/search?confirmation=%3Cscript%3E");
  expect(hostile.status).toBe(303);
  expect(hostile.headers.location).toBe("/search");
  expect(hostile.headers["set-cookie"]).toBeUndefined();
  const forged = await rawRequest("de", "/search?q=Ferrox", { headers: { cookie: "confirmation=%3Cb%3E" } });
  expect(forged.status).toBe(200);
  expect(forged.body).not.toContain('data-testid="confirmation"');
});

test("no widget, no widget host when none is configured, even with every consent (de, cz)", async ({
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "raw HTTP: once is enough");
  for (const [country, path] of [
    ["de", "/"],
    ["cz", "/"],
    ["de", "/order-tracking/"],
  ] as const) {
    // Every category accepted, as the banner's form posts it.
    const shopper = new HttpShopper(country);
    expect((await shopper.post("/consent/", { choice: "all" })).status).toBe(303);
    const page = await shopper.get(path);
    expect(page.status, `${country}${path}`).toBe(200);
    // The consent counted: no banner.
    expect(page.body).not.toContain("consent-banner__actions");
    expect(page.body).not.toMatch(/data-testid="widget-/);
    expect(page.body).not.toContain("trustpilot-widget");
    const csp = String(page.headers["content-security-policy"]);
    for (const host of ["trustpilot", "apis.google.com", "im9.cz"]) expect(csp).not.toContain(host);
  }
});
