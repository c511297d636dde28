import { useTranslation } from "react-i18next";
import type { CmsBlock } from "../../../server/cms";
import { formatDate } from "../../lib/format";

/** A blog post: the page's h1, its date, the teaser as lead and sections of paragraphs; all text, never HTML. */
export function BlogPost({
  block,
  index,
}: {
  block: Extract<CmsBlock, { component: "BlogPost" }>;
  index: number;
}) {
  const { t } = useTranslation("pages");
  const id = `cms-post-${index}`;
  return (
    <article className="cms-article blog-post" aria-labelledby={id}>
      <h1 id={id}>{block.heading}</h1>
      <p className="post-teaser__date">
        {t("blog.published")} <time dateTime={block.published}>{formatDate(block.published)}</time>
      </p>
      {block.image && <img src={block.image} alt="" width={960} height={540} />}
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
}
