import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ROUTES } from "../../../config";
import { ACCOUNT_PAGES } from "../../lib/account-pages";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { LogOutForm } from "../account/LogOutForm";

/**
 * SPEC §2 account button: a link to the login page for visitors; for a signed-in customer a menu
 * (a native disclosure, so it works without JavaScript) with first name, last name and e-mail, the
 * account pages and log-out. With JavaScript it closes on an outside click, Escape and navigation.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const customer = useRootData()?.customer;
  const path = useLocalePath();
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

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
