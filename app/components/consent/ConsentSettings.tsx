import { useTranslation } from "react-i18next";
import { CONSENT_ROUTE, OPTIONAL_CONSENTS } from "../../../config";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { CsrfField } from "../forms/CsrfField";

/**
 * The consent settings (issue 23 item 1): necessary (always on, shown disabled), analytics and
 * marketing as checkboxes holding the current choice. A plain form post; the page comes back with
 * the new choice in force, so scripts that lost their consent are gone with that response.
 */
export function ConsentSettings() {
  const { t } = useTranslation("consent");
  const path = useLocalePath();
  const choice = useRootData()?.consent.choice;
  // Written out, so every key is a literal the locale check can find.
  const texts = {
    analytics: { label: t("category.analytics.label"), text: t("category.analytics.text") },
    marketing: { label: t("category.marketing.label"), text: t("category.marketing.text") },
  };
  return (
    <form method="post" action={path(CONSENT_ROUTE)} className="consent-settings">
      <CsrfField />
      <fieldset>
        <legend>{t("page.intro")}</legend>
        <div className="field field--checkbox">
          <input type="checkbox" id="consent-necessary" checked disabled readOnly />
          <label htmlFor="consent-necessary">
            <strong>{t("category.necessary.label")}</strong> {t("category.necessary.text")}
          </label>
        </div>
        {OPTIONAL_CONSENTS.map((category) => (
          <div className="field field--checkbox" key={category}>
            <input
              type="checkbox"
              id={`consent-${category}`}
              name={category}
              value="on"
              defaultChecked={Boolean(choice?.[category])}
            />
            <label htmlFor={`consent-${category}`}>
              <strong>{texts[category].label}</strong> {texts[category].text}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="consent-banner__actions">
        <button type="submit" name="choice" value="selected" className="button button--primary">
          {t("page.save")}
        </button>
        <button type="submit" name="choice" value="all" className="button">
          {t("banner.acceptAll")}
        </button>
        <button type="submit" name="choice" value="necessary" className="button">
          {t("banner.necessaryOnly")}
        </button>
      </div>
    </form>
  );
}
