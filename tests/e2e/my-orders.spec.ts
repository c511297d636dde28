import { expect, type Page, test } from "@playwright/test";
import { ORDER_LOOKUP_LIMITS } from "../../config";
import { E2E_SESSION_SECRET } from "../../playwright.config";
import { issueOrdersToken } from "../../server/orders/token";
import { expectNoAxeViolations } from "../support/axe";
import { buy, signedUpShopper, uniqueEmail } from "../support/buyers";
import { rawRequest } from "../support/http";
import { shopUrl, uiText } from "../support/markets";
import { hydrated, open } from "../support/page";
import { type HttpShopper, testIdTexts } from "../support/shopper";

// My orders and order tracking (issue 17.2, SPEC §2 "my orders (external, token)", footer "order
// tracking"): a buyer finds the order from the account menu with its total, its detail and a review
// link; nobody else sees it; a guest tracks it by number and e-mail. Each run makes its own customers.
const t = (key: string) => uiText("de", key, "orders");
const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, " ").trim();

/** A German customer who bought one product by bank transfer: the order's number, total and VAT from the thank-you page. */
async function buyer() {
  const email = uniqueEmail("orders");
  const shopper = await signedUpShopper("de", { buys: false, email });
  const receipt = await shopper.get(await buy(shopper, "de"));
  const number = /\b(\d{11})\b/.exec(receipt.body)?.[1] ?? "";
  expect(number).not.toBe("");
  // The thank-you page shows the bank details (the component my orders shares with it).
  expect(receipt.body).toContain(uiText("de", "thankYou.bank.iban", "checkout"));
  const [total = ""] = testIdTexts(receipt.body, "order-total");
  const [vat = ""] = testIdTexts(receipt.body, "order-vat");
  return { shopper, email, number, total, vat };
}

/** A page's main content (the header's forms repeat the page's own path). */
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

/** "1.234,56 €" → 1234.56 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

/** The my-orders list the shopper's account hands out, over HTTP: its path with the token. */
async function listPathOf(shopper: HttpShopper) {
  const answer = await shopper.get("/my-account/my-orders");
  expect(answer.status).toBe(303);
  expect(answer.headers["cache-control"]).toBe("no-store");
  return String(answer.headers.location);
}

async function track(page: Page, javaScriptEnabled: boolean, orderNumber: string, email: string) {
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel(t("fields.number")).fill(orderNumber);
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByRole("button", { name: t("tracking.submit") }).click();
}

test("a buyer opens My orders from the account menu: the order with its total, its detail, a review link (de)", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const { shopper, number, total, vat } = await buyer();
  // The thank-you page's total includes Germany's 19 % VAT.
  // (VAT is rounded per line and on shipping, so a cent either way.)
  expect(Math.abs(euros(vat) - (euros(total) * 19) / 119)).toBeLessThan(0.02);
  await context.addCookies(shopper.cookiesFor(shopUrl("de", "/")));
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  await page.locator(".account-menu summary").click();
  await page
    .locator(".account-menu")
    .getByRole("link", { name: uiText("de", "accountNav.orders") })
    .click();
  await expect(page).toHaveURL(/\/my-orders\/\?token=[\w-]+\.\d+\.[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("list.heading"));
  const row = page.getByTestId("my-order");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("rowheader")).toHaveText(number);
  expect(nbsp((await row.getByTestId("my-order-total").textContent()) ?? "")).toBe(total);
  await expect(row).toContainText(t("states.order.Open"));
  await expect(row).toContainText(t("states.payment.Pending"));
  await expectNoAxeViolations(page, javaScriptEnabled);

  await hydrated(page, javaScriptEnabled);
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("detail.heading").replace("{{number}}", number),
  );
  expect(nbsp((await page.getByTestId("order-total").textContent()) ?? "")).toBe(total);
  expect(nbsp((await page.getByTestId("order-vat").textContent()) ?? "")).toBe(vat);
  await expect(page.getByTestId("order-line")).toHaveCount(1);
  await expect(page.getByTestId("payment-method")).toHaveText(uiText("de", "payment.kind.bank", "checkout"));
  // Unpaid bank transfer: the bank details with the order number as the reference.
  await expect(page.getByText(uiText("de", "thankYou.bank.iban", "checkout"), { exact: true })).toBeVisible();
  await expect(page.getByTestId("shipment-state")).toHaveText(t("states.shipment.Pending"));
  await expectNoAxeViolations(page, javaScriptEnabled);

  await hydrated(page, javaScriptEnabled);
  await page.getByRole("link", { name: /^Bewertung für .+ schreiben$/ }).click();
  await expect(page).toHaveURL(/-\d{8}#review-form$/);
  await expect(page.locator("#review-form")).toBeVisible();
});

test("a guest tracks an order by number and e-mail; a wrong e-mail and an unknown number get the same answer (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  const { email, number, total } = await buyer();
  await open(page, shopUrl("de", "/order-tracking/"), javaScriptEnabled);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await track(page, javaScriptEnabled, number, email.toUpperCase());
  const answer = page
    .getByRole("status")
    .filter({ hasText: t("tracking.answer").replace("{{number}}", number) });
  await expect(answer).toBeVisible();
  await expect(answer.getByTestId("order-state")).toHaveText(t("states.order.Open"));
  await expect(answer.getByTestId("payment-state")).toHaveText(t("states.payment.Pending"));
  expect(nbsp((await answer.getByTestId("tracking-total").textContent()) ?? "")).toBe(total);
  await expect(answer).not.toContainText("Berlin");
  await expectNoAxeViolations(page, javaScriptEnabled);

  const refusal = page.locator(".form-error");
  await track(page, javaScriptEnabled, number, "someone-else@example.com");
  await expect(refusal).toHaveText(t("tracking.notFound"));
  await expect(answer).toHaveCount(0);
  await expect(page.getByLabel(t("fields.email"))).toHaveValue("someone-else@example.com");
  await track(page, javaScriptEnabled, "20269999999", email);
  await expect(refusal).toHaveText(t("tracking.notFound"));
  await expect(page.getByLabel(t("fields.number"))).toHaveValue("20269999999");
});

test.describe("my orders and order tracking over raw HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("a second customer never sees the first one's order; links that open nothing say why", async () => {
    const first = await buyer();
    const firstList = await first.shopper.get(await listPathOf(first.shopper));
    expect(firstList.status).toBe(200);
    expect(firstList.headers["cache-control"]).toBe("private, no-store");
    expect(firstList.headers["referrer-policy"]).toMatch(/(^|, )no-referrer$/);
    expect(firstList.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(firstList.body).toContain(first.number);

    const second = await signedUpShopper("de", { buys: false, email: uniqueEmail("other") });
    const secondPath = await listPathOf(second);
    const secondList = await second.get(secondPath);
    expect(secondList.status).toBe(200);
    expect(secondList.body).toContain(t("list.empty"));
    expect(secondList.body).not.toContain(first.number);
    const token = new URL(secondPath, "http://x").searchParams.get("token") ?? "";
    const foreign = await second.get(`/my-orders/${first.number}/?token=${token}`);
    const none = await second.get(`/my-orders/20269999999/?token=${token}`);
    expect(foreign.status).toBe(404);
    expect(none.status).toBe(404);
    expect(foreign.body.replace(/nonce="[^"]+"|value="[^"]+"/g, "")).toBe(
      none.body.replace(/nonce="[^"]+"|value="[^"]+"/g, ""),
    );

    const firstToken = new URL(await listPathOf(first.shopper), "http://x").searchParams.get("token") ?? "";
    const customerId = firstToken.split(".")[0] ?? "";
    const expired = await issueOrdersToken(customerId, {
      now: Date.now() - 2 * 86_400_000,
      secrets: [E2E_SESSION_SECRET],
    });
    const forged = await issueOrdersToken(customerId, { secrets: ["not-the-shop"] });
    const gone = await rawRequest("de", `/my-orders/?token=${expired}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toContain(t("token.expired.heading"));
    expect(main(gone.body)).not.toContain(first.number);
    for (const path of [
      `/my-orders/?token=${forged}`,
      "/my-orders/",
      `/my-orders/${first.number}/?token=x`,
    ]) {
      const refused = await rawRequest("de", path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toContain(t("token.invalid.heading"));
      expect(main(refused.body)).not.toContain(first.number);
    }
    // Visitors who are not signed in are sent home (SPEC §2 guard 2).
    expect((await rawRequest("de", "/my-account/my-orders")).headers.location).toBe("/");
  });

  test("hostile order-tracking posts get 4xx with messages, never a 500; guessing one order's e-mail is throttled", async () => {
    const guest = await buyer();
    const shopper = guest.shopper;
    const hostile: Record<string, string>[] = [
      {},
      { orderNumber: "x".repeat(5000), email: "a@b.c" },
      { orderNumber: "1' OR '1'='1", email: "not-an-email" },
      { "orderNumber[0]": "1", "email[1]": "a@example.com" },
      { orderNumber: "\u0000", email: `${"a".repeat(300)}@example.com` },
    ];
    for (const fields of hostile) {
      const answer = await shopper.post("/order-tracking/", fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(422);
      expect(answer.body).toContain('class="field-error"');
    }
    const noToken = await rawRequest("de", "/order-tracking/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `orderNumber=${guest.number}&email=${encodeURIComponent(guest.email)}`,
    });
    expect(noToken.status).toBe(403);
    expect(noToken.body).not.toContain(t("tracking.answer").replace("{{number}}", guest.number));
    const notForm = await shopper.post("/order-tracking/", {});
    expect(notForm.status).toBeLessThan(500);
    const json = await rawRequest("de", "/order-tracking/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"orderNumber":1}',
    });
    expect(json.status).toBe(400);

    const wrong = await shopper.post("/order-tracking/", {
      orderNumber: guest.number,
      email: "nobody@example.com",
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toContain(t("tracking.notFound"));
    expect(wrong.body).toContain('value="nobody@example.com"');
    for (let i = 1; i < ORDER_LOOKUP_LIMITS.trackingPerOrder.max; i++)
      await shopper.post("/order-tracking/", { orderNumber: guest.number, email: `guess${i}@example.com` });
    const blocked = await shopper.post("/order-tracking/", { orderNumber: guest.number, email: guest.email });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toContain(t("tracking.tooMany").split("{{")[0] ?? "");
    expect(blocked.body).not.toContain(t("tracking.answer").replace("{{number}}", guest.number));
  });
});
