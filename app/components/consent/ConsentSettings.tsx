import { useOutletContext } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OPTIONAL_CONSENTS } from "../../../config";
import { useRootData } from "../../lib/root-data";
import type { ConsentOutlet } from "./ConsentForm";

/**
 * The consent settings (issue 23 item 1): the consent form (ConsentForm) with necessary (always on,
 * shown disabled), analytics and marketing as checkboxes holding the current choice. A plain form
 * post; the page comes back with the new choice in force, so scripts that lost their consent are gone
 * with that response.
 */
export function ConsentSettings() {
  // The banner's form, from root's Outlet (app/root.tsx): imported here it would be a chunk of its own
  // on every page. The consent page is a child of root, so the context is there.
  const { ConsentForm } = useOutletContext<ConsentOutlet>();
  return <ConsentForm className="consent-settings" fields={<ConsentCategories />} />;
}

function ConsentCategories() {
  const { t } = useTranslation("consent");
  const choice = useRootData()?.consent.choice;
  // Written out, so every key is a literal the locale check can find.
  const texts = {
    analytics: { label: t("category.analytics.label"), text: t("category.analytics.text") },
    marketing: { label: t("category.marketing.label"), text: t("category.marketing.text") },
  };
  return (
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
  );
}
