import { z } from "zod";
import { block } from "./define";
import { dateTime, image, link, paragraph, text } from "./fields";

/**
 * Banners and calls to action (SPEC §2 CMS renderer: banners, promo banners; issue 21 item 1: USP
 * bar, countdown to a campaign's end). Everything with an end date is decided by the server's clock:
 * an ended promotion is not on the page, with or without JavaScript.
 */

/** Hides a block whose `ends` has passed; the view keeps the end as ISO text for the page. */
const untilEnd = async <B extends { ends?: string }>(b: B, { now }: { now: Date }) =>
  b.ends && Date.parse(b.ends) <= now.getTime() ? null : b;

export const promotionBlocks = {
  /** The page's opening: its h1, a line of text and one call to action. */
  Hero: block(
    z.strictObject({
      heading: text(160),
      text: z.string().trim().max(600),
      cta: link,
      image: image.optional(),
    }),
  ),
  /** A wide image with a heading, optionally a line of text and a link. */
  Banner: block(
    z.strictObject({ image, heading: text(160), text: text(600).optional(), link: link.optional() }),
  ),
  /** A promotion: a heading, its text, an optional discount code to copy and an optional end. */
  PromoBanner: block(
    z.strictObject({
      heading: text(160),
      text: text(600).optional(),
      code: z
        .string()
        .regex(/^[A-Z0-9-]{3,32}$/, "upper-case letters, digits and hyphens")
        .optional(),
      link: link.optional(),
      ends: dateTime.optional(),
    }),
    untilEnd,
  ),
  /** A heading with one or two buttons (the first is the primary one). */
  CallToAction: block(
    z.strictObject({ heading: text(160), text: text(600).optional(), links: z.array(link).min(1).max(2) }),
  ),
  /**
   * The time left until a campaign ends. The end is rendered by the server as a date and as the time
   * left at that moment, so the block reads well without JavaScript; with it the figures tick.
   */
  Countdown: block(
    z.strictObject({ heading: text(160), ends: dateTime, link: link.optional() }),
    async (b, { now }) => {
      const left = Math.floor((Date.parse(b.ends) - now.getTime()) / 1000);
      return left > 0 ? { ...b, secondsLeft: left } : null;
    },
  ),
  /** A short message in a box: information, a warning or good news. */
  Notice: block(
    z.strictObject({
      tone: z.enum(["info", "warning", "success"]),
      heading: text(160).optional(),
      text: paragraph,
    }),
  ),
  /** The shop's promises in one row (delivery, returns, warranty …), each with its icon. */
  UspBar: block(
    z.strictObject({
      items: z
        .array(
          z.strictObject({
            icon: z.enum(["delivery", "returns", "warranty", "support", "secure", "stock"]),
            text: text(120),
          }),
        )
        .min(2)
        .max(6),
    }),
  ),
  /** The market's free-shipping threshold (SPEC §9), read from the shipping table, never typed in. */
  FreeShipping: block(z.strictObject({ heading: text(160).optional() }), async (b, { freeShipping }) => {
    const threshold = freeShipping();
    return threshold ? { ...b, threshold } : null;
  }),
};
