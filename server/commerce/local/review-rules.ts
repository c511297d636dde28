import type { ReviewRatingStatistics } from "@commercetools/platform-sdk";

/** The platform's review statistics of a product from the ratings included in statistics. */
export function ratingStatistics(ratings: number[]): ReviewRatingStatistics | undefined {
  if (ratings.length === 0) return undefined;
  const distribution: Record<string, number> = {};
  for (const rating of ratings) distribution[String(rating)] = (distribution[String(rating)] ?? 0) + 1;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return {
    averageRating: Math.round((sum / ratings.length) * 100000) / 100000,
    highestRating: Math.max(...ratings),
    lowestRating: Math.min(...ratings),
    count: ratings.length,
    ratingsDistribution: distribution,
  };
}
