import { z } from "zod";
import { block } from "./define";
import { externalHref, paragraph, text } from "./fields";

/**
 * Service blocks (SPEC §2 CMS renderer: newsletter, customer-service webform, phone number, app
 * footer; issue 21 item 1: store and bank details). Bank data is the market's store's (SPEC §3
 * "Store" custom fields), the same a bank-transfer order shows, so a page never shows an IBAN the
 * shop does not take.
 */

const phone = z.string().regex(/^\+?[0-9][0-9 ()/-]{5,22}$/, "a phone number such as +421 2 1234 5678");
const email = z.email().max(200);

export const serviceBlocks = {
  /**
   * The newsletter teaser: the editor's heading and text and the way to the sign-up page. The form
   * itself is the layout's newsletter block (SPEC §2 default layout) and the sign-up page's, so a
   * page never carries two copies of it (one consent, one set of field ids).
   */
  Newsletter: block(z.strictObject({ heading: text(160), text: text(600) })),
  /**
   * The customer-service webform's first step (SPEC §4 contact form): the market's contact reasons
   * as a plain GET form to step 2, the same the contact page's step 1 sends.
   */
  ContactWebform: block(
    z.strictObject({ heading: text(160), text: text(600).optional() }),
    async (b, { contactReasons }) => {
      const reasons = await contactReasons();
      return reasons.length > 0 ? { ...b, reasons } : null;
    },
  ),
  /** A phone number to call, with the hours someone answers. */
  PhoneNumber: block(z.strictObject({ heading: text(160), phone, hours: text(200).optional() })),
  /** A store or office: its address, opening hours and how to reach it. */
  StoreDetails: block(
    z.strictObject({
      heading: text(160),
      name: text(160),
      address: z.array(text(160)).min(1).max(6),
      hours: z.array(text(160)).max(7).default([]),
      phone: phone.optional(),
      email: email.optional(),
      mapHref: externalHref.optional(),
    }),
  ),
  /** The account a bank transfer goes to: the market's store's bank data, never typed in. */
  BankDetails: block(z.strictObject({ heading: text(160), text: text(600).optional() }), async (b, ctx) => {
    const bank = await ctx.bankDetails();
    return bank?.iban ? { ...b, bank } : null;
  }),
  /** People to contact: name, role and how to reach them. */
  ContactPersons: block(
    z.strictObject({
      heading: text(160),
      people: z
        .array(
          z.strictObject({
            name: text(120),
            role: text(120),
            phone: phone.optional(),
            email: email.optional(),
          }),
        )
        .min(1)
        .max(12),
    }),
  ),
  /** The shop's apps (SPEC §2 "app footer"): store links for the editor's text. */
  AppFooter: block(
    z
      .strictObject({
        heading: text(160),
        text: paragraph.optional(),
        appStore: externalHref.optional(),
        googlePlay: externalHref.optional(),
      })
      .refine((a) => a.appStore || a.googlePlay, { message: "at least one store link" }),
  ),
};
