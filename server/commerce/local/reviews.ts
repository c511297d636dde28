/**
 * Reviews (commercetools' reviews): only a buyer reviews, once per purchase of the SKU (SPEC §8
 * errors); the product's rating statistics follow in the same transaction; pages sorted as SPEC §9.
 */
import { randomUUID } from "node:crypto";
import type { Review, ReviewDraft } from "@commercetools/platform-sdk";
import { LISTING } from "../../../config";
import { CommerceError, invalidInput, notFound, REVIEW_ERRORS } from "../errors";
import type { DeepReadonly, Page, ReviewInput } from "../port";
import { languageOf, reviewTranslations } from "../review-translations";
import { productRow } from "./catalog";
import type { EngineContext } from "./context";
import { customerPage, type Db, doc, pageTotal, statement } from "./db";
import { ratingStatistics } from "./review-rules";
import { perEngine } from "./versioned-reads";

export function createReview(ctx: EngineContext, input: ReviewInput): Review {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    throw invalidInput("The rating must be 1 to 5.", "rating");
  return ctx.db.transaction(() => {
    const purchases = ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM orders o, json_each(o.data, '$.lineItems') li
         WHERE o.customer_id = ? AND json_extract(li.value, '$.variant.sku') = ?`,
      )
      .get(input.customerId, input.sku) as { n: number };
    if (purchases.n === 0)
      throw new CommerceError(400, [{ code: "InvalidOperation", message: REVIEW_ERRORS.notPurchased }]);
    const reviewed = ctx.db
      .prepare("SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ? AND sku = ?")
      .get(input.customerId, input.sku) as { n: number };
    if (reviewed.n >= purchases.n)
      throw new CommerceError(400, [{ code: "InvalidOperation", message: REVIEW_ERRORS.alreadyReviewed }]);
    const now = ctx.now().toISOString();
    const review: Review = {
      id: randomUUID(),
      version: 1,
      createdAt: now,
      lastModifiedAt: now,
      locale: input.locale,
      authorName: input.authorName,
      title: input.title,
      text: input.text,
      rating: input.rating,
      target: { typeId: "product", id: input.productId },
      customer: { typeId: "customer", id: input.customerId },
      includedInStatistics: true,
      custom: {
        type: { typeId: "type", id: "review-fields" },
        fields: { reviewCreatedAt: now, source: "shop" },
      },
    };
    insertReview(ctx.db, review, input.sku);
    return review;
  })();
}

/**
 * A review as the platform's `POST /reviews` creates it (docs.commercetools.com/api/projects/reviews):
 * the draft as given, without the shop's purchase rule (SPEC §8), which the caller checks first, as
 * the commercetools adapter does against the project's orders. A rating is -100 to 100 there.
 */
export function postReview(ctx: EngineContext, draft: ReviewDraft): Review {
  const rating = draft.rating;
  if (rating !== undefined && (!Number.isInteger(rating) || rating < -100 || rating > 100))
    throw invalidInput("The rating must be a whole number from -100 to 100.", "rating");
  const productId = draft.target && "id" in draft.target ? draft.target.id : undefined;
  const customerId = draft.customer?.id;
  if (!productId) throw invalidInput("The review's target must be a product by id.", "target");
  return ctx.db.transaction(() => {
    if (!productRow(ctx.db, productId)) throw notFound(productId);
    const now = ctx.now().toISOString();
    const review: Review = {
      id: randomUUID(),
      version: 1,
      key: draft.key,
      createdAt: now,
      lastModifiedAt: now,
      locale: draft.locale,
      authorName: draft.authorName,
      title: draft.title,
      text: draft.text,
      rating,
      target: { typeId: "product", id: productId },
      customer: customerId ? { typeId: "customer", id: customerId } : undefined,
      includedInStatistics: true,
    };
    insertReview(ctx.db, review, null);
    return review;
  })();
}

/** Stores a review and refreshes the product's rating statistics, inside the caller's transaction. */
export function insertReview(db: Db, review: Review, sku: string | null) {
  const productId = review.target?.id ?? "";
  db.prepare(
    "INSERT INTO reviews (id, product_id, sku, customer_id, rating, included_in_statistics, created_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  ).run(
    review.id,
    productId,
    sku,
    review.customer?.id ?? null,
    review.rating ?? null,
    review.includedInStatistics ? 1 : 0,
    review.createdAt,
    JSON.stringify(review),
  );
  const ratings = (
    db
      .prepare(
        "SELECT rating FROM reviews WHERE product_id = ? AND included_in_statistics = 1 AND rating IS NOT NULL",
      )
      .all(productId) as { rating: number }[]
  ).map((r) => r.rating);
  const product = productRow(db, productId);
  if (product) {
    db.prepare("UPDATE products SET data = ? WHERE id = ?").run(
      JSON.stringify({ ...product, reviewRatingStatistics: ratingStatistics(ratings) }),
      productId,
    );
  }
}

/** A product's review pages kept per engine and database version (decision 0086). */
const pagesKept = perEngine<Page<Review>>(LISTING.reviews.pagesKept);

export interface ReviewQuery {
  productId: string;
  limit?: number;
  offset?: number;
  sort?: "top" | "recent";
  language?: string;
}

/**
 * A page of a product's reviews (SPEC §9 sorts). Kept until the database changes (any write, by any
 * connection: versioned-reads.ts) or the clock reaches the product's next review from the future,
 * which the port never shows before its time. The page is frozen: every reader shares it.
 */
export function reviews(ctx: EngineContext, query: ReviewQuery): DeepReadonly<Page<Review>> {
  const { db } = ctx;
  const { productId, limit = 10, offset = 0, sort = "top", language = "" } = query;
  const at = ctx.now().toISOString();
  return pagesKept(ctx).get([productId, limit, offset, sort, language].join("\u0000"), at, () => {
    const value = readReviews(db, at, { productId, limit, offset, sort, language });
    // An empty page (past the last, or a product without reviews) is not kept: the page number is
    // the visitor's to choose, and an indexed read that finds nothing is cheap.
    return { value, until: nextReviewAt(db, productId, at), keep: value.results.length > 0 };
  });
}

/** The creation time of the product's first review still in the future at `at`, if any. */
const nextReviewAt = (db: Db, productId: string, at: string) =>
  (
    statement(
      db,
      "SELECT min(created_at) AS next FROM reviews WHERE product_id = ? AND included_in_statistics = 1 AND created_at > ?",
    ).get(productId, at) as { next: string | null }
  ).next ?? undefined;

function readReviews(
  db: Db,
  at: string,
  { productId, limit, offset, sort, language }: Required<ReviewQuery>,
): Page<Review> {
  // SPEC §9: top = rating, newest review, text, descending; most recent = newest first. The
  // language's own reviews first (its bare code or one of its locales), then the rest.
  const order =
    sort === "top" ? "rating DESC, created_at DESC, json_extract(data, '$.text') DESC" : "created_at DESC";
  const locale = "lower(coalesce(json_extract(data, '$.locale'), ''))";
  const languageFirst = language ? `(${locale} = ? OR ${locale} LIKE ?) DESC, ` : "";
  const languageArgs = language ? [language.toLowerCase(), `${language.toLowerCase()}-%`] : [];
  // Never a review from the future (port contract): ISO timestamps compare as text.
  const where = "product_id = ? AND included_in_statistics = 1 AND created_at <= ?";
  const results = statement(
    db,
    `SELECT data FROM reviews WHERE ${where} ORDER BY ${languageFirst}${order} LIMIT ? OFFSET ?`,
  )
    .all(productId, at, ...languageArgs, limit, offset)
    .map((row) => forLanguage(doc<Review>(row), language));
  const total = pageTotal(
    results.length,
    { offset, limit },
    () =>
      (statement(db, `SELECT COUNT(*) AS n FROM reviews WHERE ${where}`).get(productId, at) as { n: number })
        .n,
  );
  return { limit, offset, count: results.length, total, results };
}

/**
 * A review with its translations (SPEC §3 `titleTranslations`, `textTranslations`) cut to the
 * asked language's entries, in their order, read as the page's view reads them
 * (review-translations.ts: a field stored as JSON text too, an empty entry is none); none without a
 * language. Every other field stays: the page shows the words as written beside a translation, and
 * their language. Each imported review carries its words in 11 other languages, ~10 times what one
 * page language reads, and a page is kept per language (decision 0086).
 */
function forLanguage(review: Review, language: string): Review {
  const fields = review.custom?.fields;
  if (!review.custom || !fields || !("titleTranslations" in fields || "textTranslations" in fields))
    return review;
  const cut = (value: unknown) =>
    Object.fromEntries(
      Object.entries(reviewTranslations(value)).filter(
        ([locale]) => language && languageOf(locale) === language,
      ),
    );
  const { titleTranslations, textTranslations, ...rest } = fields;
  return {
    ...review,
    custom: {
      ...review.custom,
      fields: {
        ...rest,
        ...("titleTranslations" in fields ? { titleTranslations: cut(titleTranslations) } : {}),
        ...("textTranslations" in fields ? { textTranslations: cut(textTranslations) } : {}),
      },
    },
  };
}

export function reviewsOfCustomer(db: Db, customerId: string, { limit = 10, offset = 0 } = {}): Page<Review> {
  return customerPage<Review>(db, "reviews", customerId, limit, offset);
}
