/**
 * The request bodies the local provider's Adyen API accepts (Adyen Checkout API v71/v72:
 * CreateCheckoutSessionRequest, PaymentRequest, PaymentDetailsRequest, PaymentReversalRequest), the
 * fields this provider acts on, bounded so hostile input is a 422, never a 500.
 */
import { z } from "zod";

const amount = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, "currency must be an ISO 4217 code"),
  value: z.number().int().nonnegative().max(1e13),
});

const returnUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "returnUrl must be an absolute http(s) URL");

/** What every session and payment request names: the merchant, the money, the shopper. */
const common = {
  merchantAccount: z.string().min(1).max(80),
  amount,
  reference: z.string().min(1).max(80),
  returnUrl,
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  shopperLocale: z.string().max(35).optional(),
  shopperEmail: z.email().max(254).optional(),
};

export const sessionRequest = z.object({
  ...common,
  // Adyen's default mode is embedded (Adyen Web); hosted answers the page `url`.
  mode: z.enum(["embedded", "hosted"]).default("embedded"),
  channel: z.enum(["Web", "iOS", "Android"]).optional(),
  allowedPaymentMethods: z.array(z.string().min(1).max(40)).max(50).optional(),
});
export type SessionRequest = z.infer<typeof sessionRequest>;

export const paymentRequest = z.object({
  ...common,
  paymentMethod: z.looseObject({
    type: z.string().min(1).max(40),
    googlePayToken: z.string().min(1).max(10_000).optional(),
  }),
  channel: z.enum(["Web", "iOS", "Android"]).optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const detailsRequest = z.object({
  details: z.object({ redirectResult: z.string().min(1).max(4096) }),
});

export const modificationRequest = z.object({
  merchantAccount: z.string().min(1).max(80),
  reference: z.string().max(80).optional(),
  // Read for refunds only (PaymentRefundRequest), where it is required.
  amount: amount.optional(),
});

/** PaymentRefundRequest: the amount is required. */
export const refundRequest = modificationRequest.extend({ amount });
