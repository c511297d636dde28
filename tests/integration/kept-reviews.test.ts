/**
 * The embedded platform's kept review pages (issue 20 item 3, decision 0086): a page read twice is
 * read from SQLite once; whatever writes the file (the engine's own review, a raw UPDATE on the same
 * connection, another connection to the same file) shows on the very next read, and a review dated
 * in the future shows once the clock reaches it, without any write.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Review } from "@commercetools/platform-sdk";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type Db, openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import type { DeepReadonly, Page } from "../../server/commerce/port";
import { fixtureCommerce, NOW } from "../support/commerce";

const DAY = 86_400_000;
const query = { productId: "prod-DRILL", limit: 10, sort: "top" as const, language: "de" };

function review(id: string, rating: number, at: Date, title = id): Review {
  return {
    id,
    version: 1,
    createdAt: at.toISOString(),
    lastModifiedAt: at.toISOString(),
    locale: "de",
    title,
    text: title,
    rating,
    target: { typeId: "product", id: "prod-DRILL" },
    includedInStatistics: true,
  };
}

/** The titles of the product's first page of top reviews, as the product page reads them. */
const titles = async (commerce: LocalCommerce) => (await commerce.reviews(query)).results.map((r) => r.title);

/** Counts the review statements a read runs (better-sqlite3's `verbose` hook on a second handle). */
function countingDb(file: string): { db: Db; reviewReads: () => number } {
  let reads = 0;
  const db = openDatabase(file, {
    verbose: (sql) => {
      if (/FROM reviews WHERE/.test(String(sql))) reads++;
    },
  });
  return { db, reviewReads: () => reads };
}

describe("kept review pages (decision 0086)", () => {
  it("reads a page once and shares it, frozen", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "kept-reviews-")), "commerce.sqlite");
    const fixture = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }], file);
    fixture.commerce.insertReview(review("r-1", 4, new Date(NOW.getTime() - DAY)), "DRILL");
    fixture.db.close();
    const { db, reviewReads } = countingDb(file);
    const commerce = new LocalCommerce(db, { now: () => NOW });
    const first = await commerce.reviews(query);
    const reads = reviewReads();
    expect(reads).toBeGreaterThan(0);
    const second = await commerce.reviews(query);
    expect(reviewReads()).toBe(reads);
    expect(second).toBe(first);
    expect(second.results.map((r) => r.title)).toEqual(["r-1"]);
    expect(Object.isFrozen(second.results[0])).toBe(true);
    // Read-only in its type too, through the port: tsc refuses a write.
    expectTypeOf(second).toEqualTypeOf<DeepReadonly<Page<Review>>>();
    // Another page, sort or language is its own entry.
    expect((await commerce.reviews({ ...query, sort: "recent" })).results.map((r) => r.title)).toEqual([
      "r-1",
    ]);
    expect(reviewReads()).toBeGreaterThan(reads);
    // An empty page (past the last) is read every time: the page number is the visitor's.
    const past = { ...query, offset: 10 };
    expect((await commerce.reviews(past)).results).toEqual([]);
    const once = reviewReads();
    expect((await commerce.reviews(past)).results).toEqual([]);
    expect(reviewReads()).toBeGreaterThan(once);
    db.close();
  });

  it("shows the engine's own new review on the next read", async () => {
    const { commerce } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    commerce.insertReview(review("r-4", 4, new Date(NOW.getTime() - 2 * DAY)), "DRILL");
    expect(await titles(commerce)).toEqual(["r-4"]);
    commerce.insertReview(review("r-5", 5, new Date(NOW.getTime() - DAY)), "DRILL");
    expect(await titles(commerce)).toEqual(["r-5", "r-4"]);
    expect((await commerce.reviews(query)).total).toBe(2);
  });

  it("shows a raw UPDATE and another connection's write on the next read", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "kept-reviews-")), "commerce.sqlite");
    const { commerce, db } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }], file);
    commerce.insertReview(review("r-4", 4, new Date(NOW.getTime() - DAY)), "DRILL");
    expect(await titles(commerce)).toEqual(["r-4"]);
    const retitle = (handle: Db, title: string) =>
      handle.prepare("UPDATE reviews SET data = json_set(data, '$.title', ?) WHERE id = 'r-4'").run(title);
    retitle(db, "corrected");
    expect(await titles(commerce)).toEqual(["corrected"]);
    const other = openDatabase(file);
    other
      .prepare(
        "INSERT INTO reviews (id, product_id, sku, customer_id, rating, included_in_statistics, created_at, data) VALUES (?, ?, ?, NULL, ?, 1, ?, ?)",
      )
      .run(
        "r-5",
        "prod-DRILL",
        "DRILL",
        5,
        new Date(NOW.getTime() - 2 * DAY).toISOString(),
        JSON.stringify(review("r-5", 5, new Date(NOW.getTime() - 2 * DAY))),
      );
    other.close();
    expect(await titles(commerce)).toEqual(["r-5", "corrected"]);
  });

  it("shows a review dated in the future once the clock reaches it, and not before", async () => {
    const { db } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    let clock = NOW;
    const commerce = new LocalCommerce(db, { now: () => clock });
    commerce.insertReview(review("r-past", 3, new Date(NOW.getTime() - DAY)), "DRILL");
    commerce.insertReview(review("r-soon", 5, new Date(NOW.getTime() + 60_000)), "DRILL");
    expect(await titles(commerce)).toEqual(["r-past"]);
    clock = new Date(NOW.getTime() + 59_999);
    expect(await titles(commerce)).toEqual(["r-past"]);
    clock = new Date(NOW.getTime() + 60_000);
    expect(await titles(commerce)).toEqual(["r-soon", "r-past"]);
    // A clock set back (a test's) never sees what its time did not have.
    clock = NOW;
    expect(await titles(commerce)).toEqual(["r-past"]);
  });

  it("keeps a review's translations into the asked language only, and its words as written", async () => {
    const { commerce } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    const written = { ...review("r-nl", 4, new Date(NOW.getTime() - DAY), "Goed"), locale: "nl" };
    commerce.insertReview(
      {
        ...written,
        custom: {
          type: { typeId: "type", id: "review-fields" },
          fields: {
            source: "import",
            titleTranslations: { de: "Gut", "fr-FR": "Bien", fr: "Bon" },
            textTranslations: JSON.stringify({ de: "Gut", fr: "Bien" }),
          },
        },
      },
      "DRILL",
    );
    const [fr] = (await commerce.reviews({ ...query, language: "fr" })).results;
    expect(fr?.title).toBe("Goed");
    expect(fr?.custom?.fields).toEqual({
      source: "import",
      titleTranslations: { "fr-FR": "Bien", fr: "Bon" },
      textTranslations: { fr: "Bien" },
    });
    const [none] = (await commerce.reviews({ ...query, language: undefined })).results;
    expect(none?.custom?.fields).toEqual({ source: "import", titleTranslations: {}, textTranslations: {} });
  });

  it("keeps nothing read inside a transaction that is then rolled back", async () => {
    const { commerce, db } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    commerce.insertReview(review("r-4", 4, new Date(NOW.getTime() - DAY)), "DRILL");
    expect(await titles(commerce)).toEqual(["r-4"]);
    db.exec("BEGIN");
    db.prepare("UPDATE reviews SET data = json_set(data, '$.title', 'draft') WHERE id = 'r-4'").run();
    expect(await titles(commerce)).toEqual(["draft"]);
    db.exec("ROLLBACK");
    expect(await titles(commerce)).toEqual(["r-4"]);
  });
});
