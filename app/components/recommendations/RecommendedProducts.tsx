import { useTranslation } from "react-i18next";
import type { ShownRecommendations } from "../../../server/recommendations/service";
import { ProductSlider } from "../layout/ProductSlider";

/**
 * A recommendation block (issue 23 item 4, decision 0060): the service's products as a product slider
 * (decision 0052: CSS scroll-snap, so it scrolls without JavaScript), server-rendered with the page.
 * The heading's id names the kind of list ("similar-recommendations", "cart-recommendations"); its
 * string is the kind's key in the recommendations namespace. Nothing when there is no block.
 */
export function RecommendedProducts({ shown }: { shown: ShownRecommendations | null }) {
  const { t } = useTranslation("recommendations");
  return (
    shown && (
      <ProductSlider
        id={`${shown.name}-recommendations`}
        heading={t(shown.name)}
        products={shown.cards}
        recommendationId={shown.id}
      />
    )
  );
}
