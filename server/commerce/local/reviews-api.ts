/**
 * Reviews over the local commercetools API (docs.commercetools.com/api/projects/reviews), beside
 * the engine's reviews.ts: queried by predicate (a product's reviews in statistics, a customer's,
 * sorted and paged) and created from a draft. The shop's purchase rule (SPEC §8) is the caller's,
 * as on the platform, where a review is what its draft says.
 */
import type { Review, ReviewDraft } from "@commercetools/platform-sdk";
import { z } from "zod";
import { readDocuments } from "./db";
import { equalities, runQuery } from "./document-query";
import { type ApiRoute, documentQuery, idReference, json, withTotal } from "./http-support";

const reviewDraftSchema = z.object({
  key: z.string().max(256).optional(),
  target: idReference("product"),
  customer: idReference("customer").optional(),
  rating: z.number().int().min(-100).max(100).optional(),
  title: z.string().max(1_000).optional(),
  text: z.string().max(20_000).optional(),
  authorName: z.string().max(200).optional(),
  locale: z.string().max(20).optional(),
});

export const reviewRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "reviews",
    handle: ({ engine, query }) => {
      const q = documentQuery(query);
      const known = equalities(q.where);
      const candidates = readDocuments<Review>(engine.db, "reviews", [
        ["product_id", known.get("target.id") as string | undefined],
        ["customer_id", known.get("customer.id") as string | undefined],
      ]);
      return json(runQuery(candidates, q, withTotal(query)));
    },
  },
  {
    method: "POST",
    path: "reviews",
    handle: async ({ engine, body }) => {
      const draft = await body(reviewDraftSchema);
      const target = { typeId: "product" as const, id: draft.target.id };
      const customer = draft.customer && { typeId: "customer" as const, id: draft.customer.id };
      return json(await engine.postReview({ ...draft, target, customer } as ReviewDraft), 201);
    },
  },
];
