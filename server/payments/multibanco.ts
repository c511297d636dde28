/**
 * The Multibanco voucher (SPEC §1 "Multibanco reference payments", §3 "raw payment action JSON with
 * reference, entity, expiresAt, merchantReference"): the `voucher` action of Adyen's /payments answer,
 * checked here once for both adapters. The action is kept raw on the commerce payment (SPEC §3), and
 * the shop reads its voucher back from that raw JSON with the same mapping, so the thank-you page,
 * the mail and my orders read one shape whichever provider issued it.
 */
import { z } from "zod";
import type { Amount, MultibancoVoucher } from "./port";

const amount = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.number().int().nonnegative() });

/**
 * Adyen's CheckoutVoucherAction as Multibanco fills it. Unknown fields are kept (`looseObject`): the
 * raw action is what SPEC §3 keeps, not the shop's reading of it. `amount` is read too, for payments
 * whose voucher was recorded in the shop's own shape before the raw action was kept.
 */
export const voucherActionSchema = z.looseObject({
  type: z.literal("voucher"),
  paymentMethodType: z.literal("multibanco").optional(),
  entity: z.string().regex(/^\d{5}$/),
  // Nine digits; Adyen's examples write them in groups of three ("501 422 944").
  reference: z.string().regex(/^\d{3} ?\d{3} ?\d{3}$/),
  // Adyen's examples give a local date-time without offset ("2021-02-12T16:23:00").
  expiresAt: z.iso.datetime({ offset: true, local: true }),
  merchantReference: z.string().min(1).max(80),
  totalAmount: amount.optional(),
  initialAmount: amount.optional(),
  amount: amount.optional(),
});
export type VoucherAction = z.infer<typeof voucherActionSchema>;

/** The raw action when it is a well-formed Multibanco voucher, else null (the caller says why it fails). */
export function voucherAction(action: unknown): VoucherAction | null {
  const parsed = voucherActionSchema.safeParse(action);
  return parsed.success ? parsed.data : null;
}

/**
 * What a shopper needs to pay the voucher: entity, the 9-digit reference (without Adyen's spaces),
 * the expiry and the amount (totalAmount, else initialAmount, in the action's units), or null.
 */
export function voucherOf(
  action: unknown,
  scale: (amount: Amount) => Amount = (a) => a,
): MultibancoVoucher | null {
  const raw = voucherAction(action);
  const due = raw?.totalAmount ?? raw?.initialAmount ?? raw?.amount;
  if (!raw || !due) return null;
  return {
    entity: raw.entity,
    reference: raw.reference.replace(/ /g, ""),
    expiresAt: raw.expiresAt,
    merchantReference: raw.merchantReference,
    amount: scale(due),
  };
}

/** The voucher kept as raw JSON on a payment (SPEC §3 custom field), or null when absent or unreadable. */
export function voucherOfJson(json: unknown): MultibancoVoucher | null {
  if (typeof json !== "string") return null;
  try {
    return voucherOf(JSON.parse(json));
  } catch {
    return null;
  }
}
