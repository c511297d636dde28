import { useTranslation } from "react-i18next";
import { CONTACT_FORM, ROUTES } from "../../../config";
import { isOrderWidgetPage } from "../../../config/widgets";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";

const TARGETS = {
  returnPolicy: ROUTES.staticPages["return-policy"],
  myOrders: ROUTES.account.orders,
  orderTracking: ROUTES.orderTracking,
} as const;

/**
 * SPEC §4: for return without reason, invoice request and shipment status a panel shows first, with
 * the pages that may answer the question at once, until the shopper continues to the form.
 */
export function ShortcutPanel({ subreason, continueTo }: { subreason: string; continueTo: string }) {
  const { t } = useTranslation("contact");
  const path = useLocalePath();
  const links = CONTACT_FORM.shortcuts[subreason] ?? [];
  return (
    <section className="notice contact-shortcut" aria-labelledby="contact-shortcut-heading">
      <h2 id="contact-shortcut-heading">{t("shortcuts.heading")}</h2>
      <p>{t(`shortcuts.${subreason}`)}</p>
      <ul className="contact-shortcut__links">
        {links.map((link) => (
          <li key={link}>
            {/* Order tracking loads as a document: its own CSP lets the parcel tracking in (decision 0066). */}
            <Link to={path(TARGETS[link])} reloadDocument={isOrderWidgetPage(TARGETS[link])}>
              {t(`shortcuts.${link}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={continueTo} className="button">
          {t("shortcuts.continue")}
        </Link>
      </p>
    </section>
  );
}
