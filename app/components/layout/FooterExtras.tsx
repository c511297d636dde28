import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FooterWidgets as ServerFooterWidgets } from "~/lib/routes.server";
import { externalLinksOf, ROUTES, SOCIAL_NETWORKS, type SocialNetwork } from "../../../config";
import { island } from "../../lib/island";
import { Link } from "../../lib/link";
import { useCountry, useLocalePath, useRootData } from "../../lib/root-data";
import { CareChannels } from "../care/CareChannels";
import { Logo } from "./Logo";
import { TrustRatingLink } from "./TrustRatingLink";

/** Configured and consented widgets only (decision 0063): their code loads only where they show. */
const FooterWidgets = island("footer-widgets", ServerFooterWidgets, () =>
  import("../widgets/FooterWidgets").then((module) => module.FooterWidgets),
);

const icon = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/** Simple marks of the networks, decorative: each link is named by its translated label. */
const ICONS: Record<SocialNetwork, ReactNode> = {
  youtube: icon(
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="#c00" />
    </>,
  ),
  facebook: icon(<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z" fill="currentColor" />),
  instagram: icon(
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </>,
  ),
  linkedin: icon(
    <>
      <rect x="3" y="9" width="4" height="12" fill="currentColor" />
      <circle cx="5" cy="5" r="2" fill="currentColor" />
      <path
        d="M10 9h4v2c1-1.5 2.5-2.3 4-2.2 2.3.1 3 1.8 3 4.2v8h-4v-7c0-1.2-.5-2-1.6-2S14 12 14 13.3V21h-4z"
        fill="currentColor"
      />
    </>,
  ),
  xing: icon(<path d="M4 6h4l3 5-4 7H3l4-7zm11-4h4l-6 11 4 9h-4l-4-9z" fill="currentColor" />),
};

/** The translated name of each network's link. */
const LABELS: Record<SocialNetwork, string> = {
  youtube: "footer.social.youtube",
  facebook: "footer.social.facebook",
  instagram: "footer.social.instagram",
  linkedin: "footer.social.linkedin",
  xing: "footer.social.xing",
};

/** SPEC §2 about us "social links (video, two social networks, two business networks)". */
export function SocialLinks() {
  const { t } = useTranslation();
  const { social } = externalLinksOf(useCountry());
  return (
    <ul className="social-links" aria-label={t("footer.social.label")}>
      {SOCIAL_NETWORKS.map((network) => (
        <li key={network}>
          <a href={social[network]} aria-label={t(LABELS[network])}>
            {ICONS[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 customer service: the contact-us button (only with the webform flag, `?webform=true`), the
 * external returns-portal button and the customer-care contact information (phone, hours, e-mail).
 */
export function ServiceExtras() {
  const { t } = useTranslation();
  const path = useLocalePath();
  const webform = useRootData()?.webform;
  return (
    <>
      <p className="site-footer__buttons">
        {webform && (
          <Link to={path(ROUTES.contact.step1)} className="button button--primary">
            {t("footer.contactUs")}
          </Link>
        )}
        <a href={externalLinksOf(useCountry()).returnsPortal} className="button">
          {t("footer.returnsPortal")}
        </a>
      </p>
      <h3 className="site-footer__subheading">{t("footer.contactInformation")}</h3>
      <CareChannels className="care-channels site-footer__care" />
    </>
  );
}

/**
 * SPEC §2 "The footer also has a logo … a trust-rating logo": the logo links home; the trust-rating
 * logo links to the country's profile and shows only where one is configured (config EXTERNAL_LINKS).
 */
export function FooterBrand() {
  const { t } = useTranslation();
  const path = useLocalePath();
  const widgets = useRootData()?.widgets;
  return (
    <div className="site-footer__brand">
      <Link to={path("/")} className="logo site-footer__logo" aria-label={t("header.home")}>
        <Logo />
      </Link>
      <TrustRatingLink place="footer" />
      <FooterWidgets present={Boolean(widgets?.trustRating || widgets?.heureka)} />
    </div>
  );
}
