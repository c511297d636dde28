import { useTranslation } from "react-i18next";
import { isSwitchOn, ROUTES, toMinor } from "../../../config";
import type { CartLineView, CartView } from "../../../server/cart";
import type { CartFieldErrors } from "../../lib/cart-ui";
import { Link } from "../../lib/link";
import { useCountry, useLocalePath } from "../../lib/root-data";
import { GooglePayExpress } from "../express/GooglePayExpress";
import { CartForm } from "./CartForm";
import { CartLine } from "./CartLine";
import { Coupons } from "./Coupons";
import { MoneySummary, PriceBasis } from "./MoneySummary";
import { OrderByContact } from "./OrderByContact";

/**
 * The cart as SPEC §2/§4 shows it on the cart page and in the cart sidebar: lines (image, name,
 * product number, unit and line price, quantity form, remove), extra guarantees, volume discounts
 * with the next threshold, the coupon form, and subtotal, shipping ('Free' when zero, and what is
 * missing for free shipping), VAT and total. Every control is a form that works without JavaScript.
 */
export function CartContents({
  cart,
  compact = false,
  errors = {},
  values = {},
}: {
  cart: CartView | null;
  /** The sidebar's version: the same content without the empty-cart form. */
  compact?: boolean;
  /** The page's own failed post (no JavaScript): messages by field and what was typed. */
  errors?: CartFieldErrors;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation("cart");
  const path = useLocalePath();
  const country = useCountry();
  // Errors of a plain post that no form below shows: the add from a product page, a failed change.
  const general =
    errors.intent ??
    errors.lineId ??
    (values.intent === "add" ? (errors.sku ?? errors.quantity ?? errors.guarantee) : undefined);
  const alert = general && (
    <p
      className="notice notice--error"
      role="alert"
      id={general === "errors.addingProblem" ? "cart-adding-problem" : undefined}
    >
      {t(general)}
    </p>
  );
  if (!cart || cart.lines.length === 0) {
    return (
      <div className="cart-empty">
        {alert}
        <p>{t("empty")}</p>
        <Link to={path("/")} className="button">
          {t("continueShopping")}
        </Link>
      </div>
    );
  }
  const lineError = (line: CartLineView) => (values.lineId === line.id ? errors : {});
  return (
    <div className="cart">
      {alert}
      <PriceBasis summary={cart} />
      <ul className="cart__lines">
        {cart.lines.map((line) => (
          <CartLine key={line.id} line={line} cart={cart} errors={lineError(line)} values={values} />
        ))}
      </ul>
      {cart.discountConflict && (
        <p className="notice notice--warning" id="discount-conflict">
          {t("volume.conflict")}
        </p>
      )}
      <Coupons cart={cart} errors={errors} values={values} />
      <MoneySummary summary={cart} testId="cart" showMissingForFree />
      {/* SPEC §6: some countries have no checkout; their carts are ordered from customer care. */}
      {isSwitchOn("checkoutDisabled", country) ? (
        <OrderByContact cart={cart} heading={compact ? "h3" : "h2"} />
      ) : (
        <Link to={path(ROUTES.checkout.addresses)} className="button button--primary cart__checkout">
          {t("checkout")}
        </Link>
      )}
      {/* SPEC §1, §5: Google Pay express, with JavaScript, on the cart page (not in the sidebar); not
          for a net (reverse-charge) cart, whose validated billing address the wallet's would replace. */}
      {!compact && !cart.vat?.reverseCharge && (
        <GooglePayExpress
          page="cart"
          total={{ value: toMinor(cart.total, cart.currency), currency: cart.currency }}
        />
      )}
      {!compact && (
        <CartForm intent="clear" className="cart__clear">
          {({ submitting }) => (
            <button type="submit" className="button button--link" disabled={submitting}>
              {t("clear")}
            </button>
          )}
        </CartForm>
      )}
    </div>
  );
}
