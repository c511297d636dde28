import type { CardView } from "../../../server/catalog/listing";
import { ProductCard } from "./ProductCard";

/** A grid of product cards from the server's card views. */
export function ProductGrid({ products, eagerCount = 0 }: { products: CardView[]; eagerCount?: number }) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.sku} eager={index < eagerCount} product={product} />
      ))}
    </div>
  );
}
