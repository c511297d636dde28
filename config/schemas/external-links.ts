/** The schemas of config/external-links.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../external-links";
import * as z from "../zod-mini";

/** An address of another site: https only (no http, javascript: or data: links in the footer). */
export const httpsUrl = z.url({ protocol: /^https$/ });

export const externalLinks = z.object({
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

export const EXTERNAL_LINKS_SCHEMA = z.record(z.enum(COUNTRY_CODES), externalLinks);
