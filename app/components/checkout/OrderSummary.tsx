import { useTranslation } from "react-i18next";
import type { CartView } from "../../../server/cart";
import type { Summary } from "../../../server/cart/summary";
import { usePrices } from "../../lib/prices";
import { MoneySummary, PriceBasis, useNetLines } from "../cart/MoneySummary";

/**
 * The cart as the payment step sums it up: its lines (before cart discounts), then the money summary
 * that they, the discounts, fees and shipping add up to.
 */
export function OrderSummary({ cart, extraFee }: { cart: CartView; extraFee?: Summary["fees"][number] }) {
  const { t: tc } = useTranslation("checkout");
  const prices = usePrices();
  const money = (amount: number) => prices.format(amount, cart.currency);
  const netOf = useNetLines(cart);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{tc("summary.title")}</h2>
      <PriceBasis summary={cart} />
      <ul className="order-summary__lines">
        {cart.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>{" "}
            <span data-testid="order-line">{money(netOf(line.id)?.total ?? line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <MoneySummary summary={cart} testId="order" extraFee={extraFee} />
    </section>
  );
}
