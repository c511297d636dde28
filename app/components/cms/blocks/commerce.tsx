import { useTranslation } from "react-i18next";
import type { commerceBlocks } from "../../../../server/cms/blocks/commerce";
import { formatNumber } from "../../../lib/intl";
import { Link } from "../../../lib/link";
import { usePrices } from "../../../lib/prices";
import { useLocalePath } from "../../../lib/root-data";
import { ProductCard, ProductGrid } from "../../listing/ProductCard";
import { type BlockComponents, CmsLink, Section } from "./parts";

/** Brand names of the payment marks stay as their owners write them; the shop's own two are translated. */
const MARK_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  paypal: "PayPal",
  klarna: "Klarna",
  googlepay: "Google Pay",
  applepay: "Apple Pay",
  ideal: "iDEAL",
  twint: "TWINT",
  mobilepay: "MobilePay",
  multibanco: "Multibanco",
};

const tagPath = (tag: string) => `/search?tags=${encodeURIComponent(tag)}`;

export const commerceComponents: BlockComponents<keyof typeof commerceBlocks> = {
  /** Products of a tag under the tag's translated name, which links to its listing. */
  ProductBlock: function ProductBlock({ block, id }) {
    const { t } = useTranslation("listing");
    const path = useLocalePath();
    return (
      <section id={id} className="cms-block product-block" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>
          <Link to={path(tagPath(block.tag))}>{t(`tag.${block.tag}`)}</Link>
        </h2>
        <ProductGrid products={block.products} />
      </section>
    );
  },
  ProductListing: function ProductListing({ block, id }) {
    const { t } = useTranslation("cms");
    return (
      <Section id={id} className="product-block" heading={block.heading}>
        <ProductGrid products={block.products} />
        <p>
          <CmsLink href={tagPath(block.tag)}>{t("productList.all")}</CmsLink>
        </p>
      </Section>
    );
  },
  /**
   * One row that scrolls sideways and snaps to each card (CSS scroll snap): swipe, a trackpad or the
   * keyboard (the list is focusable) move it without any script.
   */
  ProductSlider: ({ block, id }) => (
    <Section id={id} className="cms-slider" heading={block.heading}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <ul className="cms-slider__track" aria-labelledby={`${id}-h`} tabIndex={0}>
        {block.products.map((product) => (
          <li key={product.sku} className="cms-slider__item">
            <ProductCard product={product} eager={false} />
          </li>
        ))}
      </ul>
    </Section>
  ),
  Comparison: function Comparison({ block, id }) {
    const { t } = useTranslation("cms");
    const prices = usePrices();
    return (
      // The scrolling table is the labelled region; the block around it is no second landmark of that name.
      <section id={id} className="cms-block cms-comparison">
        <h2 id={`${id}-h`}>{block.heading}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard (WCAG 2.1.1). */}
        <section className="cms-table__scroll" aria-labelledby={`${id}-h`} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <td />
                {block.products.map((p) => (
                  <th key={p.sku} scope="col">
                    <CmsLink href={p.href}>{p.name}</CmsLink>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t("comparison.price")}</th>
                {block.products.map((p) => (
                  <td key={p.sku}>{prices.format(prices.shown(p.price, p.currency), p.currency)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t("comparison.rating")}</th>
                {block.products.map((p) => (
                  <td key={p.sku}>
                    {p.reviewCount > 0
                      ? `★ ${formatNumber(p.avgRating, prices.locale, 1)} (${p.reviewCount})`
                      : "–"}
                  </td>
                ))}
              </tr>
              {block.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, i) => (
                    <td key={block.products[i]?.sku ?? i}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
    );
  },
  Testimonials: function Testimonials({ block, id }) {
    const { t } = useTranslation("cms");
    return (
      <Section id={id} className="cms-testimonials" heading={block.heading}>
        <ul>
          {block.reviews.map((review) => (
            <li key={`${review.product.href}-${review.author}-${review.text.slice(0, 40)}`}>
              <figure>
                <p className="cms-testimonials__stars">
                  <span role="img" aria-label={t("testimonials.rating", { rating: review.rating })}>
                    <span aria-hidden="true">{"★".repeat(review.rating)}</span>
                  </span>
                </p>
                <blockquote>
                  {review.title && (
                    <p>
                      <strong>{review.title}</strong>
                    </p>
                  )}
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>
                  {review.author}, <CmsLink href={review.product.href}>{review.product.name}</CmsLink>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    );
  },
  TrustedPayments: function TrustedPayments({ block, id }) {
    const { t } = useTranslation("cms");
    return (
      <Section id={id} className="cms-payments" heading={block.heading}>
        <ul className="link-row">
          {block.methods.map((method) => (
            <li key={method} className="tile-link">
              {method === "bank"
                ? t("paymentMarks.bank")
                : method === "cod"
                  ? t("paymentMarks.cod")
                  : MARK_NAMES[method]}
            </li>
          ))}
        </ul>
      </Section>
    );
  },
};
