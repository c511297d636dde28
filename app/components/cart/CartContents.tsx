import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FIELD_RULES, isSwitchOn, possibleQuantity, ROUTES } from "../../../config";
import type { CartField, CartLineView, CartView } from "../../../server/cart";
import { usePrices } from "../../lib/prices";
import { useCountry, useLocalePath } from "../../lib/root-data";
import { CartForm } from "./CartForm";
import { useLiveStock } from "./LiveCart";
import { MoneySummary, PriceBasis, useNetLines } from "./MoneySummary";
import { OrderByContact } from "./OrderByContact";

type FieldErrors = Partial<Record<CartField, string>>;

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
  errors?: FieldErrors;
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

function CartLine({
  line,
  cart,
  errors,
  values,
}: {
  line: CartLineView;
  cart: CartView;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  const { t } = useTranslation(["cart", "product"]);
  const path = useLocalePath();
  const prices = usePrices();
  const money = (amount: number) => prices.format(amount, cart.currency);
  // On the summary's basis (net for company buyers): the lines add up to its subtotal either way.
  const net = useNetLines(cart)(line.id);
  const regularUnit = net ? net.regularUnit : line.regularUnitPrice;
  const stock = useLiveStock(line.sku, line.stock);
  // SPEC §5: the lower of stock and the cap (a live stock change moves it), never below what is there.
  const max = Math.max(line.quantity, possibleQuantity({ stock }));
  const id = `line-${line.id}`;
  return (
    <li className="cart-line" id={id} data-sku={line.sku}>
      {line.image && (
        <img src={line.image} alt="" width={80} height={80} loading="lazy" className="cart-line__image" />
      )}
      <div className="cart-line__info">
        <p className="cart-line__name">
          {line.href ? <Link to={path(line.href)}>{line.name}</Link> : line.name}
          {line.gift && <span className="badge">{t("gift")}</span>}
        </p>
        <p className="cart-line__sku">
          {line.guaranteeFor
            ? t("guarantee.for", { sku: line.guaranteeFor })
            : t("productNumber", { sku: line.sku })}
        </p>
        {!line.guaranteeFor && !line.gift && (
          <p className={stock > 0 ? "stock stock--in" : "stock stock--out"} data-testid="line-stock">
            {stock > 0 ? t("stock.in", { ns: "product" }) : t("stock.out", { ns: "product" })}
          </p>
        )}
        {line.volume && (
          <p className="cart-line__volume">
            {line.volume.percent !== undefined && (
              <span>{t("volume.reached", { percent: line.volume.percent })}</span>
            )}
            {line.volume.next && (
              <span>
                {" "}
                {t("volume.next", { count: line.volume.next.missing, percent: line.volume.next.percent })}
              </span>
            )}
          </p>
        )}
      </div>
      <p className="cart-line__unit">
        <span className="visually-hidden">{t("unitPrice")}</span>
        {regularUnit !== undefined && (
          <s className="cart-line__regular">
            <span className="visually-hidden">{t("regularPrice")}</span>
            {money(regularUnit)}
          </s>
        )}
        <span data-testid="line-unit">{money(net?.unit ?? line.unitPrice)}</span>
      </p>
      {line.guaranteeFor || line.gift ? (
        <p className="cart-line__quantity">{`${line.quantity} ×`}</p>
      ) : (
        <CartForm intent="quantity" className="cart-line__quantity" pageErrors={errors} shows={["quantity"]}>
          {({ error, submitting }) => {
            const message = error("quantity");
            return (
              <>
                <input type="hidden" name="lineId" value={line.id} />
                <label htmlFor={`${id}-quantity`} className="visually-hidden">
                  {t("quantityOf", { name: line.name })}
                </label>
                <input
                  id={`${id}-quantity`}
                  type="number"
                  name="quantity"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  defaultValue={
                    values.lineId === line.id && values.quantity !== undefined
                      ? values.quantity
                      : line.quantity
                  }
                  key={line.quantity}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                />
                <button type="submit" className="button" disabled={submitting}>
                  {t("update")}
                </button>
                {message && (
                  <p id={`${id}-error`} className="field-error">
                    {message}
                  </p>
                )}
              </>
            );
          }}
        </CartForm>
      )}
      <p className="cart-line__total" data-testid="line-total">
        {money(net?.total ?? line.lineTotal)}
      </p>
      {!line.gift && (
        <CartForm intent="remove" className="cart-line__remove">
          {({ submitting }) => (
            <>
              <input type="hidden" name="lineId" value={line.id} />
              <button
                type="submit"
                className="button button--link"
                disabled={submitting}
                aria-label={t("removeItem", { name: line.name })}
              >
                {t("remove")}
              </button>
            </>
          )}
        </CartForm>
      )}
      {line.guaranteeOffers.length > 0 && (
        <CartForm intent="guarantee" className="cart-line__guarantee" shows={["guarantee"]}>
          {({ submitting, error }) => (
            <fieldset>
              <legend>{t("guarantee.legend", { name: line.name })}</legend>
              <input type="hidden" name="lineId" value={line.id} />
              {line.guaranteeOffers.map((offer, index) => (
                <label key={offer.sku}>
                  <input type="radio" name="guarantee" value={offer.sku} defaultChecked={index === 0} />{" "}
                  {t("guarantee.offer", {
                    name: offer.name,
                    price: money(prices.shown(offer.price, cart.currency)),
                  })}
                </label>
              ))}
              <button type="submit" className="button" disabled={submitting}>
                {t("guarantee.add")}
              </button>
              {error("guarantee") && <p className="field-error">{error("guarantee")}</p>}
            </fieldset>
          )}
        </CartForm>
      )}
    </li>
  );
}

function Coupons({
  cart,
  errors,
  values,
}: {
  cart: CartView;
  errors: FieldErrors;
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
