import { useTranslation } from "react-i18next";
import type { CategoryView } from "../../../server/catalog/category-view";
import type { ListingView } from "../../../server/catalog/listing";
import type { PostTeaser } from "../../../server/cms/blog";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";
import { PostTeasers } from "../cms/BlogPosts";
import { ListingPage } from "../listing/ListingPage";

export interface CategoryPageProps {
  category: CategoryView;
  listing: ListingView;
  currency: string;
  /** SPEC §3 categoryPosts: the blog posts the category names, in the market's language. */
  posts: PostTeaser[];
}

/**
 * A category page (SPEC §2): breadcrumbs, subcategories, the category's posts and text, then its
 * listing. One of the catch-all route's page kinds, a chunk of its own in the browser
 * (./page-kinds.tsx, decision 0077).
 */
export function CategoryPage({ category, listing, currency, posts }: CategoryPageProps) {
  const { t } = useTranslation("product");
  const { t: tPages } = useTranslation("pages");
  const path = useLocalePath();
  return (
    <>
      <nav aria-label={t("breadcrumb")} className="breadcrumbs listing">
        <ol>
          <li>
            <Link to={path("/")}>{t("home")}</Link>
          </li>
          {category.breadcrumbs.map((crumb) => (
            <li key={crumb.href}>
              <Link to={path(crumb.href)}>{crumb.name}</Link>
            </li>
          ))}
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <ListingPage
        listing={listing}
        currency={currency}
        action={path(category.href)}
        heading={<h1>{category.name}</h1>}
        intro={
          <>
            {category.children.length > 0 && (
              <ul className="subcategories">
                {category.children.map((child) => (
                  <li key={child.href}>
                    <Link to={path(child.href)}>{child.name}</Link>
                  </li>
                ))}
              </ul>
            )}
            <PostTeasers posts={posts} heading={tPages("blog.categoryPosts")} id="category-posts" />
            {category.contentHtml && (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allowlist (server/catalog/category.ts).
              <div className="category__content" dangerouslySetInnerHTML={{ __html: category.contentHtml }} />
            )}
          </>
        }
      />
    </>
  );
}
