import { z } from "zod";
import { FIELD_RULES } from "../../config";
import { RECOMMENDATION_IDS } from "../../config/recommendations";

/**
 * The cart forms' posts (SPEC §4 "Cart lifecycle"), one intent each. Messages are translation keys
 * of the `cart` namespace, so the page shows them in the shopper's language next to the field.
 * Quantities stay raw strings: SPEC's quantity rules (1 or less or not a number becomes 1, above the
 * maximum is clamped) are applied by the service, which knows stock and cart.
 */
const sku = z
  .string({ error: "errors.sku" })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, { error: "errors.sku" });
const lineId = z.string({ error: "errors.line" }).regex(/^[A-Za-z0-9-]{1,80}$/, { error: "errors.line" });
const quantity = z.string({ error: "errors.quantity" }).max(40, { error: "errors.quantity" });
const code = z
  .string({ error: "errors.couponFormat" })
  .trim()
  .min(1, { error: "errors.couponRequired" })
  .max(FIELD_RULES.couponMaxLength, { error: "errors.couponFormat" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "errors.couponFormat" });

/**
 * The recommendation block a card's add came from (its list's id, SPEC §7 cart-update
 * `recommendation_id`, decision 0066): one of the configured list ids, else left out. It only labels
 * the tracking call, so an unknown or forged value never refuses the shopper's add.
 */
const RECOMMENDATION_LIST_IDS = Object.values(RECOMMENDATION_IDS).flatMap((ids) => [
  ids.similarProductsId,
  ids.cartRecommendationId,
]);
const recommendationId = z.enum(RECOMMENDATION_LIST_IDS).optional().catch(undefined);

const cartCommandSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      sku,
      quantity: quantity.optional(),
      // The product page's radio group posts "" for 'no extra guarantee'.
      guarantee: z.union([z.literal(""), sku]).optional(),
      recommendationId,
    }),
    z.object({ intent: z.literal("quantity"), lineId, quantity }),
    z.object({ intent: z.literal("remove"), lineId }),
    z.object({ intent: z.literal("guarantee"), lineId, guarantee: sku }),
    z.object({ intent: z.literal("coupon"), code }),
    z.object({ intent: z.literal("removeCoupon"), code }),
    z.object({ intent: z.literal("clear") }),
  ],
  { error: "errors.intent" },
);
export type CartCommand = z.infer<typeof cartCommandSchema>;

export type CartField = "sku" | "quantity" | "guarantee" | "code" | "lineId" | "intent";

/** A form's fields as a command, or the message key of each field that is wrong. */
export function parseCartCommand(
  form: FormData,
): { ok: true; command: CartCommand } | { ok: false; errors: Partial<Record<CartField, string>> } {
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parsed = cartCommandSchema.safeParse(values);
  if (parsed.success) return { ok: true, command: parsed.data };
  const errors: Partial<Record<CartField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? "intent") as CartField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
