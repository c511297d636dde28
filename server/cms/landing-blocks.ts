import { z } from "zod";

/**
 * The block kinds of the landing pages (issue 21 item 2, decision 0051): campaigns and the
 * inspirations blog. They join the CMS renderer's kinds (server/cms/index.ts) and render in
 * app/components/cms/. Their data (the running campaigns, the campaign's products, the posts) is
 * read by server/cms/landing-data.ts, so a page is complete without JavaScript.
 */
const campaignName = z
  .string()
  .regex(/^[a-z0-9_]+$/)
  .max(60);
const isoDate = z.iso.date();

export const landingBlockSchemas = [
  // The promo banner of the market's running campaigns (SPEC §2 "promo banners", §9); with
  // `campaign`, that campaign's only. Nothing when none runs.
  z.object({ component: z.literal("CampaignBanner"), campaign: campaignName.optional() }),
  // The products of a campaign (its listing tag, SPEC §2), with a link to the whole listing.
  z.object({
    component: z.literal("CampaignListing"),
    campaign: campaignName,
    limit: z.number().int().min(1).max(24).default(8),
  }),
  // The blog's posts in the page's language, newest first (SPEC §2 "blog posts", the inspirations).
  z.object({
    component: z.literal("BlogPostList"),
    heading: z.string().min(1),
    limit: z.number().int().min(1).max(48).default(24),
  }),
  // A blog post: its title (the page's h1), date, teaser and sections of text. A content page with
  // this block is a post, listed by BlogPostList and by category pages that name it (categoryPosts).
  z.object({
    component: z.literal("BlogPost"),
    heading: z.string().min(1).max(160),
    published: isoDate,
    teaser: z.string().min(1).max(400),
    image: z
      .string()
      .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/)
      .optional(),
    sections: z
      .array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }))
      .min(1),
  }),
] as const;
