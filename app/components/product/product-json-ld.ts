import type { ProductView } from "../../../server/catalog/product-view";

/**
 * The product page's structured data: a Product (with its offer and rating when it has them) and its
 * BreadcrumbList, with absolute URLs on the page's origin. `available` is the stock shown (live).
 */
export function productJsonLd({
  product,
  origin,
  path,
  available,
  homeName,
}: {
  product: ProductView;
  origin: string;
  /** Prefixes a shop path with the URL's language prefix (useLocalePath). */
  path: (href: string) => string;
  available: number;
  homeName: string;
}) {
  const absolute = (href: string) => new URL(href, origin).href;
  const productLd = {
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    ...(product.ean ? { gtin13: product.ean } : {}),
    brand: { "@type": "Brand", name: product.brand },
    description: product.description,
    image: product.images.map((i) => absolute(i.url)),
    ...(product.price
      ? {
          offers: {
            "@type": "Offer",
            url: absolute(path(product.href)),
            price: product.price.amount,
            priceCurrency: product.price.currency,
            availability: available > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            itemCondition: product.isBware
              ? "https://schema.org/RefurbishedCondition"
              : "https://schema.org/NewCondition",
          },
        }
      : {}),
    ...(product.reviews.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.reviews.average,
            reviewCount: product.reviews.count,
          },
        }
      : {}),
  };
  const crumbs = [
    { name: homeName, href: "/" },
    ...product.breadcrumbs,
    { name: product.name, href: product.href },
  ];
  return {
    "@context": "https://schema.org",
    "@graph": [
      productLd,
      {
        "@type": "BreadcrumbList",
        itemListElement: crumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absolute(path(crumb.href)),
        })),
      },
    ],
  };
}
