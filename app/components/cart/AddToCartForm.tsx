import { useTranslation } from "react-i18next";
import type { GuaranteeOffer } from "../../../server/catalog/guarantee";
import { usePrices } from "../../lib/prices";
import { useLocalePath } from "../../lib/root-data";
import { CsrfField } from "../forms/CsrfField";
import { QuantitySelector } from "./QuantitySelector";

/** The fields every add-to-cart form posts (SPEC §4 "Adding an item"): token, intent and SKU. */
export function AddToCartFormFields({ sku }: { sku: string }) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={sku} />
    </>
  );
}

/** SPEC §5: 'Add to cart' while something can be added, else a disabled out-of-stock button. */
export function AddToCartButton({
  available,
  label,
  form,
}: {
  available: boolean;
  /** An accessible name naming the product, where several buttons share a page. */
  label?: string;
  /** The id of the form it submits, when it sits outside it (the floating bar). */
  form?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <button
      type="submit"
      className="button button--primary add-to-cart"
      disabled={!available}
      {...(form ? { form } : {})}
      {...(label && available ? { "aria-label": label } : {})}
    >
      {available ? t("cart.add") : t("cart.outOfStock")}
    </button>
  );
}

/**
 * The product page's add-to-cart form: quantity (SPEC §4, §5) and, where offered, the extra guarantee
 * (SPEC §5) as a choice in the form, so it works as a plain post. The cart route's action adds both.
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
  const path = useLocalePath();
  const prices = usePrices();
  const available = maxQuantity > 0 || virtual;
  return (
    <form id={id} method="post" action={path("/checkout/cart")} className="add-to-cart-form">
      <AddToCartFormFields sku={sku} />
      {available && <QuantitySelector max={maxQuantity} />}
      {available && guarantees.length > 0 && (
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
      <AddToCartButton available={available} />
    </form>
  );
}
