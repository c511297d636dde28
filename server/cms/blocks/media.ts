import { z } from "zod";
import { block } from "./define";
import { href, image, text } from "./fields";

/**
 * Media blocks (issue 21 item 1: video that loads only on click, downloads). A video is a link to
 * the video's page until a click asks for it, so no third-party frame, cookie or byte loads for a
 * visitor who never plays it (and the link works without JavaScript).
 */

/** The hosts' id forms: YouTube's 11 characters, Vimeo's digits. */
const videoId = z.string().regex(/^[A-Za-z0-9_-]{11}$|^[0-9]{4,12}$/, "a YouTube or Vimeo video id");

export const mediaBlocks = {
  Video: block(
    z
      .strictObject({
        provider: z.enum(["youtube", "vimeo"]),
        videoId,
        title: text(200),
        poster: image.optional(),
      })
      .refine((v) => (v.provider === "vimeo" ? /^[0-9]+$/ : /^[A-Za-z0-9_-]{11}$/).test(v.videoId), {
        message: "the id does not fit the provider",
        path: ["videoId"],
      }),
  ),
  /** Images in a grid, each with its text alternative and an optional caption. */
  Gallery: block(
    z.strictObject({
      heading: text(160).optional(),
      images: z
        .array(z.strictObject({ image, caption: text(200).optional() }))
        .min(1)
        .max(24),
    }),
  ),
  /** Files to download (manuals, declarations, price lists) with their format and size. */
  Downloads: block(
    z.strictObject({
      heading: text(160),
      files: z
        .array(
          z.strictObject({
            label: text(200),
            href,
            format: z.enum(["pdf", "zip", "xlsx", "docx", "dwg", "csv"]),
            size: z
              .string()
              .regex(/^[0-9]+([.,][0-9]+)? ?(kB|MB|GB)$/, "a size such as 2.4 MB")
              .optional(),
          }),
        )
        .min(1)
        .max(50),
    }),
  ),
  /** A visual break between sections. */
  Divider: block(z.strictObject({ spacing: z.enum(["small", "large"]).default("small") })),
};
