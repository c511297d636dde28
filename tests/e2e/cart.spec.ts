import { execFileSync } from "node:child_process";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import WebSocket from "ws";
import { E2E_COMMERCE_DB } from "../../playwright.config";
import { roundHalfEven } from "../../server/commerce/money";
import { expectNoAxeViolations } from "../support/axe";
import { rawRequest } from "../support/http";
import { fill, shopUrl, uiText } from "../support/markets";
import { amountOf, euro, shownPrice } from "../support/money";
import { open } from "../support/page";

// Products of the deterministic demo catalog (the e2e server seeds it afresh for every run).
const GRILL = "/mirota-kontaktgrill-mi-1788-10000008"; // volume-discount group, guarantees
const VACUUM = "/nordhal-industriesauger-no-7367-10000004"; // 3 in stock
const PUMP = "/vestra-gartenpumpe-ve-9749-10000077";

const t = (key: string, values: Record<string, string | number> = {}, ns = "cart") =>
  fill(uiText("de", key, ns), values);
/** Prices in minor units, as the platform computes them. */
const euroCents = (cents: number) => euro(cents / 100);
const centsOf = (text: string | null) => Math.round(amountOf(text) * 100);

const cartUrl = shopUrl("de", "/checkout/cart");
const lines = (page: Page) => page.locator(".cart-page .cart-line");
const lineOf = (page: Page, name: RegExp | string) => lines(page).filter({ hasText: name });
const badge = (page: Page) => page.getByTestId("cart-count");

/** Adds from a product page; with JavaScript the sidebars that open are closed, without it the cart page shows. */
async function addFromProductPage(page: Page, slug: string, js: boolean, quantity?: number) {
  await open(page, shopUrl("de", slug), js);
  const form = page.locator("form.add-to-cart-form");
  if (quantity) {
    const field = form.getByRole("spinbutton");
    await field.fill(String(quantity));
    await field.blur();
  }
  await form.getByRole("button", { name: uiText("de", "cart.add") }).click();
  if (js) {
    await expect(page.locator("dialog.sidebar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog.sidebar")).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(/\/checkout\/cart\?cart_notice=added$/);
  }
}

const productPrice = async (page: Page) => Math.round((await shownPrice(page)) * 100);

/** The cart page's summary: subtotal − discounts + fees + shipping = total, to the cent. */
async function expectSummaryAddsUp(page: Page) {
  const summary = page.locator(".cart-page .cart__summary");
  const cents = async (id: string) =>
    Promise.all(
      (await summary.getByTestId(id).allTextContents()).map((text) => centsOf(text.replace("−", ""))),
    );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const shippingText = (await summary.getByTestId("cart-shipping").textContent()) ?? "";
  const shipping = /\d/.test(shippingText) ? centsOf(shippingText) : 0;
  expect(
    sum(await cents("cart-subtotal")) -
      sum(await cents("cart-discount")) +
      sum(await cents("cart-fee")) +
      shipping,
  ).toBe(sum(await cents("cart-total")));
}

test("add from a product page: sidebars with JavaScript, the cart page without (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", GRILL), javaScriptEnabled);
  const price = await productPrice(page);
  const sku = (await page.locator('form.add-to-cart-form input[name="sku"]').inputValue()) ?? "";
  await expect(badge(page)).toHaveText("0");
  const form = page.locator("form.add-to-cart-form");
  if (javaScriptEnabled) {
    await form.getByRole("button", { name: uiText("de", "cart.add") }).click();
    // SPEC §4: the extra-guarantee sidebar opens first; adding one leads on to the next sidebar.
    const guarantee = page.getByRole("dialog", { name: t("sidebar.guaranteeHeading") });
    await expect(guarantee).toBeVisible();
    await expect(page.locator("#cart-notice p")).toHaveText(t("notices.added"));
    await expectNoAxeViolations(page, javaScriptEnabled);
    await guarantee
      .getByRole("button", { name: t("guarantee.add") })
      .first()
      .click();
    const next = page.getByRole("dialog", {
      name: new RegExp(`${t("sidebar.complementaryHeading")}|${t("heading")}`),
    });
    await expect(next).toBeVisible();
    // Notifications go after their duration (SPEC §4).
    await expect(page.locator("#cart-notice")).toHaveCount(0, { timeout: 6000 });
    await page.keyboard.press("Escape");
    await expect(badge(page)).toHaveText("1");
    await open(page, cartUrl, javaScriptEnabled);
  } else {
    await form.getByRole("radio").nth(1).check();
    await form.getByRole("button", { name: uiText("de", "cart.add") }).click();
    await expect(page).toHaveURL(/\/checkout\/cart\?cart_notice=added$/);
    await expect(page.getByRole("status").filter({ hasText: t("notices.added") })).toBeVisible();
  }
  const line = lineOf(page, t("productNumber", { sku }));
  await expect(line.getByTestId("line-unit")).toHaveText(euroCents(price));
  await expect(line.getByTestId("line-total")).toHaveText(euroCents(price));
  await expect(line.getByRole("link")).toHaveAttribute("href", GRILL);
  // The first guarantee (5 %) covers the one unit and names its product.
  const guaranteeLine = lineOf(page, t("guarantee.for", { sku }));
  await expect(guaranteeLine.getByTestId("line-total")).toHaveText(euroCents(roundHalfEven(price * 0.05)));
  await expect(page.getByTestId("cart-subtotal")).toHaveText(euroCents(price + roundHalfEven(price * 0.05)));
  await expect(badge(page)).toHaveText("1");
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("change the quantity: the volume discount at 3 items, its next threshold, and the stock limit (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await addFromProductPage(page, GRILL, javaScriptEnabled);
  await open(page, shopUrl("de", GRILL), javaScriptEnabled);
  const price = await productPrice(page);
  await open(page, cartUrl, javaScriptEnabled);
  const line = lines(page).first();
  await expect(line.getByText(t("volume.next_other", { count: 2, percent: 5 }))).toBeVisible();
  await line.getByRole("spinbutton").fill("3");
  await line.getByRole("button", { name: t("update") }).click();
  await expect(line.getByText(t("volume.reached", { percent: 5 }))).toBeVisible();
  await expect(line.getByText(t("volume.next_other", { count: 2, percent: 10 }))).toBeVisible();
  // The line keeps its price; the volume discount is one deduction of the summary, which adds up.
  await expect(line.getByTestId("line-unit")).toHaveText(euroCents(price));
  await expect(line.getByTestId("line-total")).toHaveText(euroCents(price * 3));
  await expect(page.getByTestId("cart-subtotal")).toHaveText(euroCents(price * 3));
  const summary = page.locator(".cart-page .cart__summary");
  await expect(summary.getByText(t("discount.volume", { percent: 5 }))).toBeVisible();
  await expect(summary.getByTestId("cart-discount")).toHaveText(
    `−${euroCents(roundHalfEven(price * 0.05) * 3)}`,
  );
  await expectSummaryAddsUp(page);
  await expect(badge(page)).toHaveText("3");

  // VACUUM has 3 in stock: after adding 3, the product page offers no more (SPEC §5).
  await addFromProductPage(page, VACUUM, javaScriptEnabled, 3);
  await open(page, shopUrl("de", VACUUM), javaScriptEnabled);
  await expect(page.getByRole("button", { name: uiText("de", "cart.outOfStock") }).first()).toBeDisabled();
  await open(page, cartUrl, javaScriptEnabled);
  await expect(lineOf(page, /EX\d+/).last().getByRole("spinbutton")).toHaveAttribute("max", "3");
  await expect(badge(page)).toHaveText("6");
});

test("apply and remove a coupon; a wrong code is answered at the field, keeping what was typed (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await addFromProductPage(page, GRILL, javaScriptEnabled);
  await open(page, cartUrl, javaScriptEnabled);
  const total = centsOf(await page.getByTestId("cart-subtotal").textContent());
  const field = page.getByLabel(t("coupon.label"), { exact: true });
  await field.fill("NOPE");
  await page.getByRole("button", { name: t("coupon.apply") }).click();
  await expect(page.locator("#coupon-error")).toHaveText(t("errors.couponUnknown"));
  await expect(page.getByLabel(t("coupon.label"), { exact: true })).toHaveValue("NOPE");
  await expect(page.getByLabel(t("coupon.label"), { exact: true })).toHaveAttribute(
    "aria-describedby",
    "coupon-error",
  );
  await page.getByLabel(t("coupon.label"), { exact: true }).fill("WELCOME10");
  await page.getByRole("button", { name: t("coupon.apply") }).click();
  const coupons = page.locator(".cart__coupon-list li");
  await expect(coupons).toHaveText(new RegExp(`WELCOME10.*${t("coupon.state.MatchesCart")}`));
  // The subtotal stays; the code's discount is a deduction, named by its code.
  await expect(page.getByTestId("cart-subtotal")).toHaveText(euroCents(total));
  await expect(page.getByText(t("discount.code", { code: "WELCOME10" }))).toBeVisible();
  await expect(page.getByTestId("cart-discount")).toHaveText(`−${euroCents(roundHalfEven(total * 0.1))}`);
  await expectSummaryAddsUp(page);
  await page.getByRole("button", { name: t("coupon.remove", { code: "WELCOME10" }) }).click();
  await expect(coupons).toHaveCount(0);
  await expect(page.getByTestId("cart-discount")).toHaveCount(0);
  await expect(page.getByTestId("cart-subtotal")).toHaveText(euroCents(total));
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("add and remove an extra guarantee on the cart page, then empty the cart (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await addFromProductPage(page, GRILL, javaScriptEnabled, 2);
  await open(page, cartUrl, javaScriptEnabled);
  const product = lines(page).first();
  const sku = (await product.getAttribute("data-sku")) ?? "";
  const unit = centsOf(await product.getByTestId("line-unit").textContent());
  const offer = product.locator(".cart-line__guarantee");
  await offer.getByRole("radio").nth(1).check();
  await offer.getByRole("button", { name: t("guarantee.add") }).click();
  const guarantee = lineOf(page, t("guarantee.for", { sku }));
  // The second guarantee (8 %) for both units.
  await expect(guarantee.getByTestId("line-total")).toHaveText(euroCents(roundHalfEven(unit * 0.08) * 2));
  await expect(guarantee).toContainText("2 ×");
  await expect(lines(page).first().getByRole("group")).toHaveCount(0);
  await guarantee.locator(".cart-line__remove button").click();
  await expect(lineOf(page, t("guarantee.for", { sku }))).toHaveCount(0);
  await expect(badge(page)).toHaveText("2");

  await page.getByRole("button", { name: t("clear") }).click();
  await expect(page.getByText(t("empty"))).toBeVisible();
  await expect(badge(page)).toHaveText("0");
});

test("the cart icon: the sidebar with JavaScript, 'Your cart is empty' when it is (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  await page.locator(".cart-icon").click();
  if (javaScriptEnabled) {
    await expect(page.locator("#cart-empty")).toHaveText(new RegExp(t("empty")));
    await expect(page).toHaveURL(shopUrl("de", "/"));
    await expect(page.locator("#cart-empty")).toHaveCount(0, { timeout: 6000 });
    await addFromProductPage(page, GRILL, true);
    await page.locator(".cart-icon").click();
    const sidebar = page.getByRole("dialog", { name: t("heading") });
    await expect(sidebar.locator(".cart-line")).toHaveCount(1);
    await expect(sidebar.getByTestId("cart-total")).toBeVisible();
  } else {
    await expect(page).toHaveURL(cartUrl);
    await expect(page.getByText(t("empty"))).toBeVisible();
  }
});

test("a quick add from a listing (sk)", async ({ page, javaScriptEnabled }) => {
  await open(page, shopUrl("sk", "/search?tags=bestseller"), javaScriptEnabled);
  const card = page
    .locator(".product-card")
    .filter({ has: page.locator("button.add-to-cart:enabled") })
    .first();
  const name = (await card.locator("h2, h3").first().textContent())?.trim() ?? "";
  await card.locator("button.add-to-cart").click();
  if (javaScriptEnabled) {
    await expect(page.locator("dialog.sidebar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(badge(page)).toHaveText("1");
    await open(page, shopUrl("sk", "/checkout/cart"), javaScriptEnabled);
  } else {
    await expect(page).toHaveURL(/\/checkout\/cart\?cart_notice=added$/);
  }
  await expect(lines(page).filter({ hasText: name })).toHaveCount(1);
});

test.describe("live rooms (JavaScript)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the rooms are the page script's");

  async function sharedCart(context: BrowserContext, other: BrowserContext) {
    await other.addCookies(await context.cookies());
  }

  test("a change in one browser appears in another on the same cart without reload", async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const a = await first.newPage();
    await addFromProductPage(a, PUMP, true);
    await sharedCart(first, second);
    const b = await second.newPage();
    await open(b, cartUrl, true);
    await expect(lines(b).first().getByRole("spinbutton")).toHaveValue("1");
    await expect(badge(b)).toHaveText("1");
    await open(a, cartUrl, true);
    await lines(a).first().getByRole("spinbutton").fill("2");
    await lines(a)
      .first()
      .getByRole("button", { name: t("update") })
      .click();
    await expect(lines(b).first().getByRole("spinbutton")).toHaveValue("2");
    await expect(badge(b)).toHaveText("2");
    await a.getByRole("button", { name: t("clear") }).click();
    await expect(b.getByText(t("empty"))).toBeVisible();
    await first.close();
    await second.close();
  });

  test("an expired form is answered with a notification, not an error page", async ({ page, context }) => {
    await open(page, shopUrl("de", GRILL), true);
    await context.clearCookies({ name: "csrf" });
    await page
      .locator("form.add-to-cart-form")
      .getByRole("button", { name: uiText("de", "cart.add") })
      .click();
    await expect(page.getByRole("alert").getByText(t("errors.expired"))).toBeVisible();
    await expect(page).toHaveURL(shopUrl("de", GRILL));
    await expect(badge(page)).toHaveText("0");
  });

  test("a restock or sell-out reaches an open cart", async ({ page }) => {
    await addFromProductPage(page, PUMP, true);
    await open(page, cartUrl, true);
    const line = lines(page).first();
    const sku = (await line.getAttribute("data-sku")) ?? "";
    await expect(line.getByTestId("line-stock")).toHaveText(uiText("de", "stock.in", "product"));
    const original = Number(await line.getByRole("spinbutton").getAttribute("max"));
    const restock = (quantity: number) =>
      execFileSync(process.execPath, ["--import", "tsx", "scripts/restock.ts", sku, String(quantity)], {
        env: { ...process.env, COMMERCE_DB_PATH: E2E_COMMERCE_DB },
      });
    const before = Number(/(\d+) available/.exec(restock(0).toString())?.[1] ?? "0");
    expect(before).toBe(0);
    await expect(line.getByTestId("line-stock")).toHaveText(uiText("de", "stock.out", "product"));
    restock(original);
    await expect(line.getByTestId("line-stock")).toHaveText(uiText("de", "stock.in", "product"));
    await expect(line.getByRole("spinbutton")).toHaveAttribute("max", String(original));
  });
});

test.describe("cart over raw HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: runs once");

  /** A visitor: its cookies and CSRF token, as a browser would keep them. */
  async function visitor(country = "de") {
    const page = await rawRequest(country, "/");
    const cookies = new Map<string, string>();
    const keep = (headers: Record<string, unknown>) => {
      for (const cookie of ([] as string[]).concat((headers["set-cookie"] as string[] | undefined) ?? [])) {
        const [pair = ""] = cookie.split(";");
        const i = pair.indexOf("=");
        cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
    };
    keep(page.headers);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return {
      csrf,
      async post(fields: Record<string, string>) {
        const response = await rawRequest(country, "/checkout/cart", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: header() },
          body: new URLSearchParams({ csrf, ...fields }).toString(),
        });
        keep(response.headers);
        return response;
      },
      get: async (path: string) => rawRequest(country, path, { headers: { cookie: header() } }),
    };
  }

  async function skuOf(slug: string) {
    return /name="sku" value="([^"]+)"/.exec((await rawRequest("de", slug)).body)?.[1] ?? "";
  }

  test("parallel adds to one cart end in the right quantities", async () => {
    const shopper = await visitor();
    const [grill, pump] = [await skuOf(GRILL), await skuOf(PUMP)];
    expect((await shopper.post({ intent: "add", sku: grill })).status).toBe(303);
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => shopper.post({ intent: "add", sku: grill, quantity: "1" })),
      ...Array.from({ length: 4 }, () => shopper.post({ intent: "add", sku: pump, quantity: "2" })),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(303));
    const page = (await shopper.get("/checkout/cart")).body;
    const quantity = (sku: string) =>
      new RegExp(`data-sku="${sku}"[\\s\\S]*?name="quantity"[^>]*value="(\\d+)"`).exec(page)?.[1];
    expect(quantity(grill)).toBe("9");
    expect(quantity(pump)).toBe("8");
  });

  test("bad input is answered with messages, never a 500", async () => {
    const shopper = await visitor();
    const vacuum = await skuOf(VACUUM);
    // SPEC §4/§5: non-numeric and negative become 1; huge is clamped to stock with the warning.
    const cases: [string, string][] = [
      ["abc", "added"],
      ["-5", "added"],
      ["99999999999999999999", "maxQuantity"],
    ];
    for (const [quantity, notice] of cases) {
      const response = await shopper.post({ intent: "add", sku: vacuum, quantity });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe(`/checkout/cart?cart_notice=${notice}`);
    }
    const full = await shopper.post({ intent: "add", sku: vacuum, quantity: "1" });
    expect(full.status).toBe(422);
    expect(full.body).toContain(t("errors.maxQuantity"));
    const unknown = await shopper.post({ intent: "add", sku: "EX99999999" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(t("errors.unknownProduct"));
    const invalid: Record<string, string>[] = [
      { intent: "add", sku: "<script>" },
      { intent: "remove", lineId: "forged-line-id" },
      { intent: "quantity", lineId: "../../etc", quantity: "1" },
      { intent: "coupon", code: "" },
      { intent: "explode" },
    ];
    for (const fields of invalid) {
      const response = await shopper.post(fields);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(response.body).toMatch(/field-error|notice--error/);
    }
    // A change without the form's token is refused.
    const forged = await rawRequest("de", "/checkout/cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=clear",
    });
    expect(forged.status).toBe(403);
  });

  test("the room closes connections without a cart id or token and beyond 10 per cart", async () => {
    const shopper = await visitor();
    await shopper.post({ intent: "add", sku: await skuOf(PUMP) });
    const page = (await shopper.get("/checkout/cart")).body;
    const [, url, cartId, token] =
      /"room":\{"url":"([^"]+)","cartId":"([^"]+)","token":"([^"]+)"\}/.exec(page) ?? [];
    expect(url).toMatch(/^ws:\/\/de\.localhost:\d+$/);
    const socketUrl = (query: Record<string, string>) =>
      `${(url ?? "").replace("de.localhost", "127.0.0.1")}/?${new URLSearchParams(query)}`;
    const connect = (query: Record<string, string>) => {
      const socket = new WebSocket(socketUrl(query));
      return {
        socket,
        opened: new Promise<void>((resolve) => socket.once("open", () => resolve())),
        closed: new Promise<number>((resolve) => socket.once("close", (code) => resolve(code))),
      };
    };
    expect(await connect({}).closed).toBe(4400);
    expect(await connect({ cartId: cartId ?? "", token: "forged" }).closed).toBe(4401);
    const ten = Array.from({ length: 10 }, () => connect({ cartId: cartId ?? "", token: token ?? "" }));
    await Promise.all(ten.map((c) => c.opened));
    expect(await connect({ cartId: cartId ?? "", token: token ?? "" }).closed).toBe(4429);
    for (const c of ten) c.socket.close();
  });
});
