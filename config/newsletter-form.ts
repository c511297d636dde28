/**
 * The newsletter sign-up's schema, imported by the server and by the form-check chunk a form loads on
 * first use (app/lib/form-schemas.ts), never by config/index.ts (decision 0081).
 */
import { NEWSLETTER_HONEYPOT } from "./newsletter";
import { FIELD_RULES } from "./validation";
import * as z from "./zod-mini";

/**
 * The sign-up block's form (SPEC §2, §5): the e-mail and the consent, which is required in every
 * country (GDPR consent is given actively; "optional" of SPEC §9 concerns the block, see
 * newsletterCollapsed). Messages are keys of the `newsletter` namespace.
 */
export const newsletterForm = z.object({
  email: z
    .email({ error: (issue) => (issue.input === undefined ? "errors.required" : "errors.email") })
    .check(z.maxLength(254, "errors.tooLong")),
  consent: z.literal("on", { error: "errors.consent" }),
  returnTo: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxRedirectLength))),
  [NEWSLETTER_HONEYPOT]: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxTextLength))),
  /** Set by the enhanced form (JavaScript): answer inline instead of redirecting back. */
  inline: z.optional(z.literal("1")),
});
export type NewsletterValue = z.infer<typeof newsletterForm>;
