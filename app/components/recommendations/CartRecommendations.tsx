import { useTranslation } from "react-i18next";
import type { ShownRecommendations } from "../../../server/recommendations/service";
import { ProductGrid } from "../listing/ProductCard";

/**
 * The cart page's recommendations (issue 23 item 4, decision 0060), as the grid its complementary
 * products use: a slider here would move the slider's code into a chunk shared with the product page
 * and cost every page kind bytes (decision 0045). Nothing when there is no block.
 */
export function CartRecommendations({ shown }: { shown: ShownRecommendations | null }) {
  const { t } = useTranslation("recommendations");
  if (!shown || shown.cards.length === 0) return null;
  return (
    <section className="cart-page__complementary" aria-labelledby="cart-recommendations">
      <h2 id="cart-recommendations">{t("cart")}</h2>
      <ProductGrid products={shown.cards} recommendationId={shown.id} />
    </section>
  );
}
