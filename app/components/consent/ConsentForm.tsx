import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CONSENT_ROUTE } from "../../../config";
import { useLocalePath } from "../../lib/root-data";
import { CsrfField } from "../forms/CsrfField";

/** Root's Outlet context (app/root.tsx): how the settings page reaches the consent form. */
export interface ConsentOutlet {
  ConsentForm: typeof ConsentForm;
}

/**
 * The one consent form (decision 0069) the banner and the settings page both post: a plain form post
 * to the consent route (config's `consentForm` reads it) with the CSRF token, `choice` from the button
 * pressed ("all", "necessary", or "selected" where `fields` holds the categories' boxes) and, from the
 * banner, `returnTo`, the page the route sends the visitor back to (without it: the settings page).
 */
export function ConsentForm({
  className,
  returnTo,
  fields,
  after,
}: {
  className: string;
  returnTo?: string;
  /** The categories' checkboxes: with them the form offers "save", the boxes' choice, first. */
  fields?: ReactNode;
  /** What follows the buttons in their row (the banner's link to the settings). */
  after?: ReactNode;
}) {
  const { t } = useTranslation("consent");
  const path = useLocalePath();
  return (
    <form method="post" action={path(CONSENT_ROUTE)} className={className}>
      <CsrfField />
      {returnTo === undefined ? null : <input type="hidden" name="returnTo" value={returnTo} />}
      {fields}
      <div className="consent-banner__actions">
        {fields ? (
          <button type="submit" name="choice" value="selected" className="button button--primary">
            {t("page.save")}
          </button>
        ) : null}
        <button
          type="submit"
          name="choice"
          value="all"
          className={fields ? "button" : "button button--primary"}
        >
          {t("banner.acceptAll")}
        </button>
        <button type="submit" name="choice" value="necessary" className="button">
          {t("banner.necessaryOnly")}
        </button>
        {after}
      </div>
    </form>
  );
}
