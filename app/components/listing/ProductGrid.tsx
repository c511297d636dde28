import type { CardView } from "../../../server/catalog/listing";
import { ProductCard } from "./ProductCard";

/** A grid of product cards from the server's card views. */
export function ProductGrid({
  products,
  eagerCount = 0,
  recommendationId,
}: {
  products: CardView[];
  eagerCount?: number;
  /** A recommendation block's list id, carried by each card's add (decision 0066). */
  recommendationId?: string;
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product.sku}
          eager={index < eagerCount}
          product={product}
          recommendationId={recommendationId}
        />
      ))}
    </div>
  );
}
