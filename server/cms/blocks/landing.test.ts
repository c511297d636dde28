import { describe, expect, it, vi } from "vitest";
import type { CampaignView } from "../../campaigns";
import type { PostTeaser } from "../blog";
import { parseBlock, parseBlocks, resolveBlocks } from ".";
import { context } from "./test-context";

const blackFriday: CampaignView = {
  name: "black_friday",
  tag: "campaign:black_friday",
  href: "/search?tags=campaign%3Ablack_friday",
  endsAt: "2026-11-30T00:00:00.000Z",
  lastDay: "2026-11-29",
};
const cyberWeek: CampaignView = { ...blackFriday, name: "cyber_week", tag: "campaign:cyber_week" };
const post = (slug: string, published: string): PostTeaser => ({
  slug,
  href: `/${slug}/`,
  heading: `Post ${slug}`,
  teaser: "t",
  published,
});
const resolve = (raw: unknown[], overrides: Parameters<typeof context>[0]) =>
  resolveBlocks(parseBlocks(raw, "t/sk-SK"), context(overrides), "t/sk-SK");

describe("the landing kinds (decision 0051 in the registry of decision 0050)", () => {
  it("a campaign banner shows the running campaigns, or the one it names, and is left out when none runs", async () => {
    const running = { campaigns: async () => [blackFriday, cyberWeek] };
    expect(await resolve([{ component: "CampaignBanner" }], running)).toEqual([
      { component: "CampaignBanner", campaigns: [blackFriday, cyberWeek] },
    ]);
    expect(await resolve([{ component: "CampaignBanner", campaign: "cyber_week" }], running)).toEqual([
      { component: "CampaignBanner", campaigns: [cyberWeek] },
    ]);
    expect(await resolve([{ component: "CampaignBanner", campaign: "summer" }], running)).toEqual([]);
    expect(await resolve([{ component: "CampaignBanner" }], { campaigns: async () => [] })).toEqual([]);
  });

  it("a campaign listing reads the running campaign's tag with its limit, and is left out otherwise", async () => {
    const productsByTag = vi.fn(context().productsByTag);
    const [view] = await resolve([{ component: "CampaignListing", campaign: "black_friday", limit: 1 }], {
      campaigns: async () => [blackFriday],
      productsByTag,
    });
    expect(productsByTag).toHaveBeenCalledWith("campaign:black_friday", 1);
    expect(view?.component === "CampaignListing" && view.products.map((p) => [p.sku, p.price])).toEqual([
      ["A1", 30.09],
    ]);
    expect(
      await resolve([{ component: "CampaignListing", campaign: "black_friday" }], {
        campaigns: async () => [],
      }),
    ).toEqual([]);
    // A campaign whose listing has nothing in stock shows no empty section.
    expect(
      await resolve([{ component: "CampaignListing", campaign: "black_friday" }], {
        campaigns: async () => [blackFriday],
        productsByTag: async () => [],
      }),
    ).toEqual([]);
  });

  it("blog posts: the newest by default, the editor's slugs in their order when named", async () => {
    const blogPosts = vi.fn(async (limit: number) =>
      [post("b", "2026-10-02"), post("a", "2026-10-01")].slice(0, limit),
    );
    const blogTeasers = vi.fn(async (slugs: readonly string[]) =>
      slugs.filter((s) => s !== "untranslated").map((s) => post(s, "2026-09-01")),
    );
    const [newest] = await resolve([{ component: "BlogPosts", heading: "Blog", limit: 1 }], {
      blogPosts,
      blogTeasers,
    });
    expect(newest).toEqual({ component: "BlogPosts", heading: "Blog", posts: [post("b", "2026-10-02")] });
    const [chosen] = await resolve(
      [{ component: "BlogPosts", heading: "Blog", posts: ["z", "untranslated", "a"] }],
      { blogPosts, blogTeasers },
    );
    expect(chosen?.component === "BlogPosts" && chosen.posts.map((p) => p.slug)).toEqual(["z", "a"]);
    expect(await resolve([{ component: "BlogPosts", heading: "Blog" }], {})).toEqual([]);
  });

  it("refuses what an editor could slip in: unknown fields, campaign names and slugs that are no names, bad dates", () => {
    const ok = (raw: Record<string, unknown>) => parseBlock(raw).ok;
    expect(ok({ component: "CampaignBanner", campaign: "black_friday" })).toBe(true);
    expect(ok({ component: "CampaignBanner", campaign: "Black Friday" })).toBe(false);
    expect(ok({ component: "CampaignBanner", campaigns: ["black_friday"] })).toBe(false);
    expect(ok({ component: "CampaignListing", campaign: "black_friday", limit: 500 })).toBe(false);
    expect(ok({ component: "BlogPosts", heading: "h", posts: ["../admin"] })).toBe(false);
    expect(ok({ component: "BlogPosts", heading: "h", posts: [] })).toBe(false);
    const article = { heading: "h", teaser: "t", sections: [{ heading: "s", paragraphs: ["p"] }] };
    expect(ok({ component: "BlogPost", published: "2026-10-01", ...article })).toBe(true);
    expect(ok({ component: "BlogPost", published: "1 October", ...article })).toBe(false);
    expect(
      ok({
        component: "BlogPost",
        published: "2026-10-01",
        image: { src: "https://x.example/a.png", alt: "" },
        ...article,
      }),
    ).toBe(false);
  });
});
