import { describe, expect, it } from "vitest";
import { reviewForm } from "./forms";

describe("the review form's schema (decision 0070)", () => {
  it("is built once per consent rule, not on every product page's render", () => {
    expect(reviewForm({ consentRequired: false })).toBe(reviewForm({ consentRequired: false }));
    expect(reviewForm({ consentRequired: true })).toBe(reviewForm({ consentRequired: true }));
    expect(reviewForm({ consentRequired: true })).not.toBe(reviewForm({ consentRequired: false }));
  });

  it("still asks for the consent box only where the country requires it", () => {
    const review = { rating: "4", title: "Gut", text: "Hält.", authorName: "Jana" };
    expect(reviewForm({ consentRequired: false }).safeParse(review).success).toBe(true);
    const withoutConsent = reviewForm({ consentRequired: true }).safeParse(review);
    expect(withoutConsent.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["consent", "reviews.errors.consent"],
    ]);
    expect(reviewForm({ consentRequired: true }).safeParse({ ...review, consent: "on" }).success).toBe(true);
  });
});
