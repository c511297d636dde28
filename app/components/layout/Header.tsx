import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { CartIcon } from "../cart/CartIcon";
import { CategoryBar } from "./CategoryBar";
import { LanguageSelector } from "./LanguageSelector";
import { Logo } from "./Logo";
import { PriceSwitch } from "./PriceSwitch";
import { QuickSearch } from "./QuickSearch";

/**
 * SPEC §2 header: logo home, search bar, language selector (multi-language countries), account and
 * cart. The account link stays plain until accounts exist.
 */
export function Header() {
  const { t } = useTranslation();
  const data = useRootData();
  const path = useLocalePath();
  return (
    <header className="site-header">
      {data?.appVersion && (
        <p className="app-version" lang="en">
          {`ProEquip v${data.appVersion}`}
        </p>
      )}
      {data && (
        <p className="usp">
          {t("usp.freeShipping", { amount: formatMoney(data.freeShippingFrom, data.locale) })}
        </p>
      )}
      <div className="site-header__bar">
        <Link to={path("/")} className="logo" aria-label={t("header.home")}>
          <Logo />
        </Link>
        <QuickSearch />
        <LanguageSelector id="language-header" landmark />
        <PriceSwitch />
        <nav aria-label={t("header.userNav")} className="user-nav">
          <Link to={path("/login")}>{t("header.account")}</Link>
          <CartIcon />
        </nav>
      </div>
      <CategoryBar />
    </header>
  );
}
