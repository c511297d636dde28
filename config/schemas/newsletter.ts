import * as z from "../zod-mini";
import { throttleLimit } from "./limits";

export const NEWSLETTER_SCHEMA = z.object({
  signUpsPerEmail: throttleLimit,
  signUpsPerIp: throttleLimit,
  marketingTimeoutSeconds: z.number().check(z.int(), z.positive()),
  /** The value of newsletter-doi's `newsletterAction` for a sign-up (SPEC §7 names the field only). */
  signUpAction: z.string().check(z.minLength(1)),
  /** …for a followed confirmation link (SPEC §2 guard 6) and a customer's unsubscribe (decision 0067). */
  confirmAction: z.string().check(z.minLength(1)),
  unsubscribeAction: z.string().check(z.minLength(1)),
  /** The one-time "check your inbox" notice after a sign-up without JavaScript (flash cookie). */
  sentNoticeSeconds: z.number().check(z.int(), z.positive()),
});
