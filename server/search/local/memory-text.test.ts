import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { LocalSearch } from "./index";
import { TextIndex } from "./memory-text";
import { collectionTables } from "./schema";
import { doc } from "./test-documents";

/**
 * Decision 0072: the text index in memory scores exactly as FTS5's bm25 does (same matches, same
 * doubles), before and after writes, and leaves to FTS5 what it cannot answer exactly.
 */
const DE = "prod.de-DE";
const NAMES = [
  "Kompressor Pro 2000",
  "Kompaktkompressor Mini",
  "Schweißgerät XL",
  "Werkbank für Werkstatt",
  "Hochdruckreiniger",
  "Kompressor Kompressor Öl",
];

const EXPRESSIONS = [
  '"kompressor"',
  '"komp"*',
  '"k"*',
  '"werkstatt" AND "komp"*',
  '"ferrox" AND "kompressor"',
  '"schweissgerat"',
  '"nichts"',
  '"o"*',
];

/** FTS5's own answer: rowids and bm25 scores with the weights ranking.ts passes. */
function fts5(db: Database.Database, match: string) {
  const t = collectionTables(db, DE, false);
  const rows = db
    .prepare(
      `SELECT rowid, bm25(${t.fts}, 10.0, 5.0, 3.0, 1.0) FROM ${t.fts} WHERE ${t.fts} MATCH ? ORDER BY rowid`,
    )
    .raw()
    .all(match) as [number, number][];
  return { rows: rows.map(([r]) => r), scores: rows.map(([, s]) => s) };
}

function inMemory(index: TextIndex, match: string) {
  const scored = index.score(match, 1024);
  expect(scored, match).toBeDefined();
  return { rows: [...(scored?.rows ?? [])], scores: [...(scored?.scores ?? [])] };
}

describe("the text index in memory", () => {
  it("answers FTS5's matches and bm25 scores exactly, before and after writes", async () => {
    const search = new LocalSearch(new Database(":memory:"));
    await search.upsert(
      DE,
      Array.from({ length: 60 }, (_, i) => doc(i, NAMES[i % NAMES.length] as string)),
    );
    const t = collectionTables(search.db, DE, false);
    const index = TextIndex.read(search.db, t, 1024);
    for (const match of EXPRESSIONS) expect(inMemory(index, match), match).toEqual(fts5(search.db, match));
    expect(fts5(search.db, '"komp"*').rows.length).toBeGreaterThan(30);

    // A renamed document, a new one and a removal: the index follows the writes it is told of.
    const before = search.db.prepare(`SELECT rowid FROM ${t.docs} WHERE id = ?`).pluck();
    const renamed = before.get("SKU3") as number;
    const removed = before.get("SKU4") as number;
    await search.upsert(DE, [doc(3, "Kompressorstation Öl"), doc(100, "Werkstattwagen kompakt")]);
    await search.remove(DE, ["SKU4"]);
    const after = search.db.prepare(`SELECT rowid FROM ${t.docs} WHERE id = ?`).pluck();
    const changes = [
      { removed: renamed, added: after.get("SKU3") as number },
      { added: after.get("SKU100") as number },
      { removed },
    ];
    expect(index.apply(changes, 1024)).toBe("exact");
    for (const match of EXPRESSIONS) expect(inMemory(index, match), match).toEqual(fts5(search.db, match));
  });

  it("leaves to FTS5 the typo fallback's OR groups and terms with characters no index term has", async () => {
    const search = new LocalSearch(new Database(":memory:"));
    await search.upsert(DE, [doc(1, "Kompressor")]);
    const index = TextIndex.read(search.db, collectionTables(search.db, DE, false), 1024);
    expect(index.score('("kompressor" OR "kompresor")', 1024)).toBeUndefined();
    expect(index.score('"κομπ"*', 1024)).toBeUndefined();
    expect(index.score('"kompressor"', 1024)?.rows).toEqual(Int32Array.from([1]));
  });
});

describe("a rebuild cut short (decision 0072)", () => {
  it("gets FTS5's automerge back at the next opening, which the rebuild had turned off", async () => {
    const db = new Database(":memory:");
    await new LocalSearch(db).upsert(DE, [doc(1, "Kompressor")]);
    const t = collectionTables(db, DE, false);
    const automerge = () =>
      (db.prepare(`SELECT v FROM ${t.fts}_config WHERE k = 'automerge'`).get() as { v: number } | undefined)
        ?.v;
    // What rebuilding() leaves behind when the process stops during the load.
    db.exec(`INSERT INTO ${t.fts} (${t.fts}, rank) VALUES ('automerge', 0)`);
    expect(automerge()).toBe(0);
    await new LocalSearch(db).upsert(DE, [doc(2, "Werkbank")]);
    expect(automerge()).toBe(4);
  });
});
