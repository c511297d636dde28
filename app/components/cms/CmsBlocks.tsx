import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CampaignView } from "../../../server/campaigns";
import type { CardView } from "../../../server/catalog/listing";
import type { CmsBlock } from "../../../server/cms";
import type { PostTeaser } from "../../../server/cms/blog";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { ProductGrid } from "../listing/ProductGrid";
import { BlogPost } from "./BlogPost";
import { PostTeasers } from "./BlogPosts";
import { CampaignBanner } from "./CampaignBanner";
import { CampaignListing } from "./CampaignListing";

function Hero({ block }: { block: Extract<CmsBlock, { component: "Hero" }> }) {
  const path = useLocalePath();
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <h1 id="hero-heading">{block.heading}</h1>
      <p>{block.text}</p>
      <Link to={path(block.cta.href)} className="button button--primary">
        {block.cta.label}
      </Link>
    </section>
  );
}

function LinkList({ block, index }: { block: Extract<CmsBlock, { component: "LinkList" }>; index: number }) {
  const path = useLocalePath();
  const id = `cms-links-${index}`;
  return (
    <section className="link-list" aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      <ul>
        {block.links.map((link) => (
          <li key={link.href}>
            <Link to={path(link.href)}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Popular searches: each term of the catalog (server/catalog/popular-searches.ts) as a search link. */
function PopularSearches({
  block,
  index,
  terms,
}: {
  block: Extract<CmsBlock, { component: "PopularSearches" }>;
  index: number;
  terms: string[];
}) {
  const path = useLocalePath();
  if (terms.length === 0) return null;
  const id = `cms-searches-${index}`;
  return (
    <section className="link-list" aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      <ul>
        {terms.map((term) => (
          <li key={term}>
            <Link to={path(`/search?${new URLSearchParams({ q: term })}`)}>{term}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A text page: the page's h1, a lead and sections; all text, never HTML. */
function Article({ block, index }: { block: Extract<CmsBlock, { component: "Article" }>; index: number }) {
  return (
    <article className="cms-article" aria-labelledby={`cms-article-${index}`}>
      <h1 id={`cms-article-${index}`}>{block.heading}</h1>
      {block.lead && <p className="cms-article__lead">{block.lead}</p>}
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
}

function CategoryCards({
  block,
  index,
}: {
  block: Extract<CmsBlock, { component: "CategoryCards" }>;
  index: number;
}) {
  const departments = useRootData()?.departments ?? [];
  const path = useLocalePath();
  if (departments.length === 0) return null;
  const id = `cms-categories-${index}`;
  return (
    <section className="category-cards" aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      <ul className="link-row link-row--grid">
        {departments.map((department) => (
          <li key={department.href}>
            <Link to={path(department.href)} className="tile-link">
              {department.image && (
                <img src={department.image} alt="" width={96} height={96} loading="lazy" />
              )}
              <span>{department.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Own brands; a brand page is the search route with the brand filter (SPEC §2). */
function TrustedBrands({
  block,
  index,
}: {
  block: Extract<CmsBlock, { component: "TrustedBrands" }>;
  index: number;
}) {
  const path = useLocalePath();
  const id = `cms-brands-${index}`;
  return (
    <section className="trusted-brands" aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      <ul className="link-row">
        {block.brands.map((brand) => (
          <li key={brand}>
            <Link to={path(`/search?${new URLSearchParams({ brand })}`)} className="tile-link">
              {brand}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductBlock({
  block,
  index,
  products,
}: {
  block: Extract<CmsBlock, { component: "ProductBlock" }>;
  index: number;
  products: CardView[];
}) {
  const { t } = useTranslation("listing");
  const path = useLocalePath();
  if (products.length === 0) return null;
  const id = `cms-products-${index}`;
  return (
    <section className="product-block" aria-labelledby={id}>
      <h2 id={id}>
        <Link to={path(`/search?tags=${encodeURIComponent(block.tag)}`)}>{t(`tag.${block.tag}`)}</Link>
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}

/** Renders CMS blocks by component name (SPEC §2 CMS renderer); content text is rendered as text, never HTML. */
export function CmsBlocks({
  blocks,
  products = {},
  searches = {},
  campaigns = [],
  posts = {},
}: {
  blocks: CmsBlock[];
  products?: Record<number, CardView[]>;
  searches?: Record<number, string[]>;
  /** The running campaigns and the blog's posts by block position (server/cms/landing-data.ts). */
  campaigns?: CampaignView[];
  posts?: Record<number, PostTeaser[]>;
}) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.component}-${index}`;
        switch (block.component) {
          case "Hero":
            return <Hero key={key} block={block} />;
          case "LinkList":
            return <LinkList key={key} block={block} index={index} />;
          case "PopularSearches":
            return <PopularSearches key={key} block={block} index={index} terms={searches[index] ?? []} />;
          case "Article":
            return <Article key={key} block={block} index={index} />;
          case "CategoryCards":
            return <CategoryCards key={key} block={block} index={index} />;
          case "TrustedBrands":
            return <TrustedBrands key={key} block={block} index={index} />;
          case "ProductBlock":
            return <ProductBlock key={key} block={block} index={index} products={products[index] ?? []} />;
          case "CampaignBanner":
            return <CampaignBanner key={key} block={block} index={index} campaigns={campaigns} />;
          case "CampaignListing":
            return (
              <CampaignListing
                key={key}
                block={block}
                index={index}
                products={products[index] ?? []}
                campaigns={campaigns}
              />
            );
          case "BlogPostList":
            return (
              <PostTeasers
                key={key}
                posts={posts[index] ?? []}
                heading={block.heading}
                id={`cms-posts-${index}`}
              />
            );
          case "BlogPost":
            return <BlogPost key={key} block={block} index={index} />;
          default:
            return null;
        }
      })}
    </>
  );
}
