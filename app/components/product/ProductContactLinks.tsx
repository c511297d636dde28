import { useTranslation } from "react-i18next";
import { CONTACT_PREFILL_MODES, isPrefillOffered, ROUTES } from "../../../config";
import { CONTACT_PARAMS } from "../../lib/contact-steps";
import { Link } from "../../lib/link";
import { useCountry, useLocalePath } from "../../lib/root-data";

/**
 * SPEC §4 "Prefill modes" from the product page: the manual in the shopper's language, a quote and
 * spare parts, each opening the contact form with the product number filled in. Quote and spare
 * parts are sales requests, so they show only where the country offers the sales reason.
 */
export function ProductContactLinks({ sku }: { sku: string }) {
  const { t } = useTranslation("contact");
  const path = useLocalePath();
  const country = useCountry();
  const modes = CONTACT_PREFILL_MODES.filter((mode) => isPrefillOffered(country, mode));
  return (
    <section className="product__contact" aria-labelledby="product-contact-heading">
      <h2 id="product-contact-heading">{t("productLinks.heading")}</h2>
      <ul>
        {modes.map((mode) => (
          <li key={mode}>
            <Link
              to={`${path(ROUTES.contact.step3)}?${new URLSearchParams({ [CONTACT_PARAMS.prefill]: mode, [CONTACT_PARAMS.sku]: sku })}`}
              rel="nofollow"
            >
              {t(`productLinks.${mode}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
