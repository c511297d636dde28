/**
 * The consent form's schema (decision 0055), read by the consent route on the server only: not exported
 * from config/index.ts, so no page builds it (decision 0081).
 */
import { FIELD_RULES } from "./validation";
import * as z from "./zod-mini";

/** The consent form (banner and settings page): each optional category "on" or absent; `all` accepts both. */
export const consentForm = z.object({
  choice: z.enum(["all", "necessary", "selected"]),
  analytics: z.optional(z.literal("on")),
  marketing: z.optional(z.literal("on")),
  returnTo: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxRedirectLength))),
});
