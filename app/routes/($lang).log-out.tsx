import type { MetaFunction } from "@remix-run/react";
import { Form, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { CsrfField } from "../components/forms/CsrfField";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

/**
 * Signing out changes state, so it is a POST (with the CSRF token) from the account menu. A GET of
 * /log-out/ shows that button for a signed-in visitor and sends anyone else home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const customer = await services.accounts.fromRequest(request, context);
  if (!customer) throw redirect(`${market.pathPrefix}/`, 303);
  return json({
    email: customer.email,
    title: await pageTitle(market, "logout.title"),
    links: services.links(new URL(request.url), market, () => ROUTES.logOut, { noindex: true }),
  });
}

/**
 * SPEC §4: logout clears the user, the auth cookie and the tier cookies (decision 0062); the
 * customer's cart stays theirs, not the device's. It ends every session of the customer (a copied cookie too, docs/decisions/0014); if
 * that fails, it is logged and this browser is signed out all the same.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services, session } = context;
  // An expired form is asked again (the page's button carries a fresh token), not an error page.
  if (!(await session.readFormIfTokenMatches(request)))
    return redirect(`${market.pathPrefix}${ROUTES.logOut}`, 303);
  await services.accounts.signOut(request, context);
  const headers = new Headers();
  headers.append("Set-Cookie", await services.accounts.cookie(request, null));
  headers.append("Set-Cookie", await services.cart.cookie(request, null));
  // SPEC §4: log-out clears the customer-group cookie, and the customer-id cookie with it.
  for (const cookie of await services.tiers.cookies(request, null)) headers.append("Set-Cookie", cookie);
  return redirect(`${market.pathPrefix}/`, { status: 303, headers });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function LogOutPage() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <div className="account-page account-page--narrow">
      <h1>{t("logout.heading")}</h1>
      <p>{t("logout.text", { email })}</p>
      <Form method="post">
        <CsrfField />
        <button type="submit" className="button button--primary">
          {t("logout.submit")}
        </button>
      </Form>
    </div>
  );
}
