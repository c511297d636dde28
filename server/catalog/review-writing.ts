import type { Customer } from "@commercetools/platform-sdk";
import type { ReviewValue } from "../../config";
import { CommerceError, REVIEW_ERRORS } from "../commerce/errors";
import type { CommercePort } from "../commerce/port";
import { type Market, priceScope } from "../market";
import { isVirtualSku } from "./guarantee";

/** Why a review was not taken: SPEC §8's two refusals, or anything else ("problem"). */
export type ReviewRefusal = "notPurchased" | "alreadyReviewed" | "problem";
export type ReviewOutcome = { ok: true } | { ok: false; error: ReviewRefusal };

/**
 * Writing a review (SPEC §1, §3 "Review", §8): the platform decides whether the customer bought the
 * SKU and has a purchase left to review, and answers SPEC's texts, which are told apart here. The
 * review is in the page's locale and counts in the product's statistics at once; the search
 * documents of the SKU are refreshed after it, so listings show the new average too.
 */
export function createReviewWriting(
  commerce: CommercePort,
  /** Told of each SKU whose rating changed (the search documents carry the average for listings). */
  { reviewed }: { reviewed?: (sku: string) => Promise<void> } = {},
) {
  return {
    /** Reviews the product of `slug` (in the market's language) as `customer`; null when there is none. */
    async write(
      market: Market,
      slug: string,
      customer: Customer,
      value: Pick<ReviewValue, "rating" | "title" | "text" | "authorName">,
    ): Promise<ReviewOutcome | null> {
      const product = await commerce.productBySlug(
        { language: market.language, value: slug },
        priceScope(market),
      );
      const sku = product?.masterVariant.sku;
      if (!product || !sku || isVirtualSku(sku)) return null;
      try {
        await commerce.createReview({
          productId: product.id,
          sku,
          customerId: customer.id,
          rating: value.rating,
          title: value.title,
          text: value.text,
          authorName: value.authorName,
          locale: market.locale.code,
        });
        // The listing cards follow in the background; the review stands without them.
        reviewed?.(sku).catch((error: unknown) =>
          console.error(`Re-indexing ${sku} after a review failed`, error),
        );
        return { ok: true };
      } catch (error) {
        const message = error instanceof CommerceError ? error.errors.map((e) => e.message).join("\n") : "";
        if (message.includes(REVIEW_ERRORS.notPurchased)) return { ok: false, error: "notPurchased" };
        if (message.includes(REVIEW_ERRORS.alreadyReviewed)) return { ok: false, error: "alreadyReviewed" };
        console.error(`Review of ${sku} by customer ${customer.id} failed`, error);
        return { ok: false, error: "problem" };
      }
    },
  };
}
export type ReviewWriting = ReturnType<typeof createReviewWriting>;
