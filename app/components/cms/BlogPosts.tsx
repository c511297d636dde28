import { useTranslation } from "react-i18next";
import type { PostTeaser } from "../../../server/cms/blog";
import { formatDate } from "../../lib/format";
import { Link } from "../../lib/link";
import { useLocalePath } from "../../lib/root-data";

/**
 * Blog post teasers (the inspirations index, a category's categoryPosts): title as a link, date and
 * teaser. Plain links and text, so the list reads the same without JavaScript.
 */
export function PostTeasers({ posts, heading, id }: { posts: PostTeaser[]; heading: string; id: string }) {
  const { t } = useTranslation("pages");
  const path = useLocalePath();
  if (posts.length === 0) return null;
  return (
    <section className="post-list" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="post-list__items">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="post-teaser">
              {post.image && <img src={post.image.src} alt="" width={320} height={180} loading="lazy" />}
              <h3>
                <Link to={path(post.href)}>{post.heading}</Link>
              </h3>
              <p className="post-teaser__date">
                {t("blog.published")} <time dateTime={post.published}>{formatDate(post.published)}</time>
              </p>
              <p>{post.teaser}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
