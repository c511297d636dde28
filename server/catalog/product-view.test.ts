import type { ProductProjection } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { resolveMarket } from "../market";
import { type ProductPageParts, productView } from "./product-view";

const germany = resolveMarket({ host: "de.localhost", pathname: "/" });

const product = (attributes: Record<string, unknown>, available = 5): ProductProjection =>
  ({
    id: "prod-1",
    name: { de: "Kontaktgrill", en: "Contact grill" },
    slug: { de: "kontaktgrill-10000001", en: "contact-grill-10000001" },
    description: { de: "Ein Grill." },
    categories: [{ typeId: "category", id: "cat-1" }],
    masterVariant: {
      id: 1,
      sku: "EX10000001",
      attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
      price: {
        id: "p",
        value: { type: "centPrecision", currencyCode: "EUR", centAmount: 11900, fractionDigits: 2 },
        discounted: {
          discount: { typeId: "product-discount", id: "d" },
          value: { type: "centPrecision", currencyCode: "EUR", centAmount: 9520, fractionDigits: 2 },
        },
      },
      availability: { availableQuantity: available },
    },
    reviewRatingStatistics: {
      averageRating: 4.5,
      highestRating: 5,
      lowestRating: 4,
      count: 2,
      ratingsDistribution: { 5: 1, 4: 1 },
    },
  }) as unknown as ProductProjection;

const parts: ProductPageParts = {
  breadcrumbs: [],
  reviews: { results: [], total: 2 },
  reviewQuery: { reviewSort: "top", reviewPage: 1 },
  shippingMethods: [],
  volumeDiscounts: [],
  guarantees: [],
  buyInMonth: undefined,
  inCart: 1,
};

describe("productView", () => {
  it("shows the discounted gross price with the regular one, the country's VAT rate and the cart's count", () => {
    const view = productView(product({ brand: "Saxby", ean: 4012345678901 }), germany, parts);
    expect(view.price).toEqual({ amount: 95.2, regular: 119, currency: "EUR", vatRate: 19 });
    expect(view).toMatchObject({ name: "Kontaktgrill", brand: "Saxby", ean: "4012345678901", inCart: 1 });
    expect(view.href).toBe("/kontaktgrill-10000001");
    expect(view.categoryId).toBe("cat-1");
    expect(view.reviews.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });

  it("links only same-site paths and https documents; a script or protocol-relative URL is dropped", () => {
    const view = productView(
      product({
        manualUrl: "javascript:alert(1)",
        video: "//evil.example/v.mp4",
        energyClass: "A",
        energyLabel: "https://cdn.example/label.pdf",
        energyFiche: "/docs/fiche.pdf",
      }),
      germany,
      parts,
    );
    expect(view.manualUrl).toBeUndefined();
    expect(view.videoUrl).toBeUndefined();
    expect(view.energy).toEqual({
      class: "A",
      label: "https://cdn.example/label.pdf",
      fiche: "/docs/fiche.pdf",
    });
  });

  it("has dimensions only when the product has sizes, and pairs FAQ questions with their answers", () => {
    expect(productView(product({}), germany, parts).dimensions).toBeUndefined();
    const view = productView(
      product({
        netLength: 40,
        netWidth: 30,
        netHeight: 20,
        netWeight: 7.5,
        faq: [{ key: "q1", label: { de: "Wie laut?" } }],
        faqAnswers: [{ key: "q1", label: { de: "Leise." } }],
      }),
      germany,
      parts,
    );
    expect(view.dimensions?.net).toEqual({ values: [40, 30, 20], unit: { intl: "centimeter" } });
    expect(view.dimensions?.netWeight).toEqual({ values: [7.5], unit: { intl: "kilogram" } });
    expect(view.faq).toEqual([{ question: "Wie laut?", answer: "Leise." }]);
  });

  it("gives no delivery date when sold out, and the month it can be bought again when known", () => {
    const soldOut = productView(product({}, 0), germany, { ...parts, buyInMonth: "2027-02" });
    expect(soldOut.deliveryBy).toBeUndefined();
    expect(soldOut.buyInMonth).toBe("2027-02");
    expect(soldOut.stock.available).toBe(0);
  });
});
