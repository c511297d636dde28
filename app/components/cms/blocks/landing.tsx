import { useTranslation } from "react-i18next";
import type { landingBlocks } from "../../../../server/cms/blocks/landing";
import { formatDate } from "../../../lib/format";
import { Link } from "../../../lib/link";
import { useLocalePath } from "../../../lib/root-data";
import { ProductGrid } from "../../listing/ProductCard";
import { PostTeasers } from "../BlogPosts";
import { type BlockComponents, CmsImage, Section } from "./parts";

/**
 * The landing pages' kinds (server/cms/blocks/landing.ts, decision 0051): what runs and which posts
 * exist was decided on the server, so these only render it; plain links and text, complete without
 * JavaScript.
 */
export const landingComponents: BlockComponents<keyof typeof landingBlocks> = {
  /** One promo banner per running campaign: its name, its last day and a link to its listing. */
  CampaignBanner: function CampaignBanner({ block, id }) {
    const { t } = useTranslation("pages");
    const { t: tListing } = useTranslation("listing");
    const path = useLocalePath();
    return (
      <div id={id} className="cms-campaigns">
        {block.campaigns.map((campaign) => (
          <section key={campaign.name} className="promo-banner" aria-labelledby={`${id}-${campaign.name}`}>
            <h2 id={`${id}-${campaign.name}`}>{tListing(`tag.${campaign.tag}`)}</h2>
            <p>{t("campaign.until", { date: formatDate(campaign.lastDay) })}</p>
            <Link to={path(campaign.href)} className="button button--primary">
              {t("campaign.shop")}
            </Link>
          </section>
        ))}
      </div>
    );
  },
  /** A campaign's products with the link to its whole listing (SPEC §2 search params). */
  CampaignListing: function CampaignListing({ block, id }) {
    const { t } = useTranslation("pages");
    const { t: tListing } = useTranslation("listing");
    const path = useLocalePath();
    return (
      <Section
        id={id}
        className="product-block"
        heading={block.heading ?? tListing(`tag.${block.campaign.tag}`)}
      >
        <ProductGrid products={block.products} />
        <p>
          <Link to={path(block.campaign.href)}>{t("campaign.all")}</Link>
        </p>
      </Section>
    );
  },
  BlogPosts: ({ block, id }) => (
    <div id={id} className="cms-block">
      <PostTeasers posts={block.posts} heading={block.heading} id={`${id}-h`} />
    </div>
  ),
  /** A blog post: the page's h1, its date, the teaser as lead and sections of paragraphs; all text. */
  BlogPost: function BlogPost({ block, id }) {
    const { t } = useTranslation("pages");
    return (
      <article id={id} className="cms-article blog-post" aria-labelledby={`${id}-h`}>
        <h1 id={`${id}-h`}>{block.heading}</h1>
        <p className="post-teaser__date">
          {t("blog.published")} <time dateTime={block.published}>{formatDate(block.published)}</time>
        </p>
        {block.image && <CmsImage image={block.image} width={960} height={540} />}
        <p className="cms-article__lead">{block.teaser}</p>
        {block.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    );
  },
};
