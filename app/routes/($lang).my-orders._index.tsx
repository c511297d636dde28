import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { PRIVATE_HEADERS, pageTitle, shownNumber, tokenCustomer } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { useStateNames } from "../components/orders/OrderStates";
import { MyOrdersErrorBoundary } from "../components/orders/TokenProblem";
import { formatDate } from "../lib/format";
import { Link } from "../lib/link";
import { myOrderPath } from "../lib/my-orders";
import { usePrices } from "../lib/prices";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "orders"] };

/** The token is in the URL: no cache keeps these pages and they send no Referer (issue 17.2). */
export const headers = () => PRIVATE_HEADERS;

/**
 * The embedded my-orders list (SPEC §2 "my orders", issue 17.2): the orders of the customer the
 * token names, in this shop's store, newest first: number, date, order and payment state, total.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const { customerId, token } = await tokenCustomer(context, url);
  const orders = await services.orders.list(customerId, market);
  return json(
    {
      orders: orders.map((order) => ({ ...order, shown: shownNumber(order.number, market) })),
      token,
      title: await pageTitle(market, "list.title", "orders"),
      links: services.links(url, market, () => ROUTES.myOrders, { noindex: true }),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args),
  { name: "referrer", content: "no-referrer" },
];

export const ErrorBoundary = MyOrdersErrorBoundary;

export default function MyOrdersPage() {
  const { orders, token } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const prices = usePrices();
  const path = useLocalePath();
  const names = useStateNames();
  return (
    <div className="account-page my-orders">
      <h1>{t("list.heading")}</h1>
      {orders.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <table className="my-orders__table">
          <caption>{t("list.caption", { count: orders.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("fields.number")}</th>
              <th scope="col">{t("fields.date")}</th>
              <th scope="col">{t("fields.orderState")}</th>
              <th scope="col">{t("fields.paymentState")}</th>
              <th scope="col">{t("fields.total")}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number} data-testid="my-order">
                <th scope="row">
                  <Link
                    to={path(myOrderPath(order.number, token))}
                    aria-label={t("list.open", { number: order.shown })}
                  >
                    {order.shown}
                  </Link>
                </th>
                <td>{formatDate(order.createdAt)}</td>
                <td>{names.order(order.orderState)}</td>
                <td>{names.payment(order.paymentState)}</td>
                <td data-testid="my-order-total">{prices.format(order.total, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
