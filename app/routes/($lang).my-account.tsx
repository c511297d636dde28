import { NavLink, Outlet } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { LogOutForm } from "../components/account/LogOutForm";
import { ACCOUNT_PAGES } from "../lib/account-pages";
import { useLocalePath } from "../lib/root-data";

export const handle = { i18n: ["common", "account"] };

/** SPEC §2 guard 2 for the whole account area; each page's loader checks again (loaders run in parallel). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await context.services.accounts.requireCustomer(request, context);
  return json({});
}

export default function AccountLayout() {
  const { t } = useTranslation();
  const path = useLocalePath();
  return (
    <div className="account-area">
      <nav aria-label={t("accountNav.label")} className="account-nav">
        <ul className="account-nav__list">
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.key}>
              <NavLink
                to={path(page.path)}
                end
                className="account-nav__link"
                reloadDocument={"external" in page}
              >
                {t(`accountNav.${page.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LogOutForm />
      </nav>
      <div className="account-page">
        <Outlet />
      </div>
    </div>
  );
}
