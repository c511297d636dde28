import { z } from "zod";
import { block } from "./define";
import { anchorId, externalHref, image, link, text } from "./fields";

/**
 * Blocks that lead elsewhere (SPEC §2: category cards, own brands; issue 21 item 1:
 * brand wall, anchor menu). A brand page is the search route with the brand filter (SPEC §2).
 */

const brandName = z.string().trim().min(1).max(64);

export const navigationBlocks = {
  LinkList: block(z.strictObject({ heading: text(160), links: z.array(link).min(1).max(60) })),
  /** The departments (first-level categories with products) as cards with their images. */
  CategoryCards: block(z.strictObject({ heading: text(160) })),
  /** Own-brand links as text tiles. */
  TrustedBrands: block(z.strictObject({ heading: text(160), brands: z.array(brandName).min(1).max(24) })),
  /** Brand logos, each leading to the brand's listing. */
  BrandWall: block(
    z.strictObject({
      heading: text(160),
      brands: z
        .array(z.strictObject({ name: brandName, logo: image.optional() }))
        .min(1)
        .max(48),
    }),
  ),
  /** Popular searches: the terms are the catalog's (server/catalog/popular-searches.ts), so each finds products. */
  PopularSearches: block(z.strictObject({ heading: text(160) }), async (b, { popularSearches }) => {
    const terms = await popularSearches();
    return terms.length > 0 ? { ...b, terms } : null;
  }),
  /** Links to the sections of this page (blocks with an `anchor`), for long landing pages. */
  AnchorMenu: block(
    z.strictObject({
      label: text(120),
      items: z
        .array(z.strictObject({ label: text(120), anchor: anchorId }))
        .min(2)
        .max(12),
    }),
  ),
  /** The shop's social networks (SPEC §2 footer: video, two social and two business networks). */
  SocialLinks: block(
    z.strictObject({
      heading: text(160),
      links: z
        .array(
          z.strictObject({
            network: z.enum(["youtube", "facebook", "instagram", "linkedin", "xing"]),
            href: externalHref,
          }),
        )
        .min(1)
        .max(8),
    }),
  ),
};
