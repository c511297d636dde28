/**
 * The order-tracking form's schema, imported by the server and by the form-check chunk
 * (app/lib/form-schemas.ts), never by config/index.ts (decision 0081).
 */
import * as z from "./zod-mini";

/** Order numbers as the platform writes them (digits, letters, a dash); anything else is no number. */
const ORDER_NUMBER = /^[A-Za-z0-9-]+$/;

/**
 * The order-tracking form: an order number and the e-mail it was placed with. Messages are keys of
 * the `orders` namespace. Trimmed, bounded and of one shape, so no typed value reaches the platform
 * in a form it could misread.
 */
export const orderTrackingForm = z.object({
  orderNumber: z
    .string({ error: "tracking.errors.required" })
    .check(
      z.trim(),
      z.minLength(1, "tracking.errors.required"),
      z.maxLength(32, "tracking.errors.orderNumber"),
      z.regex(ORDER_NUMBER, "tracking.errors.orderNumber"),
    ),
  email: z
    .email({
      error: (issue) => (issue.input === undefined ? "tracking.errors.required" : "tracking.errors.email"),
    })
    .check(z.maxLength(254, "tracking.errors.email")),
});
export type OrderTrackingValue = z.infer<typeof orderTrackingForm>;
