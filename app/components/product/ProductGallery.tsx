import { useTranslation } from "react-i18next";
import type { ProductView } from "../../../server/catalog/product-view";
import { FETCH_HIGH } from "../../lib/fetch-priority";

/** The product's images: the first large, the others as linked thumbnails. */
export function ProductGallery({ product }: { product: ProductView }) {
  const { t } = useTranslation("product");
  const [main, ...more] = product.images;
  return (
    <section className="product__gallery" aria-label={t("gallery")}>
      {main && (
        <img
          src={main.url}
          alt={t("image", { index: 1, count: product.images.length, name: product.name })}
          width={800}
          height={800}
          {...FETCH_HIGH}
        />
      )}
      {more.length > 0 && (
        <ul className="product__thumbs">
          {more.map((image, i) => (
            <li key={image.url}>
              <a href={image.url}>
                <img
                  src={image.url}
                  alt={t("image", { index: i + 2, count: product.images.length, name: product.name })}
                  width={120}
                  height={120}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
