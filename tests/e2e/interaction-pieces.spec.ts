import { expect, type Page, test } from "@playwright/test";
import { TIMINGS, UI } from "../../config";
import { expectNoAxeViolations } from "../support/axe";
import { shopUrl, uiText } from "../support/markets";
import { open } from "../support/page";

// SPEC §2 "Layout and chrome" and §4 "Sidebars", "Carousel", "Others" (decision 0052): each piece with
// JavaScript, and its simpler form without. The Vestra scarifier has accessories (complementary,
// server-rendered) and "customers also bought" (server-rendered too; arrows with JavaScript only).
const SCARIFIER = "/vestra-vertikutierer-ve-756-10000488";
const ui = (key: string) => uiText("de", key, "ui");
const small = { width: 375, height: 800 };

async function drawerButton(page: Page) {
  return page.locator(".site-header").getByText(ui("drawer.open"), { exact: true });
}

test("all-categories drawer: the category tree, closed by another header interaction, none on the login page (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  const tree = page.getByRole("navigation", { name: ui("drawer.label") });
  await expect(tree).toBeHidden();
  await (await drawerButton(page)).click();
  await expect(tree).toBeVisible();
  // Departments with their subcategories: the tree has more links than the category bar's departments.
  const departments = await page.locator(".category-bar li").count();
  expect(await tree.locator(".nav-drawer__department").count()).toBe(departments - 1);
  expect(await tree.getByRole("link").count()).toBeGreaterThan(departments);
  await expectNoAxeViolations(page, javaScriptEnabled);

  if (javaScriptEnabled) {
    // Any header interaction closes it: focus moving to the search field, a click on the logo's bar.
    await page.locator("#search-q").focus();
    await expect(tree).toBeHidden();
    await (await drawerButton(page)).click();
    await expect(tree).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tree).toBeHidden();
    await (await drawerButton(page)).click();
  }
  // A subcategory opens its listing (and, with JavaScript, the navigation closes the drawer).
  const sub = tree.locator("ul ul a").first();
  const name = (await sub.textContent()) ?? "";
  await sub.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  if (javaScriptEnabled) await expect(tree).toBeHidden();

  await open(page, shopUrl("de", "/login"), javaScriptEnabled);
  await expect(page.locator(".nav-drawer")).toHaveCount(0);
});

test("filter modal on a small screen, the inline filter form without JavaScript (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(small);
  await open(page, shopUrl("de", "/search?q=Ferrox"), javaScriptEnabled);
  const count = page.locator(".listing__count");
  const before = (await count.textContent()) ?? "";
  const form = page.locator("form.filters");
  const openButton = page.getByRole("button", { name: ui("filters.open"), exact: true });
  if (javaScriptEnabled) {
    await expect(form).toBeHidden();
    await openButton.click();
    const dialog = page.getByRole("dialog", { name: uiText("de", "filters.heading", "listing") });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="inStock"]').check();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(count).not.toHaveText(before);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, javaScriptEnabled);
    await dialog.getByRole("button", { name: ui("filters.close") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".product-card").first()).toBeVisible();
  } else {
    // In the HTML, hidden by the stylesheet without JavaScript (decision 0084).
    await expect(page.locator(".filter-modal__open")).toBeHidden();
    await expect(form).toBeVisible();
    await form.locator('input[name="inStock"]').check();
    await form.getByRole("button", { name: uiText("de", "filters.apply", "listing") }).click();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(count).not.toHaveText(before);
    await expectNoAxeViolations(page, javaScriptEnabled);
  }
});

test("search bar toggles on a small screen; always shown without JavaScript (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(small);
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  const field = page.getByRole(javaScriptEnabled ? "combobox" : "searchbox");
  const toggle = page.getByRole("button", { name: ui("search.toggle"), exact: true });
  if (!javaScriptEnabled) {
    await expect(page.locator(".search-toggle")).toBeHidden();
    await expect(field).toBeVisible();
    return;
  }
  await expect(field).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(field).toBeFocused();
  await toggle.click();
  await expect(field).toBeHidden();
});

test("category bar: two rows on mobile, the first with the rounded-up half; one row on desktop (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(small);
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  const rows = async () =>
    page
      .locator(".category-bar li")
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).offsetTop));
  const mobile = await rows();
  const first = mobile.filter((top) => top === mobile[0]).length;
  expect(new Set(mobile).size).toBe(2);
  expect(first).toBe(Math.ceil(mobile.length / 2));
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => new Set(await rows()).size).toBe(1);
  const link = page.locator(".category-bar li a").first();
  expect(await link.evaluate((a) => a.getBoundingClientRect().height)).toBe(UI.categoryBar.height);
});

test("product sliders: move by one, bounded, arrows disabled at the ends; a plain scroller without JavaScript (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await open(page, shopUrl("de", SCARIFIER), javaScriptEnabled);
  const complementary = page.locator("section", {
    has: page.getByRole("heading", { name: uiText("de", "complementary", "product") }),
  });
  await expect(complementary.locator(".slider__item .product-card").first()).toBeVisible();
  if (!javaScriptEnabled) {
    await expect(page.locator(".slider__arrow")).toHaveCount(0);
    await expectNoAxeViolations(page, javaScriptEnabled);
    return;
  }
  const related = page.locator(".slider", {
    has: page.getByRole("list", { name: uiText("de", "similar", "recommendations") }),
  });
  const track = related.locator(".slider__track");
  await expect(track.locator(".product-card").first()).toBeVisible();
  const previous = related.getByRole("button", { name: ui("slider.previous") });
  const next = related.getByRole("button", { name: ui("slider.next") });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const slides = await track.locator(".slider__item").count();
  const visible = await track.evaluate((list) =>
    Math.round(list.clientWidth / (list.children[0] as HTMLElement).offsetWidth),
  );
  const last = slides - visible;
  expect(last).toBeGreaterThan(0);
  const firstShown = () =>
    track.evaluate((list) => {
      const items = Array.from(list.children) as HTMLElement[];
      const origin = items[0]?.offsetLeft ?? 0;
      return items.findIndex((item) => item.offsetLeft - origin >= list.scrollLeft - 1);
    });
  for (let index = 1; index <= last; index++) {
    await next.click();
    await expect.poll(firstShown).toBe(index);
    await expect(related.locator(".slider__dot").nth(index)).toHaveAttribute("data-current", "");
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect.poll(firstShown).toBe(last - 1);
  await expect(next).toBeEnabled();
  // Dots are for small screens only.
  await page.setViewportSize({ width: UI.breakpoints.desktop, height: 900 });
  await expect(related.locator(".slider__dots")).toBeHidden();
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("anchor navigation on the product page: sticky, the section read marked current (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, shopUrl("de", SCARIFIER), javaScriptEnabled);
  const nav = page.getByRole("navigation", { name: ui("anchors.label") });
  await expect(nav).toBeVisible();
  const reviews = nav.getByRole("link", { name: uiText("de", "reviews.heading", "product") });
  await reviews.click();
  await expect(page).toHaveURL(/#reviews-heading$/);
  await expect.poll(() => nav.evaluate((n) => Math.round(n.getBoundingClientRect().top))).toBe(0);
  expect(await nav.evaluate((n) => n.getBoundingClientRect().height)).toBe(UI.anchorNav.stickyHeight);
  const heading = page.locator("#reviews-heading");
  expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
    UI.anchorNav.stickyHeight,
  );
  if (javaScriptEnabled) await expect(reviews).toHaveAttribute("aria-current", "location");
});

test("loading bar: after 200 ms of a navigation, running 5 s (de)", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "a full page load shows the browser's own progress");
  await open(page, shopUrl("de", "/"), javaScriptEnabled);
  const bar = page.locator(".loading-bar");
  await expect(bar).not.toHaveAttribute("data-busy");
  // The next page's data is held back until the bar has been seen running.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/_data=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator(".category-bar li a").first().click();
  await expect(bar).toHaveAttribute("data-busy", "");
  const timing = await bar.evaluate((element) => {
    const [animation] = element.getAnimations();
    const { delay, duration } = animation?.effect?.getTiming() ?? {};
    return { delay, duration };
  });
  expect(timing).toEqual({ delay: TIMINGS.loadingBar.throttle, duration: TIMINGS.loadingBar.duration });
  await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  release();
  await expect(bar).not.toHaveAttribute("data-busy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a chunk that fails to load reloads the page once, not again within the minute (de)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "no chunks without JavaScript");
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents++;
  });
  // As after a deployment: the page names an entry script the server no longer has.
  await page.route(/\/build\/entry\.client-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(shopUrl("de", "/"));
  await expect.poll(() => documents).toBe(2);
  await page.waitForLoadState("networkidle");
  expect(documents).toBe(2);
  const stamp = await page.evaluate(() => Number(sessionStorage.getItem("chunk-reload-at")));
  expect(Date.now() - stamp).toBeLessThan(TIMINGS.chunkReloadGuard);
  // Once the files are there again, the page hydrates.
  await page.unroute(/\/build\/entry\.client-[^/]+\.js$/);
  await open(page, shopUrl("de", "/"), true);
});
