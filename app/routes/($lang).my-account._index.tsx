import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { AddressLines } from "../components/account/AddressLines";
import { Link } from "../lib/link";
import { useLocalePath } from "../lib/root-data";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account", "orders"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const customer = await services.accounts.requireCustomer(request, context);
  return json({
    name: customer.firstName ?? customer.email,
    email: customer.email,
    shipping: services.accounts.addressBook(customer, "shipping").find((a) => a.isDefault)?.address ?? null,
    billing: services.accounts.addressBook(customer, "billing").find((a) => a.isDefault)?.address ?? null,
    title: await pageTitle(market, "overview.title"),
    links: services.links(url, market, () => ROUTES.account.root, { noindex: true }),
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AccountOverview() {
  const { name, email, shipping, billing } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const { t: to } = useTranslation("orders");
  const path = useLocalePath();
  return (
    <>
      <h1>{t("overview.heading", { name })}</h1>
      <p>{email}</p>
      <p>{t("overview.text")}</p>
      <div className="account-cards">
        <section aria-labelledby="default-shipping">
          <h2 id="default-shipping">{t("overview.defaultShipping")}</h2>
          {shipping ? <AddressLines address={shipping} /> : <p>{t("overview.none")}</p>}
          <Link to={path(ROUTES.account.shippingDetails)}>{t("addresses.shippingTitle")}</Link>
        </section>
        <section aria-labelledby="default-billing">
          <h2 id="default-billing">{t("overview.defaultBilling")}</h2>
          {billing ? <AddressLines address={billing} /> : <p>{t("overview.none")}</p>}
          <Link to={path(ROUTES.account.billingDetails)}>{t("addresses.billingTitle")}</Link>
        </section>
        <section aria-labelledby="my-orders">
          <h2 id="my-orders">{to("overview.heading")}</h2>
          <p>{to("overview.text")}</p>
          {/* Possibly another site (SPEC §2 "my orders (external, token)"): loaded as a document. */}
          <Link to={path(ROUTES.account.orders)} reloadDocument>
            {to("overview.link")}
          </Link>
        </section>
      </div>
    </>
  );
}
