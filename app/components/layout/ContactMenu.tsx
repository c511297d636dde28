import { useTranslation } from "react-i18next";
import { contactReasonsFor, ROUTES } from "../../../config";
import { CONTACT_PARAMS } from "../../lib/contact-steps";
import { Link } from "../../lib/link";
import { useCountry, useLocalePath } from "../../lib/root-data";
import { CareChannels } from "../care/CareChannels";
import { useHeaderDisclosure } from "./use-header-disclosure";

/**
 * SPEC §2 header "contact dropdown listing country-specific reasons, each opening the form with that
 * reason preselected, plus customer-care phone and hours": a native disclosure, so it works without
 * JavaScript; with JavaScript it closes on an outside click, Escape and navigation (like AccountMenu).
 */
export function ContactMenu() {
  const { t } = useTranslation("contact");
  const path = useLocalePath();
  const country = useCountry();
  const menu = useHeaderDisclosure("pathAndQuery");

  return (
    <details className="contact-menu" ref={menu}>
      <summary aria-label={t("menu.label")}>{t("menu.button")}</summary>
      <div className="contact-menu__panel">
        <p id="contact-menu-reasons">
          <strong>{t("menu.reasons")}</strong>
        </p>
        <ul className="contact-menu__list" aria-labelledby="contact-menu-reasons">
          {contactReasonsFor(country).map((reason) => (
            <li key={reason.key}>
              <Link to={`${path(ROUTES.contact.step2)}?${CONTACT_PARAMS.reason}=${reason.key}`}>
                {t(`reasons.${reason.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <CareChannels />
      </div>
    </details>
  );
}
