import type { Market } from "../market";
import type { CmsBlock, CmsLoader } from ".";

/** A blog post as lists show it: title, teaser, date and where it lives. */
export interface PostTeaser {
  slug: string;
  /** The post's path without the language prefix: a content page, `/{slug}/` (SPEC §2 catch-all). */
  href: string;
  heading: string;
  teaser: string;
  /** ISO date (YYYY-MM-DD). */
  published: string;
  image?: { src: string; alt: string };
}

type BlogPostBlock = Extract<CmsBlock, { component: "BlogPost" }>;

/**
 * The inspirations blog (SPEC §2 static page "inspirations", footer tag "Blog"; issue 21 item 2).
 * A post is a content page (`cms/<slug>/<locale>.json`) whose blocks hold a BlogPost block, so it
 * has the content pages' locale fallbacks, canonical link and hreflang alternates, and exists in
 * exactly the languages that have its file. Decision 0051.
 */
export function createBlog(cms: Pick<CmsLoader, "page" | "contentSlugs">) {
  async function teaserOf(market: Market, slug: string): Promise<PostTeaser | undefined> {
    const page = await cms.page(slug, market.locale.code);
    const post = page?.blocks.find((b): b is BlogPostBlock => b.component === "BlogPost");
    if (!post) return undefined;
    return {
      slug,
      href: `/${slug}/`,
      heading: post.heading,
      teaser: post.teaser,
      published: post.published,
      ...(post.image ? { image: post.image } : {}),
    };
  }

  /** The posts in the market's language, newest first (the blog's index). */
  async function posts(market: Market, limit = Number.POSITIVE_INFINITY): Promise<PostTeaser[]> {
    const slugs = await cms.contentSlugs();
    const found = (await Promise.all(slugs.map((slug) => teaserOf(market, slug)))).filter(
      (p): p is PostTeaser => p !== undefined,
    );
    return found
      .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug))
      .slice(0, limit);
  }

  /**
   * The posts of these slugs in their order (a category's categoryPosts, SPEC §3), leaving out
   * slugs that are no post in the market's language: a category may name a post not yet translated.
   */
  async function teasers(market: Market, slugs: readonly string[]): Promise<PostTeaser[]> {
    const known = new Set(await cms.contentSlugs());
    const found = await Promise.all(
      [...new Set(slugs)].filter((s) => known.has(s)).map((slug) => teaserOf(market, slug)),
    );
    return found.filter((p): p is PostTeaser => p !== undefined);
  }

  return { posts, teasers };
}
export type Blog = ReturnType<typeof createBlog>;
