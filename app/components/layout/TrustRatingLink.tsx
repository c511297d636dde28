import { useTranslation } from "react-i18next";
import { externalLinksOf, isSwitchOn } from "../../../config";
import { useCountry } from "../../lib/root-data";

/** Where the link stands: the footer's brand block (every country with a profile), the header, a product page. */
export type TrustRatingPlace = "footer" | "header" | "product";

/**
 * The link to the country's trust-rating profile (config EXTERNAL_LINKS), a plain link with the
 * service's star: no third-party code, so no consent (the widget with the service's script is
 * FooterWidgets, decision 0063). In the footer wherever a profile is configured (decision 0026); in
 * the header and on product pages only where SPEC §9 "New trust features" is on (DE, PL; the stores'
 * `trustpilot_in_header_enabled` follows the same switch), docs/decisions/0068.
 */
export function TrustRatingLink({ place }: { place: TrustRatingPlace }) {
  const { t } = useTranslation();
  const country = useCountry();
  const trust = externalLinksOf(country).trustRating;
  if (!trust || (place !== "footer" && !isSwitchOn("newTrustFeatures", country))) return null;
  const link = (
    <a
      href={trust.profileUrl}
      className={`trust-rating trust-rating--${place}`}
      data-testid={place === "footer" ? "trust-rating" : `trust-rating-${place}`}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.6 5.7 21.5l1.7-7.3L2 9.5l7.1-.6z" fill="#00b67a" />
      </svg>
      <span>{t("footer.trustRating", { service: trust.service })}</span>
    </a>
  );
  // In the header: a line of its own under the selling points (the same dark band).
  return place === "header" ? <p className="site-header__trust">{link}</p> : link;
}
