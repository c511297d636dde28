import { useTranslation } from "react-i18next";
import { FIELD_RULES } from "../../../config";
import type { CartView } from "../../../server/cart";
import type { CartFieldErrors } from "../../lib/cart-ui";
import { CartForm } from "./CartForm";

/** The cart's discount codes with their states and remove buttons, and the form that applies one. */
export function Coupons({
  cart,
  errors,
  values,
}: {
  cart: CartView;
  errors: CartFieldErrors;
  values: Record<string, string>;
}) {
  const { t } = useTranslation("cart");
  return (
    <section className="cart__coupons" aria-labelledby="coupon-heading">
      <h2 id="coupon-heading" className="visually-hidden">
        {t("coupon.applied")}
      </h2>
      {cart.coupons.length > 0 && (
        <ul className="cart__coupon-list">
          {cart.coupons.map((coupon) => (
            <li key={coupon.code} data-state={coupon.state}>
              <span className="coupon-code">{coupon.code}</span>{" "}
              <span className="coupon-state">{t(`coupon.state.${coupon.state}`)}</span>
              <CartForm intent="removeCoupon" className="inline-form">
                {({ submitting }) => (
                  <>
                    <input type="hidden" name="code" value={coupon.code} />
                    <button type="submit" className="button button--link" disabled={submitting}>
                      {t("coupon.remove", { code: coupon.code })}
                    </button>
                  </>
                )}
              </CartForm>
            </li>
          ))}
        </ul>
      )}
      <CartForm
        intent="coupon"
        className="coupon-form"
        pageErrors={values.intent === "coupon" ? errors : undefined}
        shows={["code"]}
      >
        {({ error, submitting }) => {
          const message = error("code");
          return (
            <>
              <label htmlFor="coupon-code">{t("coupon.label")}</label>
              <input
                id="coupon-code"
                name="code"
                autoComplete="off"
                maxLength={FIELD_RULES.couponMaxLength}
                defaultValue={values.intent === "coupon" ? values.code : ""}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? "coupon-error" : undefined}
              />
              <button type="submit" className="button" disabled={submitting}>
                {t("coupon.apply")}
              </button>
              {message && (
                <p id="coupon-error" className="field-error" role="alert">
                  {message}
                </p>
              )}
            </>
          );
        }}
      </CartForm>
    </section>
  );
}
