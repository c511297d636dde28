import { z } from "zod";
import { block } from "./define";
import { image, paragraph, text } from "./fields";

/**
 * The landing pages' kinds (issue 21 items 2 and 3, decisions 0050 and 0051): campaigns at the shop's
 * clock and the inspirations blog. Their data is read on the server through the BlockContext
 * (server/cms/context.ts), so a landing page is complete without JavaScript and a campaign that is not
 * running is not in the HTML (SPEC §9: active while start <= now < end).
 */

/** A campaign's name as the stores' `ex_store_campaigns` carry it (SPEC §3), e.g. `black_friday`. */
const campaignName = z
  .string()
  .regex(/^[a-z0-9_]+$/, "lower-case letters, digits and underscores")
  .max(60);
/** A content page's slug (SPEC §2 catch-all `/{slug}/`): a blog post is a content page. */
const postSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a content page's slug")
  .max(100);

export const landingBlocks = {
  /**
   * The promo banner of the market's running campaigns (SPEC §2 "promo banners", §9), soonest ending
   * first; with `campaign`, that campaign's only. Left out when none runs.
   */
  CampaignBanner: block(z.strictObject({ campaign: campaignName.optional() }), async (b, { campaigns }) => {
    const running = await campaigns();
    const shown = b.campaign === undefined ? running : running.filter((c) => c.name === b.campaign);
    return shown.length > 0 ? { campaigns: shown } : null;
  }),
  /**
   * A campaign's in-stock products (its listing tag, SPEC §2) with the link to its whole listing.
   * Left out when the campaign is not running; a page built around it redirects as the campaign's
   * listing does (app/routes/$.tsx, decision 0051). `heading` defaults to the campaign's name; a page
   * that also has the campaign's banner names the listing otherwise (one landmark, one name).
   */
  CampaignListing: block(
    z.strictObject({
      campaign: campaignName,
      heading: text(160).optional(),
      limit: z.number().int().min(1).max(24).default(8),
    }),
    async (b, { campaigns, productsByTag }) => {
      const campaign = (await campaigns()).find((c) => c.name === b.campaign);
      if (!campaign) return null;
      const products = await productsByTag(campaign.tag, b.limit);
      return products.length > 0 ? { campaign, products, heading: b.heading } : null;
    },
  ),
  /**
   * Posts of the inspirations blog (SPEC §2 "blog posts") in the page's language, read from the posts
   * themselves: the editor's choice and order (`posts`, by slug; slugs with no post in the language
   * are left out), else the newest first. Editors never copy a post's title or date into a list.
   */
  BlogPosts: block(
    z.strictObject({
      heading: text(160),
      posts: z.array(postSlug).min(1).max(12).optional(),
      limit: z.number().int().min(1).max(48).default(24),
    }),
    async (b, { blogPosts, blogTeasers }) => {
      const posts = b.posts ? (await blogTeasers(b.posts)).slice(0, b.limit) : await blogPosts(b.limit);
      return posts.length > 0 ? { heading: b.heading, posts } : null;
    },
  ),
  /**
   * A blog post: its title (the page's h1), date, teaser and sections of text. A content page with
   * this block is a post, listed by BlogPosts and by the category pages that name it (categoryPosts).
   */
  BlogPost: block(
    z.strictObject({
      heading: text(160),
      published: z.iso.date(),
      teaser: text(400),
      image: image.optional(),
      sections: z
        .array(z.strictObject({ heading: text(160), paragraphs: z.array(paragraph).min(1).max(20) }))
        .min(1)
        .max(20),
    }),
  ),
};
