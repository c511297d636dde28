import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CONSENT_ROUTE } from "../../../config";
import { Link } from "../../lib/link";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { ConsentForm } from "./ConsentForm";

/**
 * The shop's own consent banner (issue 23 item 1, decision 0055): shown until the visitor chooses,
 * when no consent manager is configured. The consent form (ConsentForm), a plain form post (no
 * JavaScript needed) to the consent route, which stores the choice and sends the visitor back here;
 * "Settings" opens the page where each category is chosen on its own. Nothing optional runs while it
 * shows.
 */
export function ConsentBanner() {
  const { t } = useTranslation("consent");
  const path = useLocalePath();
  const location = useLocation();
  if (!useRootData()?.consent.banner) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title">{t("banner.title")}</h2>
      <p>{t("banner.text")}</p>
      <ConsentForm
        className="consent-banner__form"
        returnTo={`${location.pathname}${location.search}`}
        after={<Link to={path(CONSENT_ROUTE)}>{t("banner.settings")}</Link>}
      />
    </section>
  );
}

/** The footer's way back to the settings, for a visitor who wants to change the choice. */
export function ConsentSettingsLink() {
  const { t } = useTranslation("consent");
  const path = useLocalePath();
  return (
    <p>
      <Link to={path(CONSENT_ROUTE)} reloadDocument>
        {t("footer.settings")}
      </Link>
    </p>
  );
}
