import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { formatDate } from "../lib/format";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const customer = await services.accounts.requireCustomer(request, context);
  return json({
    number: await services.accounts.loyaltyNumber(customer),
    holder: [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email,
    since: customer.createdAt,
    title: await pageTitle(market, "loyalty.title"),
    links: services.links(url, market, () => ROUTES.account.loyaltyCard, { noindex: true }),
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function LoyaltyCardPage() {
  const { number, holder, since } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <>
      <h1>{t("loyalty.heading")}</h1>
      <p>{t("loyalty.text")}</p>
      {!number && (
        <p className="notice notice--error" role="alert">
          {t("errors.problem")}
        </p>
      )}
      <dl className="loyalty-card">
        {number && (
          <>
            <dt>{t("loyalty.number")}</dt>
            <dd className="loyalty-card__number">{number.replace(/(\d{4})(?=\d)/g, "$1 ")}</dd>
          </>
        )}
        <dt>{t("loyalty.holder")}</dt>
        <dd>{holder}</dd>
        <dt>{t("loyalty.since")}</dt>
        <dd>{formatDate(since)}</dd>
      </dl>
    </>
  );
}
