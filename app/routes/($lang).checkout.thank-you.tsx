import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { orderPlaced, pageTitle, receiptView } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { AddressLines } from "../components/account/AddressLines";
import { MoneySummary, PriceBasis, useNetLines } from "../components/cart/MoneySummary";
import { CheckoutSteps } from "../components/checkout/CheckoutSteps";
import { PaymentDetails } from "../components/checkout/PaymentDetails";
import { ParcelTracking, SurveyOptIn } from "../components/widgets/OrderWidgets";
import { Link } from "../lib/link";
import { usePrices } from "../lib/prices";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";

// SPEC §2: no cart icon on the thank-you page.
export const handle = { i18n: ["common", "checkout"], hideCartIcon: true, hideMenu: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const orderId = (url.searchParams.get("order") ?? "").slice(0, 64);
  const customer = await services.accounts.fromRequest(request, context);
  const receipt = orderId ? await services.checkout.receipt(request, market, orderId, customer?.id) : null;
  // Only the browser that placed the order (or its customer) sees it; anyone else: no such page.
  if (!receipt) throw new Response("Not Found", { status: 404 });
  const view = receiptView(market, receipt);
  // Issue 23: purchase for the data layer (analytics consent), with the total the page shows, once
  // per order: a reload of this page does not count the sale again (decision 0059).
  const purchase = await orderPlaced(request, receipt.order, market.language, view.total);
  return json(
    {
      title: await pageTitle(market, "title.thankYou", "checkout"),
      ...view,
      dataLayer: purchase.dataLayer,
      links: services.links(url, market, () => ROUTES.checkout.thankYou, { noindex: true }),
    },
    { headers: purchase.headers },
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ThankYouPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const prices = usePrices();
  const path = useLocalePath();
  const money = (amount: number) => prices.format(amount, data.currency);
  const netOf = useNetLines(data.summary);
  return (
    <div className="checkout-page checkout-page--thank-you">
      <CheckoutSteps current="thankYou" />
      <h1>{t("thankYou.heading")}</h1>
      <p role="status">{t("thankYou.placed", { number: data.number, email: data.email })}</p>
      <section aria-labelledby="payment-title">
        <h2 id="payment-title">{t("thankYou.payment")}</h2>
        <p data-testid="payment-status">
          {data.kind === "cod"
            ? t("thankYou.cod", { amount: money(data.total) })
            : data.paid
              ? t("thankYou.paid", { amount: money(data.total) })
              : t("thankYou.inProgress", { amount: money(data.total) })}
        </p>
        <PaymentDetails
          bank={data.bank}
          voucher={data.voucher}
          number={data.number}
          amount={money(data.total)}
        />
      </section>
      <section aria-labelledby="order-title">
        <h2 id="order-title">{t("thankYou.order")}</h2>
        <PriceBasis summary={data.summary} />
        <ul className="order-summary__lines">
          {data.lines.map((line) => (
            <li key={line.id}>
              <span>
                {line.quantity} × {line.name}
              </span>{" "}
              <span data-testid="order-line">{money(netOf(line.id)?.total ?? line.total)}</span>
            </li>
          ))}
        </ul>
        <MoneySummary summary={data.summary} testId="order" />
        <h3>{t("addresses.billing")}</h3>
        <AddressLines address={data.billing} />
        <h3>{t("addresses.shippingAddress")}</h3>
        <AddressLines address={data.shipping} />
      </section>
      {/* Issue 23 item 7: only when configured and consented to (decision 0063). */}
      <ParcelTracking orderNumber={data.number} />
      <SurveyOptIn order={{ number: data.number, email: data.email, country: data.shipping.country }} />
      <Link to={path("/")} className="button">
        {t("thankYou.continue")}
      </Link>
    </div>
  );
}
