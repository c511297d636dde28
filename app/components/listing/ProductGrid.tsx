import type { CurrencyCode } from "../../../config";
import type { CardView } from "../../../server/catalog/listing";
import { toMoney } from "../../lib/format";
import { ProductCard } from "./ProductCard";

/** A grid of product cards from the server's card views (amounts in major units). */
export function ProductGrid({ products, eagerCount = 0 }: { products: CardView[]; eagerCount?: number }) {
  const money = (amount: number, currency: string) => toMoney(amount, currency as CurrencyCode);
  return (
    <div className="product-grid">
      {products.map(({ price, originalPrice, ...product }, index) => (
        <ProductCard
          key={product.sku}
          eager={index < eagerCount}
          product={{
            ...product,
            price: money(price, product.currency),
            ...(originalPrice !== undefined ? { originalPrice: money(originalPrice, product.currency) } : {}),
          }}
        />
      ))}
    </div>
  );
}
