import { BRAND_DOMAIN, COUNTRIES, COUNTRY_CODES, type CountryCode } from "./countries";
import { isSwitchOn } from "./switches";
import * as z from "./zod-mini";

/** An address of another site: https only (no http, javascript: or data: links in the footer). */
const httpsUrl = z.url({ protocol: /^https$/ });

/** SPEC §2 footer "social links (video, two social networks, two business networks)", in this order. */
export const SOCIAL_NETWORKS = ["youtube", "facebook", "instagram", "linkedin", "xing"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const externalLinks = z.object({
  /** SPEC §2 customer service "an external returns-portal button". */
  returnsPortal: httpsUrl,
  /** SPEC §2 about us "jobs". */
  jobs: httpsUrl,
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, httpsUrl])) as Record<SocialNetwork, typeof httpsUrl>,
  ),
  /** SPEC §2 footer "a trust-rating logo": the country's profile at the rating service, where it has one. */
  trustRating: z.optional(z.object({ service: z.string().check(z.minLength(1)), profileUrl: httpsUrl })),
});
export type ExternalLinks = z.infer<typeof externalLinks>;

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
export const EXTERNAL_LINKS: Readonly<Record<CountryCode, ExternalLinks>> = z
  .record(z.enum(COUNTRY_CODES), externalLinks)
  .parse(
    Object.fromEntries(
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
    ),
  );

/** A country's links to other sites (footer). */
export const externalLinksOf = (country: CountryCode): ExternalLinks => EXTERNAL_LINKS[country];
