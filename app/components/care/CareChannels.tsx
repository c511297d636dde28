import { useTranslation } from "react-i18next";
import { customerCare } from "../../../config";
import { formatHours } from "../../lib/format";
import { usePrices } from "../../lib/prices";
import { useCountry } from "../../lib/root-data";

/**
 * SPEC §2 "customer-care phone and hours": the country's customer care as a definition list (phone as
 * a tel: link, opening hours in the locale, e-mail), shared by the cart's order-by-contact notice, the
 * header's contact menu and the footer's contact information. `mailto` replaces the plain e-mail link
 * where a prepared message is wanted.
 */
export function CareChannels({ mailto, className }: { mailto?: string; className?: string }) {
  const { t } = useTranslation("common");
  const country = useCountry();
  const { locale } = usePrices();
  const care = customerCare(country);
  return (
    <dl className={className ?? "care-channels"}>
      <dt>{t("orderByContact.phone")}</dt>
      <dd>
        <a href={`tel:${care.tel}`}>{care.phone}</a>
      </dd>
      <dt>{t("orderByContact.hours")}</dt>
      {/* Node's and the browser's ICU may space a time range differently ("8:00 – 16:00" or
          "8:00–16:00"): the server's text stands, so the header on every page hydrates cleanly. */}
      <dd suppressHydrationWarning>{formatHours(care.hours, locale)}</dd>
      <dt>{t("orderByContact.email")}</dt>
      <dd>
        <a href={mailto ?? `mailto:${care.email}`}>{care.email}</a>
      </dd>
    </dl>
  );
}
