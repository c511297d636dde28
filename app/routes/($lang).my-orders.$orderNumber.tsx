import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { PRIVATE_HEADERS, pageTitle, receiptView, tokenCustomer } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { AddressLines } from "../components/account/AddressLines";
import { MoneySummary, PriceBasis, useNetLines } from "../components/cart/MoneySummary";
import { PaymentDetails } from "../components/checkout/PaymentDetails";
import { OrderLines } from "../components/orders/OrderLines";
import { OrderStates } from "../components/orders/OrderStates";
import { MyOrdersErrorBoundary } from "../components/orders/TokenProblem";
import { formatDate } from "../lib/format";
import { Link } from "../lib/link";
import { myOrdersPath } from "../lib/my-orders";
import { usePrices } from "../lib/prices";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "orders", "checkout", "cart"] };

/** The token is in the URL: no cache keeps these pages and they send no Referer (issue 17.2). */
export const headers = () => PRIVATE_HEADERS;

/** Order numbers as the platform writes them; anything else is no order (and costs no platform read). */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

/**
 * One order of the token's customer (issue 17.2): lines with quantity, unit and line price, the
 * money with VAT, addresses, payment method with bank or Multibanco details while unpaid, and the
 * SPEC §4 states. An order of another customer is a 404, the same as an order that does not exist.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const { customerId, token } = await tokenCustomer(context, url);
  const orderNumber = params.orderNumber ?? "";
  const found = ORDER_NUMBER.test(orderNumber)
    ? await services.orders.detail(customerId, orderNumber, market)
    : null;
  if (!found) throw new Response("Not Found", { status: 404, headers: PRIVATE_HEADERS });
  const view = receiptView(market, found.receipt);
  return json(
    {
      ...view,
      createdAt: found.row.createdAt,
      states: {
        orderState: found.row.orderState,
        paymentState: found.row.paymentState,
        shipmentState: found.row.shipmentState,
      },
      productLinks: found.productLinks,
      token,
      title: await pageTitle(market, "detail.title", "orders"),
      links: services.links(url, market, () => `${ROUTES.myOrders}${orderNumber}/`, { noindex: true }),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args),
  { name: "referrer", content: "no-referrer" },
];

export const ErrorBoundary = MyOrdersErrorBoundary;

export default function MyOrderPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const { t: tc } = useTranslation("checkout");
  const prices = usePrices();
  const path = useLocalePath();
  const money = (amount: number) => prices.format(amount, data.currency);
  const netOf = useNetLines(data.summary);
  return (
    <div className="account-page my-order">
      <p>
        <Link to={path(myOrdersPath(data.token))}>{t("detail.back")}</Link>
      </p>
      <h1>{t("detail.heading", { number: data.number })}</h1>
      <p>{t("detail.placedOn", { date: formatDate(data.createdAt) })}</p>
      <section aria-labelledby="order-states">
        <h2 id="order-states">{t("detail.states")}</h2>
        <OrderStates states={data.states} />
      </section>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t("detail.lines")}</h2>
        <PriceBasis summary={data.summary} />
        <OrderLines
          lines={data.lines.map((line) => ({
            ...line,
            unit: money(netOf(line.id)?.unit ?? line.unit),
            total: money(netOf(line.id)?.total ?? line.total),
            href: data.productLinks[line.id] ?? null,
          }))}
        />
        <MoneySummary summary={data.summary} testId="order" />
      </section>
      <section aria-labelledby="order-payment">
        <h2 id="order-payment">{t("detail.payment")}</h2>
        <p>
          {t("fields.paymentMethod")}:{" "}
          <span data-testid="payment-method">{tc(`payment.kind.${data.kind}`)}</span>
        </p>
        {!data.paid && (
          <PaymentDetails
            bank={data.bank}
            voucher={data.voucher}
            number={data.number}
            amount={money(data.total)}
          />
        )}
      </section>
      <section aria-labelledby="order-addresses">
        <h2 id="order-addresses">{t("detail.addresses")}</h2>
        <h3>{tc("addresses.billing")}</h3>
        <AddressLines address={data.billing} />
        <h3>{tc("addresses.shippingAddress")}</h3>
        <AddressLines address={data.shipping} />
      </section>
    </div>
  );
}
