import type { Review } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { languageOf } from "../commerce/review-translations";
import { keptReviewView, reviewView } from "./reviews";

const review = (locale: string | undefined, fields: Record<string, unknown> = {}): Review => ({
  id: "r1",
  version: 1,
  createdAt: "2026-10-05T00:00:00.000Z",
  lastModifiedAt: "2026-10-05T00:00:00.000Z",
  locale,
  authorName: "Eva H.",
  title: "Sehr gut",
  text: "Läuft ruhig.",
  rating: 5,
  includedInStatistics: true,
  custom: { type: { typeId: "type", id: "review-fields" }, fields },
});

describe("reviews on a product page (SPEC §3 Review)", () => {
  it("reads the language of a locale", () => {
    expect(languageOf("nl-BE")).toBe("nl");
    expect(languageOf("DE")).toBe("de");
    expect(languageOf("")).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
    expect(languageOf("not a locale")).toBeUndefined();
  });

  it("shows a review in the page's language as written", () => {
    expect(reviewView(review("de-DE"), "de")).toEqual({
      id: "r1",
      title: "Sehr gut",
      text: "Läuft ruhig.",
      author: "Eva H.",
      rating: 5,
      createdAt: "2026-10-05T00:00:00.000Z",
      language: "de",
    });
  });

  it("shows the translation into the page's language and keeps the original", () => {
    const view = reviewView(
      review("de", {
        titleTranslations: { en: "Very good", "fr-FR": "Très bien" },
        textTranslations: JSON.stringify({ en: "Runs quietly.", fr: "Fonctionne en silence." }),
      }),
      "fr",
    );
    expect(view).toMatchObject({
      title: "Très bien",
      text: "Fonctionne en silence.",
      language: "de",
      original: { title: "Sehr gut", text: "Läuft ruhig." },
    });
  });

  it("shows a review as written where a translation is missing or partial", () => {
    expect(reviewView(review("de"), "sk")).toMatchObject({ title: "Sehr gut", language: "de" });
    expect(reviewView(review("de"), "sk").original).toBeUndefined();
    const partial = reviewView(review("de", { titleTranslations: { sk: "Veľmi dobré" } }), "sk");
    expect(partial).toMatchObject({ title: "Sehr gut", text: "Läuft ruhig." });
    expect(partial.original).toBeUndefined();
    const broken = reviewView(review("de", { titleTranslations: "{", textTranslations: ["x"] }), "sk");
    expect(broken.original).toBeUndefined();
  });

  it("treats a review without a locale as the page's", () => {
    const view = reviewView(review(undefined), "sk");
    expect(view.language).toBeUndefined();
    expect(view.original).toBeUndefined();
  });

  it("shows the words as written where translations are manual, the machine translation beside them", () => {
    const imported = review("de", {
      titleTranslations: { fr: "Très bien" },
      textTranslations: { fr: "Fonctionne en silence." },
    });
    const view = reviewView(imported, "fr", { manualTranslation: true });
    expect(view).toMatchObject({
      title: "Sehr gut",
      text: "Läuft ruhig.",
      language: "de",
      translation: { title: "Très bien", text: "Fonctionne en silence." },
    });
    expect(view.original).toBeUndefined();
    // Nothing to keep aside: the page's own language, or no whole translation.
    expect(reviewView(review("fr"), "fr", { manualTranslation: true }).translation).toBeUndefined();
    expect(reviewView(review("de"), "fr", { manualTranslation: true }).translation).toBeUndefined();
  });
});

describe("kept review views (decision 0086)", () => {
  const translated = () =>
    review("en", { titleTranslations: { de: "Gut" }, textTranslations: { "de-DE": "Läuft." } });

  it("makes a frozen review's view once per page language and translation rule", () => {
    const shared = Object.freeze(translated());
    const de = keptReviewView(shared, "de");
    expect(keptReviewView(shared, "de")).toBe(de);
    expect(de).toEqual(reviewView(shared, "de"));
    expect(de.title).toBe("Gut");
    expect(Object.isFrozen(de) && Object.isFrozen(de.original)).toBe(true);
    expect(keptReviewView(shared, "de", { manualTranslation: true })).toEqual(
      reviewView(shared, "de", { manualTranslation: true }),
    );
    expect(keptReviewView(shared, "en").title).toBe("Sehr gut");
  });

  it("views a review that may still change afresh each time", () => {
    const own = translated();
    const first = keptReviewView(own, "de");
    Object.assign(own, { custom: { type: { typeId: "type", id: "review-fields" }, fields: {} } });
    const second = keptReviewView(own, "de");
    expect(second).not.toBe(first);
    expect(second.title).toBe("Sehr gut");
  });
});
