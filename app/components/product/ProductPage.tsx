import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { possibleQuantity } from "../../../config";
import type { ComparisonProduct } from "../../../server/catalog/comparison";
import type { CardView } from "../../../server/catalog/listing";
import type { ProductView } from "../../../server/catalog/product-view";
import { scriptJson } from "../../../server/http/escape";
import type { ShownRecommendations } from "../../../server/recommendations/service";
import type { PersonalDiscountView } from "../../../server/tiers";
import { Link } from "../../lib/link";
import { usePrices } from "../../lib/prices";
import { useLocalePath } from "../../lib/root-data";
import { useLiveStock } from "../cart/LiveCart";
import { useNonce } from "../layout/nonce";
import { ProductSlider } from "../layout/ProductSlider";
import { TrustRatingLink } from "../layout/TrustRatingLink";
import { RecommendedProducts } from "../recommendations/RecommendedProducts";
import { Comparison } from "./Comparison";
import { FloatingBuyBar } from "./FloatingBuyBar";
import { ProductAnchors } from "./ProductAnchors";
import { ADD_FORM, BUY_BOX, ProductBuyBox } from "./ProductBuyBox";
import { ProductDescription, ProductFaq, ProductTechDetails } from "./ProductDetails";
import { ProductGallery } from "./ProductGallery";
import { productJsonLd } from "./product-json-ld";
import { Reviews } from "./Reviews";

function Breadcrumbs({ product }: { product: ProductView }) {
  const { t } = useTranslation("product");
  const path = useLocalePath();
  return (
    <nav aria-label={t("breadcrumb")} className="breadcrumbs">
      <ol>
        <li>
          <Link to={path("/")}>{t("home")}</Link>
        </li>
        {product.breadcrumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={path(crumb.href)}>{crumb.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** JSON-LD Product and BreadcrumbList (product-json-ld.ts), with the page's CSP nonce. */
function JsonLdScript({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw; it is JSON.stringify output with "<" escaped, so no text can close the element.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}

export interface ProductPageProps {
  product: ProductView;
  /** The page's origin, for the absolute URLs of structured data. */
  origin: string;
  complementary: CardView[];
  /** "Customers also bought" (server-rendered, decision 0060); null: no block. */
  recommendations: ShownRecommendations | null;
  /** Deferred: the comparison may arrive after the page (or never). */
  comparison: Promise<ComparisonProduct[]>;
  /** Set after the shopper's review was taken (the 303 back to the page). */
  reviewNotice: "reviewAdded" | null;
  /** The signed-in LT customer's personalised discount (issue 23 item 6), if any. */
  personalDiscount?: PersonalDiscountView | null;
}

/**
 * The product page (SPEC §2): gallery, name, brand and number, the price with VAT, stock, and the
 * product's details and reviews. Everything a shopper needs is in the server-rendered HTML.
 */
export function ProductPage({
  product,
  origin,
  complementary,
  recommendations,
  comparison,
  reviewNotice,
  personalDiscount = null,
}: ProductPageProps) {
  const { t } = useTranslation("product");
  const prices = usePrices();
  const path = useLocalePath();
  // SPEC §7 updated-stock: the cart's room replaces the stock shown, and with it the maximum.
  const available = useLiveStock(product.sku, product.stock.available);
  const maxQuantity = product.price
    ? possibleQuantity({ stock: available, inCart: product.inCart, virtual: product.virtual })
    : 0;
  const jsonLd = productJsonLd({ product, origin, path, available, homeName: t("home") });

  // SPEC §2 anchor navigation: the sections this page has, in page order.
  const anchors = [
    { id: "description-heading", label: t("description") },
    { id: "details-heading", label: t("techDetails") },
    ...(product.faq.length > 0 ? [{ id: "faq-heading", label: t("faq") }] : []),
    { id: "reviews-heading", label: t("reviews.heading") },
    ...(complementary.length > 0 ? [{ id: "complementary-heading", label: t("complementary") }] : []),
  ];

  return (
    <article className="product" aria-labelledby="product-name">
      <Breadcrumbs product={product} />
      <div className="product__top">
        <ProductGallery product={product} />
        <ProductBuyBox
          product={product}
          available={available}
          maxQuantity={maxQuantity}
          personalDiscount={personalDiscount}
        />
      </div>
      <TrustRatingLink place="product" />
      <ProductAnchors targets={anchors} />

      <ProductDescription product={product} />
      <ProductTechDetails product={product} />
      <ProductFaq faq={product.faq} />

      <Reviews reviews={product.reviews} notice={reviewNotice} />

      <ProductSlider id="complementary-heading" heading={t("complementary")} products={complementary} />
      <RecommendedProducts shown={recommendations} />
      <Suspense fallback={null}>
        <Await resolve={comparison} errorElement={null}>
          {(columns) => <Comparison products={columns} />}
        </Await>
      </Suspense>
      {product.price && (
        <FloatingBuyBar
          anchorId={BUY_BOX}
          formId={ADD_FORM}
          name={product.name}
          price={prices.format(
            prices.shown(product.price.amount, product.price.currency),
            product.price.currency,
          )}
          available={maxQuantity > 0 || product.virtual}
        />
      )}
      <JsonLdScript data={jsonLd} />
    </article>
  );
}
