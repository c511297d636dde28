import type { CUSTOMER_FIELDS_SCHEMA } from "./schemas/customer-fields";
import type * as z from "./zod-mini";

/**
 * The shop's customer type (a commercetools Type for `customer`) and the custom fields the shop
 * writes on customers: the session version that log-out and password changes raise (decision 0014),
 * the newsletter choice with its time, and the linked provider sign-ins (decision 0064). A customer
 * without custom fields (one the shop's sign-up made, or one made in the Merchant Center) is given
 * this type with the fields; commercetools refuses setCustomField before a type is set (decision 0073).
 */
export const CUSTOMER_FIELDS: z.output<typeof CUSTOMER_FIELDS_SCHEMA> = {
  typeKey: "customer-fields",
  sessionVersion: "sessionVersion",
  newsletter: "newsletter",
  newsletterChangedAt: "newsletterChangedAt",
  socialLogins: "socialLogins",
};
