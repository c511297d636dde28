import { useTranslation } from "react-i18next";
import type { ShownRecommendations } from "../../../server/recommendations/service";
import { ProductSlider } from "../layout/ProductSlider";

/** The heading's id and string of each kind of list (the id is also the page's anchor). */
const KINDS = {
  similar: { id: "also-bought-heading", heading: "alsoBought" },
  cart: { id: "cart-recommendations-heading", heading: "forCart" },
} as const;

/**
 * A recommendation block (issue 23 item 4, decision 0060): the service's products as a product slider
 * (decision 0052: CSS scroll-snap, so it scrolls without JavaScript), server-rendered with the page.
 * `data-recommendation` names the list the products came from. Nothing when there is no block.
 */
export function RecommendedProducts({ shown }: { shown: ShownRecommendations | null }) {
  const { t } = useTranslation("recommendations");
  if (!shown || shown.cards.length === 0) return null;
  const kind = KINDS[shown.name];
  return (
    <div className="recommendations" data-recommendation={shown.id}>
      <ProductSlider id={kind.id} heading={t(kind.heading)} products={shown.cards} />
    </div>
  );
}
