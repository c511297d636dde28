import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../config";
import de from "../../locales/de/account.json";
import deProduct from "../../locales/de/product.json";
import hu from "../../locales/hu/account.json";
import pl from "../../locales/pl/account.json";
import type { ReviewView } from "../../server/catalog/reviews";
import { priceScope, resolveMarket } from "../../server/market";
import { rawRequest } from "../support/http";
import { type InProcessShop, startInProcessShop } from "../support/in-process-shop";
import { HttpShopper } from "../support/shopper";

/**
 * Issue 23 item 8 (decision 0068): each country switch's effect on a page where it is on, and its
 * absence where it is off, over raw HTTP against the production build.
 */
let shop: InProcessShop;
const page = (country: string, pathname: string) => rawRequest(country, pathname, { port: shop.port });
/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

beforeAll(async () => {
  shop = await startInProcessShop();
}, 120_000);
afterAll(() => shop?.close());

/** A product whose page in German shows a review translated from another language (where translations are not manual). */
async function translatedReview(): Promise<{ href: string; review: ReviewView }> {
  const ch = resolveMarket({ host: "ch.localhost", pathname: "/" });
  const { results } = await shop.services.commerce.queryProducts({ limit: 40 }, priceScope(ch));
  for (const product of results) {
    const slug = product.slug.de;
    if (!slug || (product.reviewRatingStatistics?.count ?? 0) === 0) continue;
    const view = await shop.services.products.bySlug(ch, slug);
    const review = view?.reviews.list.find((r) => r.original);
    if (view && review) return { href: view.href, review };
  }
  throw new Error("no product with a translated review among the first 40");
}

describe("manual translation (IE, DE, AT, GB, PL)", () => {
  it("shows a review as written in DE, its machine translation behind a disclosure; CH (off) shows the translation", async () => {
    const { href, review } = await translatedReview();
    const original = review.original ?? { title: "", text: "" };
    const on = await page("de", href);
    const off = await page("ch", href);
    expect([on.status, off.status]).toEqual([200, 200]);
    expect(on.body).toContain(`<p lang="${review.language}">${html(original.text)}</p>`);
    expect(on.body).toContain(`<summary>${html(deProduct.reviews.showTranslation)}</summary>`);
    expect(on.body).not.toContain(`<summary>${html(deProduct.reviews.showOriginal)}</summary>`);
    expect(off.body).toContain(`<p>${html(review.text)}</p>`);
    expect(off.body).toContain(`<summary>${html(deProduct.reviews.showOriginal)}</summary>`);
    expect(off.body).not.toContain(`<summary>${html(deProduct.reviews.showTranslation)}</summary>`);
  });
});

describe("new trust features (DE, PL)", () => {
  it("puts the trust-rating link in the header in DE and PL, not in CZ or SK", async () => {
    for (const country of ["de", "pl"]) {
      const body = (await page(country, "/")).body;
      expect(body, country).toMatch(
        /<a href="https:\/\/www\.trustpilot\.com\/review\/[^"]+"[^>]*data-testid="trust-rating-header"/,
      );
    }
    for (const country of ["cz", "sk"])
      expect((await page(country, "/")).body, country).not.toContain("trust-rating-header");
  });

  it("puts it under the buy box of a product page in DE, not in CH", async () => {
    const { href } = await translatedReview();
    expect((await page("de", href)).body).toContain('data-testid="trust-rating-product"');
    expect((await page("ch", href)).body).not.toContain("trust-rating-product");
  });
});

describe("newsletter optional (HU, PL)", () => {
  const box = '<input type="checkbox" name="newsletter" value="on"/>';

  it("offers an unticked newsletter box on the sign-up page in HU and PL, none in DE", async () => {
    const inHu = (await page("hu", ROUTES.createAccount)).body;
    expect(inHu).toContain(box);
    expect(inHu).toContain(html(hu.register.newsletter));
    expect((await page("pl", ROUTES.createAccount)).body).toContain(html(pl.register.newsletter));
    const inDe = (await page("de", ROUTES.createAccount)).body;
    expect(inDe).not.toContain('name="newsletter"');
    expect(inDe).not.toContain(html(de.register.newsletter));
  });

  /** The newsletter confirmation mails the outbox holds for an address. */
  async function newsletterMails(email: string): Promise<string[]> {
    const files = await readdir(shop.outbox ?? "").catch(() => [] as string[]);
    const mails = await Promise.all(
      files.map(
        async (f) =>
          JSON.parse(await readFile(path.join(shop.outbox ?? "", f), "utf8")) as { to: string; text: string },
      ),
    );
    return mails
      .filter((m) => m.to === email && m.text.includes(ROUTES.newsletter.confirm))
      .map((m) => m.text);
  }

  const signUp = (country: string, email: string, extra: Record<string, string>) =>
    new HttpShopper(country, shop.port).post(ROUTES.createAccount, {
      firstName: "Ada",
      lastName: "Nowak",
      email,
      password: "secret123",
      passwordConfirm: "secret123",
      ...extra,
    });

  it("signs a PL customer who ticks it up for the newsletter (double opt-in mail); unticked, or in DE, no newsletter", async () => {
    const ticked = `ticked-${Date.now()}@example.com`;
    const unticked = `unticked-${Date.now()}@example.com`;
    const forged = `forged-${Date.now()}@example.com`;
    const made = await signUp("pl", ticked, { newsletter: "on" });
    expect(made.status).toBe(303);
    expect(made.headers.location).toBe(ROUTES.account.root);
    expect((await signUp("pl", unticked, {})).status).toBe(303);
    expect((await signUp("de", forged, { newsletter: "on" })).status).toBe(303);
    await expect.poll(() => newsletterMails(ticked).then((m) => m.length)).toBe(1);
    expect(await newsletterMails(unticked)).toEqual([]);
    expect(await newsletterMails(forged)).toEqual([]);
  });

  it("answers a tampered box value as unticked, never with an error", async () => {
    const email = `tampered-${Date.now()}@example.com`;
    expect((await signUp("pl", email, { newsletter: "yes please" })).status).toBe(303);
    expect(await newsletterMails(email)).toEqual([]);
  });
});
