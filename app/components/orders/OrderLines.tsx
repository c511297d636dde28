import { useTranslation } from "react-i18next";
import { Link } from "../../lib/link";
import { reviewFormOf } from "../../lib/my-orders";

export interface OrderLineView {
  id: string;
  name: string;
  quantity: number;
  /** Unit and line price, formatted (before cart discounts, as the order summary's subtotal). */
  unit: string;
  total: string;
  /** The product's page; null when the product is no longer sold. */
  href: string | null;
}

/**
 * An order's lines in my orders (issue 17.2): product, quantity, unit and line price, and for a
 * product still sold a link to its review form (issue 17.3), so a buyer can review what they bought.
 */
export function OrderLines({ lines }: { lines: OrderLineView[] }) {
  const { t } = useTranslation("orders");
  return (
    <table className="order-lines">
      <caption className="visually-hidden">{t("detail.lines")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("fields.product")}</th>
          <th scope="col">{t("fields.quantity")}</th>
          <th scope="col">{t("fields.unitPrice")}</th>
          <th scope="col">{t("fields.linePrice")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("fields.review")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} data-testid="order-line">
            <th scope="row">{line.href ? <Link to={line.href}>{line.name}</Link> : line.name}</th>
            <td>{line.quantity}</td>
            <td>{line.unit}</td>
            <td data-testid="order-line-total">{line.total}</td>
            <td>
              {line.href && (
                <Link to={reviewFormOf(line.href)} aria-label={t("detail.reviewOf", { name: line.name })}>
                  {t("detail.review")}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
