import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CardView } from "../../../server/catalog/listing";
import { useHydrated } from "../../lib/hydrated";
import { ProductCard } from "../listing/ProductCard";
import { SliderArrows } from "./SliderArrows";
import { useSlider } from "./use-slider";

/**
 * SPEC §9 slider kinds: `products` shows 3 to 6 cards of 225 px with a 16 px gap (container queries in
 * ui.css pick the count; images 100 px high on small screens); `compact` shows 1.5 items on small
 * screens and 3 from the tablet width, 20 px apart, 30 px on large screens. The sizes are ui.css
 * custom properties (the CSP allows no style attributes), checked against config/ui.ts by ui-css.test.ts.
 */
export type SliderKind = "products" | "compact";

/**
 * A slider of any items (SPEC §4 "Carousel"): CSS scroll-snap, so it swipes and scrolls without
 * JavaScript; with it, arrows move by one slide and are disabled at both ends, and dots (hidden on
 * large screens) show where it stands, also after a swipe. `label` names the list for assistive technology.
 */
export function Slider({ kind, label, items }: { kind: SliderKind; label: string; items: ReactNode[] }) {
  const { t } = useTranslation("ui");
  const hydrated = useHydrated();
  const { track, position, move } = useSlider();
  const controls = hydrated && position.last > 0;
  return (
    <div className={`slider slider--${kind}`}>
      <ul ref={track} className="slider__track" aria-label={label}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are positional slides
          <li key={index} className="slider__item">
            {item}
          </li>
        ))}
      </ul>
      {controls && (
        <>
          <SliderArrows
            block="slider"
            position={position}
            move={move}
            labels={[t("slider.previous"), t("slider.next")]}
          />
          {/* Where the slider stands; hidden on large screens, where the arrows say it. */}
          <div className="slider__dots" aria-hidden="true">
            {Array.from({ length: position.last + 1 }, (_, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per reachable position
                key={index}
                className="slider__dot"
                data-current={index === position.index ? "" : undefined}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A product slider with a heading (the product page's complementary and related lists, and the CMS
 * product-slider block): the listing's own cards, so prices and quick add are the same everywhere.
 */
export function ProductSlider({
  id,
  heading,
  products,
  kind = "products",
  recommendationId,
}: {
  id: string;
  heading: string;
  products: CardView[];
  kind?: SliderKind;
  /** A recommendation block's list id, carried by each card's add (decision 0066). */
  recommendationId?: string;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="product__section product-block">
      <h2 id={id}>{heading}</h2>
      <Slider
        kind={kind}
        label={heading}
        items={products.map((product) => (
          <ProductCard
            key={product.sku}
            product={product}
            eager={false}
            recommendationId={recommendationId}
          />
        ))}
      />
    </section>
  );
}
