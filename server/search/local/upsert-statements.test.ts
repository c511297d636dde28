import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { insertValueSql, LocalSearch } from "./index";
import { doc } from "./test-documents";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("upsert's statements", () => {
  it("are prepared once per collection, not at every call", async () => {
    const search = new LocalSearch(new Database(":memory:"));
    await search.upsert("prod.de-DE", [doc(1, "Kompressor Pro")]);
    const prepare = vi.spyOn(search.db, "prepare");
    await search.upsert("prod.de-DE", [doc(2, "Schweißgerät XL")]);
    await search.upsert("prod.de-DE", [doc(1, "Kompressor Pro 2")]);
    expect(prepare).not.toHaveBeenCalled();
    await search.upsert("prod.de-AT", [doc(1, "Kompressor Pro")]);
    expect(prepare.mock.calls.length).toBeGreaterThan(0);
    expect((await search.search("prod.de-DE", { q: "kompressor" })).found).toBe(1);
    expect((await search.search("prod.de-DE", { q: "schweissgerat" })).found).toBe(1);
  });

  it("write only a field name into the SQL", () => {
    expect(insertValueSql("v", "categories.lvl0")).toBe(
      "INSERT INTO v (doc, field, value) VALUES (?, 'categories.lvl0', ?)",
    );
    expect(() => insertValueSql("v", "tags', ?); DROP TABLE v; --")).toThrow("Not a field name");
  });
});
