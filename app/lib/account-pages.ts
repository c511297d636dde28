import { ROUTES } from "../../config";

/** The account pages of SPEC §2, in the order of the account menus (header and account area). */
export const ACCOUNT_PAGES = [
  { key: "overview", path: ROUTES.account.root },
  { key: "profile", path: ROUTES.account.profile },
  { key: "shippingDetails", path: ROUTES.account.shippingDetails },
  { key: "billingDetails", path: ROUTES.account.billingDetails },
  { key: "newsletter", path: ROUTES.account.newsletter },
  { key: "reviews", path: ROUTES.account.reviews },
  { key: "loyaltyCard", path: ROUTES.account.loyaltyCard },
] as const;
