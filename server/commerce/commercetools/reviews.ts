/**
 * Reviews: created under the shop's rules (SPEC §8), a product's reviews with the page's language
 * first, and a customer's own.
 */
import type { Review } from "@commercetools/platform-sdk";
import { LOCALES } from "../../../config";
import { CommerceError, REVIEW_ERRORS } from "../errors";
import type { Page, ReviewInput } from "../port";
import { type Api, call, list, q, toPage } from "./request";

/** The shop's review rules (SPEC §8), checked against the project's orders and reviews before creating. */
export async function createReview(api: Api, input: ReviewInput): Promise<Review> {
  const bought = await call(
    api.orders().get({
      queryArgs: {
        where: `customerId = ${q(input.customerId)} and lineItems(variant(sku = ${q(input.sku)}))`,
        limit: 0,
        withTotal: true,
      },
    }),
  );
  if (!bought.total)
    throw new CommerceError(400, [{ code: "InvalidOperation", message: REVIEW_ERRORS.notPurchased }]);
  const reviewed = await call(
    api.reviews().get({
      queryArgs: {
        where: `customer(id = ${q(input.customerId)}) and target(id = ${q(input.productId)})`,
        limit: 0,
        withTotal: true,
      },
    }),
  );
  if ((reviewed.total ?? 0) >= bought.total)
    throw new CommerceError(400, [{ code: "InvalidOperation", message: REVIEW_ERRORS.alreadyReviewed }]);
  return call(
    api.reviews().post({
      body: {
        target: { typeId: "product", id: input.productId },
        customer: { typeId: "customer", id: input.customerId },
        rating: input.rating,
        title: input.title,
        text: input.text,
        authorName: input.authorName,
        locale: input.locale,
      },
    }),
  );
}

export interface ReviewsQuery {
  productId: string;
  limit?: number;
  offset?: number;
  sort?: "top" | "recent";
  language?: string;
}

export async function reviews(
  api: Api,
  { productId, limit = 10, offset = 0, sort = "top", language }: ReviewsQuery,
): Promise<Page<Review>> {
  const base = [
    `target(id = ${q(productId)})`,
    "includedInStatistics = true",
    `createdAt <= ${q(new Date().toISOString())}`,
  ];
  const page = async (where: string[], pageLimit: number, pageOffset: number) =>
    toPage(
      await call(
        api.reviews().get({
          queryArgs: {
            where: where.join(" and "),
            sort: sort === "top" ? ["rating desc", "createdAt desc", "text desc"] : ["createdAt desc"],
            limit: pageLimit,
            offset: pageOffset,
            withTotal: true,
          },
        }),
      ),
    );
  if (!language) return page(base, limit, offset);
  // The platform sorts by fields only: the language's reviews and the others are two queries, and
  // the page is cut from the first followed by the second (the second also gives its total).
  const codes = [language, ...LOCALES.filter((l) => l.language === language).map((l) => l.code)];
  const own = `locale in (${list(codes)})`;
  const first = await page([...base, own], limit, offset);
  const rest = await page(
    [...base, `(locale is not defined or not(${own}))`],
    Math.max(1, limit - first.results.length),
    Math.max(0, offset - first.total),
  );
  const results = [...first.results, ...rest.results].slice(0, limit);
  return { limit, offset, count: results.length, total: first.total + rest.total, results };
}

export async function reviewsOfCustomer(
  api: Api,
  customerId: string,
  { limit = 10, offset = 0 } = {},
): Promise<Page<Review>> {
  const result = await call(
    api.reviews().get({
      queryArgs: {
        where: `customer(id = ${q(customerId)})`,
        sort: ["createdAt desc"],
        limit,
        offset,
        withTotal: true,
      },
    }),
  );
  return toPage(result);
}
