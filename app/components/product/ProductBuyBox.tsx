import { useTranslation } from "react-i18next";
import { TierNotes as ServerTierNotes } from "~/lib/routes.server";
import { isProductSku } from "../../../config";
import type { ProductView } from "../../../server/catalog/product-view";
import type { PersonalDiscountView } from "../../../server/tiers";
import { formatDate } from "../../lib/format";
import { dateTimeFormat } from "../../lib/intl";
import { island } from "../../lib/island";
import { usePrices } from "../../lib/prices";
import { AddToCartForm } from "../cart/AddToCartForm";
import { OrderByContact } from "../cart/OrderByContact";
import { ProductGooglePay } from "../express/ProductGooglePay";
import { ProductContactLinks } from "./ProductContactLinks";
import { ProductPrice } from "./ProductPrice";
import { VolumeDiscounts } from "./VolumeDiscounts";

/** A group price's or personal discount's note: only signed-in tier customers get it (decision 0062). */
const TierNotes = island("tier-notes", ServerTierNotes, () =>
  import("../tiers/TierNotes").then((module) => module.TierNotes),
);

/** The buy box's id: the floating buy bar appears once it has scrolled away. */
export const BUY_BOX = "buy-box";
/** The add-to-cart form's id: the floating buy bar submits it. */
export const ADD_FORM = "add-to-cart";

/** Stock (live), when it can be bought again, delivery date, B-ware and energy label. */
function ProductAvailability({ product, available }: { product: ProductView; available: number }) {
  const { t } = useTranslation("product");
  const { locale } = usePrices();
  const { lowFrom } = product.stock;
  return (
    <>
      <p className={available > 0 ? "stock stock--in" : "stock stock--out"}>
        {available <= 0
          ? t("stock.out")
          : available <= lowFrom
            ? t("stock.low", { count: available })
            : t("stock.in")}
      </p>
      {product.buyInMonth && (
        <p className="product__restock">
          {t("stock.buyIn", {
            month: dateTimeFormat(locale, {
              month: "long",
              year: "numeric",
              timeZone: "UTC",
            }).format(new Date(`${product.buyInMonth}-01T00:00:00Z`)),
          })}
        </p>
      )}
      {product.deliveryBy && (
        <p className="product__delivery">
          <strong>{t("delivery", { date: formatDate(product.deliveryBy) })}</strong>
          <br />
          <small>{t("deliveryNote")}</small>
        </p>
      )}
      {product.isBware && <p className="product__bware">{t("bware")}</p>}
      {product.energy && (
        <p className="product__energy">
          {product.energy.label && <img src={product.energy.label} alt="" width={32} height={32} />}{" "}
          {t("energyClass", { class: product.energy.class })}
          {product.energy.fiche && (
            <>
              {" · "}
              <a href={product.energy.fiche}>{t("energyFiche")}</a>
            </>
          )}
        </p>
      )}
    </>
  );
}

/**
 * The buy box beside the gallery: name, brand and number, price, availability and, for a product
 * with a price, the add-to-cart form and volume discounts. `available` is the live stock and
 * `maxQuantity` what may still be added (SPEC §5, §7).
 */
export function ProductBuyBox({
  product,
  available,
  maxQuantity,
  personalDiscount = null,
}: {
  product: ProductView;
  available: number;
  maxQuantity: number;
  personalDiscount?: PersonalDiscountView | null;
}) {
  const { t } = useTranslation("product");
  return (
    <div className="product__buy" id={BUY_BOX}>
      <h1 id="product-name">{product.name}</h1>
      <dl className="product__facts">
        <dt>{t("brand")}</dt>
        <dd>{product.brand}</dd>
        <dt>{t("productNumber")}</dt>
        <dd>{product.sku}</dd>
      </dl>
      {product.price ? <ProductPrice price={product.price} /> : <p>{t("price.unavailable")}</p>}
      {product.price && (
        <TierNotes
          present={Boolean(product.price.group || personalDiscount)}
          price={product.price}
          personalDiscount={personalDiscount}
        />
      )}
      <ProductAvailability product={product} available={available} />
      {product.price && (
        <>
          {/* Before a cart is built: where there is no checkout, how to order instead (SPEC §6). */}
          <OrderByContact />
          <AddToCartForm
            id={ADD_FORM}
            sku={product.sku}
            maxQuantity={maxQuantity}
            virtual={product.virtual}
            guarantees={product.guarantees}
            currency={product.price.currency}
          />
          {/* SPEC §1, §5: Google Pay express with JavaScript; it adds the product to the cart first. */}
          {available > 0 && <ProductGooglePay addForm={ADD_FORM} />}
          <VolumeDiscounts tiers={product.volumeDiscounts} currency={product.price.currency} />
        </>
      )}
      {isProductSku(product.sku) && <ProductContactLinks sku={product.sku} />}
    </div>
  );
}
