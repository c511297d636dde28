import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../config";
import { ACCOUNT_PAGES } from "../../lib/account-pages";
import { Link } from "../../lib/link";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { LogOutForm } from "../account/LogOutForm";
import { useHeaderDisclosure } from "./use-header-disclosure";

/**
 * SPEC §2 account button: a link to the login page for visitors; for a signed-in customer a menu
 * (a native disclosure, so it works without JavaScript) with first name, last name and e-mail, the
 * account pages and log-out. With JavaScript it closes on an outside click, Escape and navigation.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const customer = useRootData()?.customer;
  const path = useLocalePath();
  const menu = useHeaderDisclosure();

  if (!customer) return <Link to={path(ROUTES.login)}>{t("header.login")}</Link>;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email;
  return (
    <details className="account-menu" ref={menu}>
      <summary aria-label={t("header.accountMenu", { name })}>{t("header.account")}</summary>
      <div className="account-menu__panel">
        <p className="account-menu__who">
          <span>{t("accountNav.signedInAs")}</span> <strong>{name}</strong>
          <span className="account-menu__email">{customer.email}</span>
        </p>
        <ul className="account-menu__list">
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.key}>
              <Link to={path(page.path)} reloadDocument={"external" in page}>
                {t(`accountNav.${page.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <LogOutForm />
      </div>
    </details>
  );
}
