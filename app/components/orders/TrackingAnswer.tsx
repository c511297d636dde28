import { useTranslation } from "react-i18next";
import type { OrderRow } from "../../../server/orders";
import { formatDate } from "../../lib/format";
import { usePrices } from "../../lib/prices";
import { OrderStates } from "./OrderStates";

/**
 * The order-tracking answer for a matching number and e-mail (issue 17.2): what the order
 * confirmation mail already told that address, with today's states; no addresses, names or lines.
 */
export function TrackingAnswer({ order }: { order: OrderRow & { shown: string } }) {
  const { t } = useTranslation("orders");
  const prices = usePrices();
  return (
    <section aria-labelledby="tracking-answer" className="tracking-answer" role="status">
      <h2 id="tracking-answer">{t("tracking.answer", { number: order.shown })}</h2>
      <p>{t("detail.placedOn", { date: formatDate(order.createdAt) })}</p>
      <OrderStates states={order} />
      <p>
        {t("fields.total")}:{" "}
        <span data-testid="tracking-total">{prices.format(order.total, order.currency)}</span>
      </p>
    </section>
  );
}
