import { ROUTES } from "../../config";

/**
 * The embedded my-orders pages' links (issue 17.2). Every link carries the token, which is all that
 * opens them; the pages send no Referer (Referrer-Policy no-referrer), so it never leaves the shop.
 */
export const myOrdersPath = (token: string) => `${ROUTES.myOrders}?${new URLSearchParams({ token })}`;

/** One order's page: `/my-orders/<orderNumber>/?token=…`. */
export const myOrderPath = (orderNumber: string, token: string) =>
  `${ROUTES.myOrders}${encodeURIComponent(orderNumber)}/?${new URLSearchParams({ token })}`;

/** The review form on a product page (app/components/product/ReviewForm.tsx), for a buyer of the line. */
export const reviewFormOf = (productHref: string) => `${productHref}#review-form`;
