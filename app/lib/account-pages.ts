import { ROUTES } from "../../config";

/** The account pages of SPEC §2, in the order of the account menus (header and account area). */
export const ACCOUNT_PAGES = [
  { key: "overview", path: ROUTES.account.root },
  { key: "profile", path: ROUTES.account.profile },
  // SPEC §2 "my orders (external, token)": a redirect to the my-orders port's URL, which may be
  // another site, so menus load it as a document (`external`).
  { key: "orders", path: ROUTES.account.orders, external: true },
  { key: "shippingDetails", path: ROUTES.account.shippingDetails },
  { key: "billingDetails", path: ROUTES.account.billingDetails },
  { key: "newsletter", path: ROUTES.account.newsletter },
  { key: "reviews", path: ROUTES.account.reviews },
  { key: "loyaltyCard", path: ROUTES.account.loyaltyCard },
] as const;
