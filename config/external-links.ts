import { BRAND_DOMAIN, COUNTRIES, COUNTRY_CODES, type CountryCode } from "./countries";
import type { externalLinks } from "./schemas/external-links";
import { isSwitchOn } from "./switches";
import type * as z from "./zod-mini";

/** SPEC §2 footer "social links (video, two social networks, two business networks)", in this order. */
export const SOCIAL_NETWORKS = ["youtube", "facebook", "instagram", "linkedin", "xing"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type ExternalLinks = z.output<typeof externalLinks>;

/** Not in SPEC: the rating service of the trust-rating widget (SPEC §7 script loads) and its profiles. */
const TRUST_SERVICE = "Trustpilot";

/**
 * The footer's links to other sites, per country (SPEC §2 "Layout and chrome"). SPEC names the links
 * but not their addresses: these are the demo brand's, one per country where the service has country
 * pages (returns portal, jobs, YouTube, Facebook, Instagram) and the company's one page on the
 * business networks (LinkedIn, Xing). The trust-rating profile exists where the new trust features are
 * on (SPEC §9: DE and PL; the same switch sets the stores' trustpilot_in_header_enabled): the footer
 * shows the logo only where a profile is configured (docs/decisions/0026).
 */
export const EXTERNAL_LINKS = Object.fromEntries(
  COUNTRY_CODES.map((cc) => {
    const { domain } = COUNTRIES[cc];
    const links: ExternalLinks = {
      returnsPortal: `https://returns.${domain}/`,
      jobs: `https://careers.${BRAND_DOMAIN}.com/${cc}/`,
      social: {
        youtube: `https://www.youtube.com/@${BRAND_DOMAIN}${cc}`,
        facebook: `https://www.facebook.com/${BRAND_DOMAIN}.${cc}`,
        instagram: `https://www.instagram.com/${BRAND_DOMAIN}_${cc}/`,
        linkedin: `https://www.linkedin.com/company/${BRAND_DOMAIN}/`,
        xing: `https://www.xing.com/pages/${BRAND_DOMAIN}`,
      },
      ...(isSwitchOn("newTrustFeatures", cc)
        ? {
            trustRating: {
              service: TRUST_SERVICE,
              profileUrl: `https://www.trustpilot.com/review/${domain}`,
            },
          }
        : {}),
    };
    return [cc, links];
  }),
) as Readonly<Record<CountryCode, ExternalLinks>>;

/** A country's links to other sites (footer). */
export const externalLinksOf = (country: CountryCode): ExternalLinks => EXTERNAL_LINKS[country];
