import { useTranslation } from "react-i18next";
import type { GuaranteeOffer } from "../../../server/catalog/guarantee";
import { useHydrated } from "../../lib/hydrated";
import { usePrices } from "../../lib/prices";
import { CartForm } from "./CartForm";
import { QuantitySelector } from "./QuantitySelector";

/** SPEC §5: 'Add to cart' while something can be added, else a disabled out-of-stock button. */
export function AddToCartButton({
  available,
  label,
  form,
  busy = false,
}: {
  available: boolean;
  /** An accessible name naming the product, where several buttons share a page. */
  label?: string;
  /** The id of the form it submits, when it sits outside it (the floating bar). */
  form?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <button
      type="submit"
      className="button button--primary add-to-cart"
      disabled={!available || busy}
      {...(form ? { form } : {})}
      {...(label && available ? { "aria-label": label } : {})}
    >
      {available ? t("cart.add") : t("cart.outOfStock")}
    </button>
  );
}

/**
 * A listing card's one-piece add (SPEC §4 "Adding an item"): one unit of the SKU; in a recommendation
 * block, with the list's id for the cart-update tracking call (decision 0066).
 */
export function QuickAddForm({
  sku,
  available,
  label,
  recommendationId,
}: {
  sku: string;
  available: boolean;
  label: string;
  recommendationId?: string;
}) {
  return (
    <CartForm intent="add" className="product-card__add">
      {({ submitting }) => (
        <>
          <input type="hidden" name="sku" value={sku} />
          <input type="hidden" name="quantity" value="1" />
          {recommendationId && <input type="hidden" name="recommendationId" value={recommendationId} />}
          <AddToCartButton available={available} label={label} busy={submitting} />
        </>
      )}
    </CartForm>
  );
}

/**
 * The product page's add-to-cart form: quantity (SPEC §4, §5) and, without JavaScript, the extra
 * guarantee (SPEC §5) as a choice in the form, so it works as a plain post. With JavaScript the
 * extra-guarantee sidebar offers it after the add instead (SPEC §4 "Sidebars").
 */
export function AddToCartForm({
  id,
  sku,
  maxQuantity,
  virtual,
  guarantees,
  currency,
}: {
  id: string;
  sku: string;
  maxQuantity: number;
  virtual: boolean;
  guarantees: GuaranteeOffer[];
  currency: string;
}) {
  const { t } = useTranslation("product");
  const prices = usePrices();
  const hydrated = useHydrated();
  const available = maxQuantity > 0 || virtual;
  return (
    <CartForm intent="add" id={id} className="add-to-cart-form">
      {({ submitting }) => (
        <>
          <input type="hidden" name="sku" value={sku} />
          {available && <QuantitySelector max={maxQuantity} />}
          {available && !hydrated && guarantees.length > 0 && (
            <fieldset className="guarantee-offer">
              <legend>{t("guarantee.legend")}</legend>
              <label>
                <input type="radio" name="guarantee" value="" defaultChecked /> {t("guarantee.none")}
              </label>
              {guarantees.map((offer) => (
                <label key={offer.sku}>
                  <input type="radio" name="guarantee" value={offer.sku} />{" "}
                  {t("guarantee.option", {
                    name: offer.name,
                    price: prices.format(prices.shown(offer.price, currency), currency),
                  })}
                </label>
              ))}
            </fieldset>
          )}
          <AddToCartButton available={available} busy={submitting} />
        </>
      )}
    </CartForm>
  );
}
