import type { MetaFunction } from "@remix-run/react";
import { json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account", "orders"] };

/**
 * SPEC §2 account menu "my orders (external, token)", §7 getUrlWithToken: the signed-in customer
 * (guard 2, as every account page) is sent with a 303 to the URL the my-orders port hands out for
 * them: the self-service site's tokenised URL, or the shop's own pages with a fresh signed token.
 * The answer is the customer's alone and carries a token: never stored. When the service has no
 * answer, the page says so (503) instead of an error page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const customer = await services.accounts.requireCustomer(request, context);
  const link = await services.orders.linkFor({ id: customer.id, email: customer.email }, market);
  if (link) throw redirect(link, { status: 303, headers: { "Cache-Control": "no-store" } });
  return json(
    {
      title: await pageTitle(market, "unavailable.heading", "orders"),
      links: services.links(new URL(request.url), market, () => ROUTES.account.orders, { noindex: true }),
    },
    { status: 503, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function MyOrdersUnavailable() {
  const { t } = useTranslation("orders");
  return (
    <>
      <h1>{t("unavailable.heading")}</h1>
      <p role="alert">{t("unavailable.text")}</p>
    </>
  );
}
