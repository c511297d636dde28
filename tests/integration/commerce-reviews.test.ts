/**
 * A product's reviews through the commerce port, on both adapters: the page's language first (SPEC
 * §3 Review locale), each group in the chosen sort, paged across the two; never a review dated after
 * now. The commercetools adapter runs against @labdigital/commercetools-mock and against the
 * engine's own commercetools API (decision 0036).
 */
import type { Review } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommercetoolsCommerce } from "../../server/commerce/commercetools";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import type { CommercePort, SharedReview } from "../../server/commerce/port";
import { fixtureCommerce, NOW } from "../support/commerce";
import { commercetoolsEmulator, localCommercetools } from "../support/commercetools-api";

const emulator = commercetoolsEmulator("proequip-reviews");
let localApi: Awaited<ReturnType<typeof localCommercetools>>;
beforeAll(async () => {
  localApi = await localCommercetools();
});
afterAll(() => localApi.close());

/** Reviews of one product: [title, locale, rating]; titles name them in the assertions. */
const REVIEWS: [string, string | undefined, number][] = [
  ["de-5", "de", 5],
  ["en-5", "en", 5],
  ["de-at-4", "de-AT", 4],
  ["nl-4", "nl", 4],
  ["none-3", undefined, 3],
  ["de-2", "de", 2],
  ["en-1", "en-GB", 1],
];

async function local(): Promise<{ commerce: CommercePort; productId: string }> {
  const { commerce } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
  REVIEWS.forEach(([title, locale, rating], n) => {
    const at = new Date(NOW.getTime() - (n + 1) * 86_400_000).toISOString();
    const review: Review = {
      id: `r-${title}`,
      version: 1,
      createdAt: at,
      lastModifiedAt: at,
      locale,
      title,
      text: title,
      rating,
      target: { typeId: "product", id: "prod-DRILL" },
      includedInStatistics: true,
    };
    (commerce as LocalCommerce).insertReview(review, "DRILL");
  });
  return { commerce, productId: "prod-DRILL" };
}

async function commercetools(): Promise<{ commerce: CommercePort; productId: string }> {
  await emulator.mock.clear();
  const api = emulator.api();
  const type = await api
    .productTypes()
    .post({ body: { key: "equipment", name: "Equipment", description: "Equipment" } })
    .execute();
  const product = await api
    .products()
    .post({
      body: {
        key: "drill",
        productType: { typeId: "product-type", id: type.body.id },
        name: { en: "Drill" },
        slug: { en: "drill-10000001" },
        publish: true,
        masterVariant: { sku: "DRILL" },
      },
    })
    .execute();
  for (const [title, locale, rating] of REVIEWS) {
    await api
      .reviews()
      .post({
        body: {
          key: `r-${title}`,
          ...(locale ? { locale } : {}),
          title,
          text: title,
          rating,
          target: { typeId: "product", id: product.body.id },
        },
      })
      .execute();
  }
  return { commerce: new CommercetoolsCommerce(api), productId: product.body.id };
}

/** The seeded engine behind the commercetools adapter and the local API. */
async function overLocalApi(): Promise<{ commerce: CommercePort; productId: string }> {
  const { commerce, productId } = await local();
  return { commerce: localApi.adapterFor(commerce as LocalCommerce), productId };
}

const titles = (page: { results: readonly SharedReview[] }) => page.results.map((r) => r.title);

describe.each([
  ["embedded platform", local],
  ["commercetools adapter → CRUD emulator", commercetools],
  ["commercetools adapter → local API", overLocalApi],
])("reviews of a product: %s", (_name, make) => {
  it("lists the page's language first, each group by top rating, paged across both", async () => {
    const { commerce, productId } = await make();
    const all = await commerce.reviews({ productId, sort: "top", language: "de", limit: 10 });
    expect(all.total).toBe(7);
    expect(titles(all).slice(0, 3)).toEqual(["de-5", "de-at-4", "de-2"]);
    expect(new Set(titles(all).slice(3))).toEqual(new Set(["en-5", "nl-4", "none-3", "en-1"]));
    expect(all.results.slice(3).map((r) => r.rating)).toEqual([5, 4, 3, 1]);

    // A page that starts in the first group and ends in the second, and one of the second only.
    const across = await commerce.reviews({ productId, sort: "top", language: "de", limit: 3, offset: 2 });
    expect(across).toMatchObject({ total: 7, count: 3, offset: 2, limit: 3 });
    expect(titles(across)).toEqual(["de-2", ...titles(all).slice(3, 5)]);
    const later = await commerce.reviews({ productId, sort: "top", language: "de", limit: 3, offset: 4 });
    expect(titles(later)).toEqual(titles(all).slice(4, 7));
    expect((await commerce.reviews({ productId, language: "de", limit: 3, offset: 9 })).results).toEqual([]);

    // Without a language: one list in the sort's order.
    const plain = await commerce.reviews({ productId, sort: "top", limit: 10 });
    expect(plain.total).toBe(7);
    expect(plain.results.map((r) => r.rating)).toEqual([5, 5, 4, 4, 3, 2, 1]);
  });
});

describe("reviews of a product: embedded platform", () => {
  it("never lists a review dated after now, nor counts it", async () => {
    const { commerce } = await local();
    const tomorrow = new Date(NOW.getTime() + 86_400_000).toISOString();
    (commerce as LocalCommerce).insertReview(
      {
        id: "r-future",
        version: 1,
        createdAt: tomorrow,
        lastModifiedAt: tomorrow,
        locale: "de",
        title: "from the future",
        rating: 5,
        target: { typeId: "product", id: "prod-DRILL" },
        includedInStatistics: true,
      },
      "DRILL",
    );
    for (const sort of ["top", "recent"] as const) {
      const page = await commerce.reviews({ productId: "prod-DRILL", sort, language: "de" });
      expect(page.total).toBe(7);
      expect(titles(page)).not.toContain("from the future");
    }
  });
});
