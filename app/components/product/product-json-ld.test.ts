import { describe, expect, it } from "vitest";
import type { ProductView } from "../../../server/catalog/product-view";
import { productJsonLd } from "./product-json-ld";

const product = {
  sku: "12345678",
  name: "Drill",
  href: "/drill-12345678",
  brand: "Ferrox",
  description: "A drill",
  images: [{ url: "/a.jpg" }],
  price: { amount: 121, currency: "EUR", vatRate: 21 },
  isBware: false,
  breadcrumbs: [{ name: "Tools", href: "/tools/" }],
  reviews: { average: 4.5, count: 2 },
} as unknown as ProductView;

const ld = (over: Partial<ProductView>, available = 3) =>
  productJsonLd({
    product: { ...product, ...over },
    origin: "https://proequip.be",
    path: (href) => `/nl${href}`,
    available,
    homeName: "Home",
  });

describe("productJsonLd", () => {
  it("gives the offer and the breadcrumbs absolute URLs under the page's language prefix", () => {
    const [item, crumbs] = ld({})["@graph"] as unknown[];
    expect(item).toMatchObject({
      image: ["https://proequip.be/a.jpg"],
      offers: {
        url: "https://proequip.be/nl/drill-12345678",
        price: 121,
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(item).not.toHaveProperty("gtin13");
    expect(crumbs).toHaveProperty("itemListElement", [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://proequip.be/nl/" },
      { "@type": "ListItem", position: 2, name: "Tools", item: "https://proequip.be/nl/tools/" },
      { "@type": "ListItem", position: 3, name: "Drill", item: "https://proequip.be/nl/drill-12345678" },
    ]);
  });

  it("follows the live stock and the condition; no offer without a price, no rating without reviews", () => {
    const [soldOut] = ld({ isBware: true, ean: "1234567890123" }, 0)["@graph"] as unknown[];
    expect(soldOut).toMatchObject({
      gtin13: "1234567890123",
      offers: {
        availability: "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/RefurbishedCondition",
      },
    });
    const reviews = { ...product.reviews, count: 0 };
    const [bare] = ld({ price: undefined, reviews })["@graph"] as unknown[];
    expect(bare).not.toHaveProperty("offers");
    expect(bare).not.toHaveProperty("aggregateRating");
  });
});
