import { z } from "zod";
import { block } from "./define";
import { image, link, paragraph, richHtml, text } from "./fields";

/**
 * Text blocks (SPEC §2 static pages, FAQ; issue 21 item 1: rich text, image with text, tables).
 * All but RichText are plain text that React renders as text; RichText's markup is sanitised while
 * it is parsed (fields.ts), so no editor HTML reaches a page unchecked.
 */

const rows = (min: number, max: number) =>
  z
    .array(z.array(text(300)).min(1).max(8))
    .min(min)
    .max(max);

export const textBlocks = {
  /** A text page (the static pages of SPEC §2): a heading, an optional lead and sections of paragraphs. */
  Article: block(
    z.strictObject({
      heading: text(160),
      lead: text(1000).optional(),
      sections: z.array(z.strictObject({ heading: text(160), paragraphs: z.array(paragraph).min(1) })).min(1),
    }),
  ),
  /** Formatted text: paragraphs, sub-headings, lists, links, quotes and simple tables (sanitised). */
  RichText: block(z.strictObject({ heading: text(160).optional(), html: richHtml })),
  /** An image beside text, on the left or the right. */
  ImageWithText: block(
    z.strictObject({
      image,
      heading: text(160),
      paragraphs: z.array(paragraph).min(1).max(6),
      link: link.optional(),
      imageSide: z.enum(["left", "right"]).default("left"),
    }),
  ),
  /** Two to four columns of text, each with its heading. */
  TextColumns: block(
    z.strictObject({
      heading: text(160).optional(),
      columns: z
        .array(z.strictObject({ heading: text(160), text: paragraph }))
        .min(2)
        .max(4),
    }),
  ),
  /** A quotation with whom it is from. */
  Quote: block(z.strictObject({ text: paragraph, author: text(120), role: text(120).optional() })),
  /** A data table: a caption, column headings and rows of the same width. */
  Table: block(
    z
      .strictObject({ caption: text(200), columns: z.array(text(120)).min(1).max(8), rows: rows(1, 100) })
      .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
        message: "every row has one cell per column",
        path: ["rows"],
      }),
  ),
  /** Questions and answers; each answer opens under its question (details/summary, no JavaScript). */
  Faq: block(
    z.strictObject({
      heading: text(160),
      items: z
        .array(z.strictObject({ question: text(300), answer: paragraph }))
        .min(1)
        .max(50),
    }),
  ),
  /** Numbered steps ("how it works"). */
  Steps: block(
    z.strictObject({
      heading: text(160),
      steps: z
        .array(z.strictObject({ heading: text(160), text: paragraph }))
        .min(2)
        .max(8),
    }),
  ),
  /** Dated milestones (our history). */
  Timeline: block(
    z.strictObject({
      heading: text(160),
      entries: z
        .array(z.strictObject({ year: z.number().int().min(1800).max(2200), text: paragraph }))
        .min(1)
        .max(40),
    }),
  ),
  /** A few figures with what they count ("25 countries"). */
  KeyFigures: block(
    z.strictObject({
      heading: text(160).optional(),
      figures: z
        .array(z.strictObject({ value: text(24), label: text(120) }))
        .min(2)
        .max(6),
    }),
  ),
  /** A section's heading (h2) with an optional line under it. */
  SectionHeading: block(z.strictObject({ heading: text(160), text: text(600).optional() })),
};
