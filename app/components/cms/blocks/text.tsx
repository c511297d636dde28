import type { textBlocks } from "../../../../server/cms/blocks/text";
import { type BlockComponents, CmsImage, CmsLink, Section } from "./parts";

/** Text blocks; all editor text is rendered as text, RichText's markup was sanitised on the server. */
export const textComponents: BlockComponents<keyof typeof textBlocks> = {
  /** A text page: the page's h1, a lead and sections. */
  Article: ({ block, id }) => (
    <article id={id} className="cms-block cms-article" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{block.heading}</h1>
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
  ),
  RichText: ({ block, id }) => (
    <Section id={id} className="cms-rich-text" heading={block.heading}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist while parsed (server/cms/blocks/fields.ts). */}
      <div dangerouslySetInnerHTML={{ __html: block.html }} />
    </Section>
  ),
  ImageWithText: ({ block, id }) => (
    <Section id={id} className={`cms-image-text cms-image-text--${block.imageSide}`} heading={block.heading}>
      <CmsImage image={block.image} width={480} height={320} className="cms-image-text__image" />
      <div className="cms-image-text__text">
        {block.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {block.link && <CmsLink href={block.link.href}>{block.link.label}</CmsLink>}
      </div>
    </Section>
  ),
  TextColumns: ({ block, id }) => (
    <Section id={id} className="cms-columns" heading={block.heading}>
      <div className="cms-columns__grid">
        {block.columns.map((column) => (
          <div key={column.heading}>
            <h3>{column.heading}</h3>
            <p>{column.text}</p>
          </div>
        ))}
      </div>
    </Section>
  ),
  Quote: ({ block, id }) => (
    <section id={id} className="cms-block cms-quote">
      <figure>
        <blockquote>
          <p>{block.text}</p>
        </blockquote>
        <figcaption>
          {block.author}
          {block.role && <>, {block.role}</>}
        </figcaption>
      </figure>
    </section>
  ),
  Table: ({ block, id }) => (
    <section id={id} className="cms-block cms-table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="cms-table__scroll" aria-labelledby={`${id}-c`} tabIndex={0}>
        <table>
          <caption id={`${id}-c`}>{block.caption}</caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are the editor's, in their order, never reordered.
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells by column.
                    <th key={c} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells by column.
                    <td key={c}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  ),
  /** Each answer opens under its question: details/summary needs no JavaScript. */
  Faq: ({ block, id }) => (
    <Section id={id} className="cms-faq" heading={block.heading}>
      {block.items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </Section>
  ),
  Steps: ({ block, id }) => (
    <Section id={id} className="cms-steps" heading={block.heading}>
      <ol>
        {block.steps.map((step) => (
          <li key={step.heading}>
            <h3>{step.heading}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  ),
  Timeline: ({ block, id }) => (
    <Section id={id} className="cms-timeline" heading={block.heading}>
      <ol>
        {block.entries.map((entry) => (
          <li key={`${entry.year}-${entry.text}`}>
            <span className="cms-timeline__year">{entry.year}</span> {entry.text}
          </li>
        ))}
      </ol>
    </Section>
  ),
  KeyFigures: ({ block, id }) => (
    <Section id={id} className="cms-figures" heading={block.heading}>
      <dl>
        {block.figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  ),
  SectionHeading: ({ block, id }) => (
    <Section id={id} className="cms-section-heading" heading={block.heading}>
      {block.text && <p>{block.text}</p>}
    </Section>
  ),
};
