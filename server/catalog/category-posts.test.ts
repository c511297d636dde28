import { describe, expect, it, vi } from "vitest";
import { categoryPostSlugs } from "./category-posts";

describe("categoryPosts (SPEC §3: JSON per locale)", () => {
  it("reads the language's list of post slugs, none for the old single value or a missing language", () => {
    const field = {
      de: '["compressor-buying-guide","workshop-storage-ideas"]',
      en: '["compressor-buying-guide"]',
    };
    expect(categoryPostSlugs(field, "de", "workshop")).toEqual([
      "compressor-buying-guide",
      "workshop-storage-ideas",
    ]);
    expect(categoryPostSlugs(field, "en", "workshop")).toEqual(["compressor-buying-guide"]);
    expect(categoryPostSlugs(field, "fr", "workshop")).toEqual([]);
    expect(categoryPostSlugs("[]", "de", "workshop")).toEqual([]);
    expect(categoryPostSlugs(undefined, "de", "workshop")).toEqual([]);
  });

  it("shows no posts, with a log line, when an editor's value is not a list of slugs", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(categoryPostSlugs({ de: "{ broken" }, "de", "workshop")).toEqual([]);
    expect(categoryPostSlugs({ de: '["../etc/passwd"]' }, "de", "workshop")).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "Category workshop: categoryPosts for de is not a list of post slugs",
      "Category workshop: categoryPosts for de is not a list of post slugs",
    ]);
    warn.mockRestore();
  });
});
