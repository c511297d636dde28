/** The schemas of config/client-state.ts, applied to its tables in tables.test.ts (decision 0081). */

import { CLIENT_TYPES, SHIPPING_ADDRESS_TYPES } from "../client-state";
import * as z from "../zod-mini";

export const CLIENT_STATE_DEFAULTS_SCHEMA = z.object({
  shippingAddressType: z.enum(SHIPPING_ADDRESS_TYPES),
  selectedPayment: z.enum(["card", "cod", "bank"]),
  currentPage: z.number().check(z.int()),
  reviewConsent: z.boolean(),
  clientType: z.enum(CLIENT_TYPES),
});
