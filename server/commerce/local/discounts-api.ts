/**
 * Cart discounts over the local commercetools API (docs.commercetools.com/api/projects/cartDiscounts),
 * beside the engine's discounts.ts: queried by predicate (a volume-discount group's tiers in a
 * store) and read by key (a cohort's personalised discount), as the engine stores them.
 */
import type { CartDiscount } from "@commercetools/platform-sdk";
import { readDocuments } from "./db";
import { runQuery } from "./document-query";
import { type ApiRoute, documentQuery, json, notFoundResponse, withTotal } from "./http-support";

export const discountRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "cart-discounts",
    handle: ({ engine, query }) =>
      json(
        runQuery(
          readDocuments<CartDiscount>(engine.db, "cart_discounts", []),
          documentQuery(query),
          withTotal(query),
        ),
      ),
  },
  {
    method: "GET",
    path: "cart-discounts/key=:key",
    handle: ({ engine, params }) => {
      const [discount] = readDocuments<CartDiscount>(engine.db, "cart_discounts", [["key", params.key]]);
      return discount ? json(discount) : notFoundResponse(params.key ?? "");
    },
  },
];
