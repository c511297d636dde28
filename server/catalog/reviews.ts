import { z } from "zod";
import { LISTING } from "../../config";
import type { SharedReview } from "../commerce/port";
import { languageOf, reviewTranslations } from "../commerce/review-translations";

/** A review as the product page shows it in the page's language. */
export interface ReviewView {
  id: string;
  /** Title and text in the page's language when the review has a translation into it, else as written. */
  title: string;
  text: string;
  author: string;
  rating: number;
  createdAt: string;
  /** The language the review was written in ("nl"), from its locale ("nl" or "nl-BE"); absent when unknown. */
  language?: string;
  /** The words as written, when a translation is shown in their place. */
  original?: { title: string; text: string };
  /**
   * The imported machine translation into the page's language, when the words are shown as written
   * in its place (SPEC §9 "Manual translation" countries, docs/decisions/0068).
   */
  translation?: { title: string; text: string };
}

/** The translation of a field into a language, by language ("de") or by one of its locales ("de-DE"). */
function translated(field: Record<string, string>, language: string): string | undefined {
  const key = Object.keys(field).find((k) => languageOf(k) === language);
  return key === undefined ? undefined : field[key];
}

/**
 * A review for a page in `language`: a review written in another language shows its translation
 * (SPEC §3 custom fields) where it has one, with the original kept beside it; otherwise it shows as
 * written and the page marks its language. Where the market's translations are manual (SPEC §9
 * "Manual translation", `manualTranslation`), the imported machine translation does not replace the
 * words: they show as written and the translation is kept beside them (docs/decisions/0068).
 */
export function reviewView(
  review: SharedReview,
  language: string,
  { manualTranslation = false }: { manualTranslation?: boolean } = {},
): ReviewView {
  const written = languageOf(review.locale);
  const base = {
    id: review.id,
    author: review.authorName ?? "",
    rating: review.rating ?? 0,
    createdAt: review.createdAt,
    ...(written ? { language: written } : {}),
  };
  const title = review.title ?? "";
  const text = review.text ?? "";
  if (!written || written === language) return { ...base, title, text };
  const fields = review.custom?.fields ?? {};
  const titleTranslation = title
    ? translated(reviewTranslations(fields.titleTranslations), language)
    : undefined;
  const textTranslation = text
    ? translated(reviewTranslations(fields.textTranslations), language)
    : undefined;
  // Only a whole translation replaces the words: a translated title over an original text would mix languages.
  if ((title && !titleTranslation) || (text && !textTranslation) || (!title && !text))
    return { ...base, title, text };
  const translation = { title: titleTranslation ?? "", text: textTranslation ?? "" };
  if (manualTranslation) return { ...base, title, text, translation };
  return {
    ...base,
    title: titleTranslation ?? "",
    text: textTranslation ?? "",
    original: { title, text },
  };
}

/** The views of shared reviews, per review object and page language (decision 0086). */
const viewsKept = new WeakMap<SharedReview, Map<string, ReviewView>>();

/**
 * `reviewView`, made once per review and page language when the review is a shared, frozen one (the
 * embedded platform's kept review pages, decision 0086): such a review never changes, and a new
 * version of it is a new object, so its views go with it. Any other review is viewed afresh.
 */
export function keptReviewView(
  review: SharedReview,
  language: string,
  options: { manualTranslation?: boolean } = {},
): ReviewView {
  if (!Object.isFrozen(review)) return reviewView(review, language, options);
  let views = viewsKept.get(review);
  if (!views) {
    views = new Map();
    viewsKept.set(review, views);
  }
  const key = `${language}|${options.manualTranslation ? 1 : 0}`;
  let view = views.get(key);
  if (!view) {
    view = reviewView(review, language, options);
    if (view.original) Object.freeze(view.original);
    if (view.translation) Object.freeze(view.translation);
    views.set(key, Object.freeze(view));
  }
  return view;
}

export const REVIEW_SORTS = LISTING.reviews.sorts as readonly ("top" | "recent")[];
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * The review list's query parameters (SPEC §9: 10 per page, sorts 'top' and 'most recent'); invalid
 * values fall back to the first page of top reviews, like the listing parameters.
 */
const reviewQuery = z.object({
  reviewSort: z.enum(REVIEW_SORTS as [ReviewSort, ...ReviewSort[]]).catch("top"),
  reviewPage: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export const parseReviewQuery = (params: URLSearchParams) =>
  reviewQuery.parse({
    reviewSort: params.get("reviewSort") ?? undefined,
    reviewPage: params.get("reviewPage") ?? undefined,
  });
