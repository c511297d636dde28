import { useMatches } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";
import { Link } from "../../lib/link";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { CartIcon } from "../cart/CartIcon";
import { AccountMenu } from "./AccountMenu";
import { CategoryBar } from "./CategoryBar";
import { ContactMenu } from "./ContactMenu";
import { LanguageSelector } from "./LanguageSelector";
import { Logo } from "./Logo";
import { NavigationDrawer } from "./NavigationDrawer";
import { PriceSwitch } from "./PriceSwitch";
import { QuickSearch } from "./QuickSearch";
import { SearchToggle } from "./SearchToggle";
import { TrustRatingLink } from "./TrustRatingLink";

/**
 * SPEC §2 header: logo home, search bar, language selector (multi-language countries), contact
 * dropdown, account and cart. Routes with `handle.hideMenu` (the login page) show no category menu
 * and no all-categories drawer. Under the selling points, the trust-rating link where SPEC §9's new
 * trust features are on (TrustRatingLink). On small screens the search bar toggles (SearchToggle).
 */
export function Header() {
  const { t } = useTranslation();
  const data = useRootData();
  const path = useLocalePath();
  const hideMenu = useMatches().some((m) => (m.handle as { hideMenu?: boolean } | undefined)?.hideMenu);
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <header className="site-header" data-search-open={searchOpen ? "" : undefined}>
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
      <TrustRatingLink place="header" />
      <div className="site-header__bar">
        {!hideMenu && <NavigationDrawer />}
        <Link to={path("/")} className="logo" aria-label={t("header.home")}>
          <Logo />
        </Link>
        <SearchToggle open={searchOpen} onToggle={setSearchOpen} />
        <QuickSearch />
        <LanguageSelector id="language-header" landmark />
        <PriceSwitch />
        <nav aria-label={t("header.userNav")} className="user-nav">
          <ContactMenu />
          <AccountMenu />
          <CartIcon />
        </nav>
      </div>
      {!hideMenu && <CategoryBar />}
    </header>
  );
}
