import { useTranslation } from "react-i18next";
import { possibleQuantity } from "../../../config";
import type { CartLineView, CartView } from "../../../server/cart";
import type { CartFieldErrors } from "../../lib/cart-ui";
import { Link } from "../../lib/link";
import { usePrices } from "../../lib/prices";
import { useLocalePath } from "../../lib/root-data";
import { CartForm } from "./CartForm";
import { useLiveStock } from "./LiveCart";
import { useNetLines } from "./MoneySummary";

/**
 * One line of the cart (SPEC §2/§4): image, name, product number, stock, volume discount, unit and
 * line price, the quantity form (a guarantee or a gift only shows its quantity), remove, and the
 * extra-guarantee offers of the line.
 */
export function CartLine({
  line,
  cart,
  errors,
  values,
}: {
  line: CartLineView;
  cart: CartView;
  errors: CartFieldErrors;
  values: Record<string, string>;
}) {
  const { t } = useTranslation(["cart", "product"]);
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
      <LineInfo line={line} stock={stock} />
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
        <LineQuantityForm line={line} id={id} max={max} errors={errors} values={values} />
      )}
      <p className="cart-line__total" data-testid="line-total">
        {money(net?.total ?? line.lineTotal)}
      </p>
      {!line.gift && <LineRemoveForm line={line} />}
      {line.guaranteeOffers.length > 0 && <LineGuaranteeForm line={line} currency={cart.currency} />}
    </li>
  );
}

/** The line's name (linked to its product), its product number or what it guarantees, stock and volume discount. */
function LineInfo({ line, stock }: { line: CartLineView; stock: number }) {
  const { t } = useTranslation(["cart", "product"]);
  const path = useLocalePath();
  return (
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
  );
}

/** The quantity change (0 removes), with what the shopper typed and its message after a failed plain post. */
function LineQuantityForm({
  line,
  id,
  max,
  errors,
  values,
}: {
  line: CartLineView;
  id: string;
  max: number;
  errors: CartFieldErrors;
  values: Record<string, string>;
}) {
  const { t } = useTranslation(["cart", "product"]);
  return (
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
                values.lineId === line.id && values.quantity !== undefined ? values.quantity : line.quantity
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
  );
}

function LineRemoveForm({ line }: { line: CartLineView }) {
  const { t } = useTranslation(["cart", "product"]);
  return (
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
  );
}

/** The line's extra-guarantee offers, the first chosen, at the price the shopper's client type sees. */
function LineGuaranteeForm({ line, currency }: { line: CartLineView; currency: string }) {
  const { t } = useTranslation(["cart", "product"]);
  const prices = usePrices();
  return (
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
                price: prices.format(prices.shown(offer.price, currency), currency),
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
  );
}
