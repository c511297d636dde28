import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { PAYMENT_ERROR_CODES, type PaymentErrorCode, ROUTES } from "../../config";
import { Link } from "../lib/link";
import { RELEASED_PARAM } from "../lib/notice";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "checkout"] };

/** SPEC §8: the payment errors route here with their code; an unknown code reads as a payment error. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const asked = url.searchParams.get("code");
  const code: PaymentErrorCode = PAYMENT_ERROR_CODES.find((c) => c === asked) ?? "payment-error";
  return json({
    code,
    released: url.searchParams.get(RELEASED_PARAM) === "1",
    title: await pageTitle(market, "title.paymentError", "checkout"),
    links: services.links(url, market, () => ROUTES.paymentError, { noindex: true }),
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function PaymentErrorPage() {
  const { code, released } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const path = useLocalePath();
  return (
    <div className="checkout-page">
      <h1>{t("paymentError.heading")}</h1>
      <p role="alert">{t(`paymentError.${code}`)}</p>
      {released && <p>{t("payment.released")}</p>}
      <p>
        <Link to={path(ROUTES.checkout.payment)} className="button button--primary">
          {t("paymentError.retry")}
        </Link>{" "}
        <Link to={path(ROUTES.checkout.cart)}>{t("paymentError.cart")}</Link>
      </p>
    </div>
  );
}
