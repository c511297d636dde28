import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { SearchParams } from "../port";
import { LocalSearch } from "./index";
import { DELTA_LIMIT } from "./memory-text";
import type { TextRebuildOptions } from "./memory-text-keeper";
import { doc } from "./test-documents";

/**
 * Decision 0075: writes that keep a document's text never make the text index be read again, and
 * when it must be read again that happens in slices off the request path while searches stay exact.
 */
const DE = "prod.de-DE";
const NAMES = ["Kompressor Pro 2000", "Kompaktkompressor Mini", "Schweißgerät XL", "Werkbank für Werkstatt"];
const name = (i: number) => NAMES[i % NAMES.length] as string;

const SEARCHES: SearchParams[] = [
  { q: "kompressor", per_page: 50 },
  { q: "komp", per_page: 50 },
  { q: "werkstatt komp", per_page: 50, facet_by: "brand" },
  { q: "ωmega", per_page: 50 },
  { q: "zylinder", per_page: 50 },
  { q: "*", per_page: 50, filter_by: "inStock:=false", facet_by: "brand,price" },
];

/** What a search answers that must not differ between the paths (not its time). */
async function answers(search: LocalSearch, params: SearchParams) {
  const { found, hits, facet_counts } = await search.search(DE, params);
  return { found, hits: hits.map((h) => [h.document.id, h.document.name, h.text_match]), facet_counts };
}

/** The same searches answered by FTS5 and SQL alone (a fresh instance: no result cache). */
async function expectExact(search: LocalSearch, step: string) {
  const sql = new LocalSearch(search.db, { memory: false });
  for (const params of SEARCHES)
    expect(await answers(search, params), `${step}: ${params.q}`).toEqual(await answers(sql, params));
}

/**
 * A search of 60 documents whose text index, when it must be read again, is read in slices of 40
 * rows that the test runs itself, one per `tasks.shift()`.
 */
async function steppedSearch(rebuild: TextRebuildOptions = {}) {
  const tasks: (() => void)[] = [];
  const search = new LocalSearch(new Database(":memory:"), {
    textRebuild: { schedule: (task) => tasks.push(task), sliceMs: 0, sliceRows: 40, ...rebuild },
  });
  await search.upsert(
    DE,
    Array.from({ length: 60 }, (_, i) => doc(i, name(i))),
  );
  return { search, tasks };
}

/**
 * A stepped search made crowded: more documents written than its delta limit (10) keeps aside, all
 * in characters the index knows, so the index is read again while it still answers (exactly).
 */
async function crowdedSearch() {
  const { search, tasks } = await steppedSearch({ deltaLimit: 10 });
  await expectExact(search, "read");
  const memory = search.memoryOf(DE);
  await search.upsert(
    DE,
    Array.from({ length: 11 }, (_, i) => doc(i, "Kompakte Werkbank Pro")),
  );
  return { search, tasks, memory };
}

describe("the text index kept while documents are written", () => {
  it("is not read again after a stock-only write of more than DELTA_LIMIT documents", async () => {
    const search = new LocalSearch(new Database(":memory:"));
    const all = Array.from({ length: DELTA_LIMIT + 1 }, (_, i) => doc(i, name(i)));
    await search.upsert(DE, all);
    const before = await search.search(DE, { q: "kompressor", per_page: 3 });
    const memory = search.memoryOf(DE);
    const index = memory?.textIndex();
    expect(memory?.textReads).toEqual({ count: 1, rebuilding: false });

    await search.upsert(
      DE,
      all.map((d) => ({ ...d, inStock: false, availableQuantity: 0, price: d.price + 1 })),
    );
    expect(memory?.textReads).toEqual({ count: 1, rebuilding: false });
    expect(memory?.textIndex()).toBe(index);
    const after = await search.search(DE, { q: "kompressor", per_page: 3 });
    expect(after.found).toBe(before.found);
    expect(after.hits.map((h) => [h.document.id, h.text_match, h.document.inStock])).toEqual(
      before.hits.map((h) => [h.document.id, h.text_match, false]),
    );
    const outOfStock = await search.search(DE, { q: "*", filter_by: "inStock:=false", per_page: 0 });
    expect(outOfStock.found).toBe(DELTA_LIMIT + 1);
    expect(search.paths.sql).toBe(0);
  }, 60_000);

  it("finds a document's new text in the search right after the write", async () => {
    const search = new LocalSearch(new Database(":memory:"));
    await search.upsert(
      DE,
      Array.from({ length: 20 }, (_, i) => doc(i, name(i))),
    );
    expect((await search.search(DE, { q: "zylinderkopf" })).found).toBe(0);
    await search.upsert(DE, [doc(5, "Zylinderkopf Werkzeug")]);
    const found = await search.search(DE, { q: "zylinderkopf" });
    expect(found.hits.map((h) => h.document.id)).toEqual(["SKU5"]);
    expect(
      (await search.search(DE, { q: "kompaktkompressor", per_page: 50 })).hits.map((h) => h.document.id),
    ).not.toContain("SKU5");
    expect(search.memoryOf(DE)?.textReads.count).toBe(1);
    await expectExact(search, "after a rename");
  });

  it("answers exactly while the index is read again in slices between writes, then swaps it in", async () => {
    const { search, tasks } = await steppedSearch();
    await expectExact(search, "read");
    const memory = search.memoryOf(DE);
    const index = memory?.textIndex();
    // A character no index term has: the index cannot follow this write and leaves text to FTS5.
    await search.upsert(DE, [doc(7, "Ωmega Kompressor")]);
    expect(memory?.textReads).toEqual({ count: 1, rebuilding: true });
    let slices = 0;
    for (let i = 0; tasks.length > 0; i++) {
      await expectExact(search, `slice ${i}`);
      // Writes between the slices: a rename, a stock change, a new document, a removal.
      if (i % 4 === 0) await search.upsert(DE, [doc(i, i % 8 ? "Zylinder Kompressor" : "Zylinderkopf")]);
      if (i % 4 === 1) await search.upsert(DE, [{ ...doc(i, name(i)), inStock: false, price: 99 }]);
      if (i % 4 === 2) await search.upsert(DE, [doc(100 + i, "Kompakter Zylinder")]);
      if (i % 4 === 3) await search.remove(DE, [`SKU${i + 10}`]);
      (tasks.shift() as () => void)();
      slices++;
    }
    expect(slices).toBeGreaterThan(10);
    expect(memory?.textReads).toEqual({ count: 2, rebuilding: false });
    expect(memory?.textIndex()).not.toBe(index);
    await expectExact(search, "swapped");
    // The new index answers text itself again (not FTS5): its scores are the ones checked above.
    expect(memory?.textIndex().score('"kompressor"', memory.capacity)?.rows.length).toBeGreaterThan(10);
  });

  it("is not read again while a bulk load of more than DELTA_LIMIT documents runs, a search in between", async () => {
    const tasks: (() => void)[] = [];
    const search = new LocalSearch(new Database(":memory:"), {
      textRebuild: { schedule: (task) => tasks.push(task) },
    });
    const all = Array.from({ length: DELTA_LIMIT + 1_000 }, (_, i) => doc(i, name(i)));
    await search.upsert(DE, all.slice(0, 10));
    expect((await search.search(DE, { q: "kompressor" })).found).toBeGreaterThan(0);
    await search.rebuilding([DE], async () => {
      await search.reset(DE);
      for (let page = 0; page < all.length; page += 500) {
        await search.upsert(DE, all.slice(page, page + 500));
        // A shopper's search during the load, as the shop answers while it rebuilds its index.
        const found = await search.search(DE, { q: "kompressor", per_page: 1 });
        expect(found.found).toBeGreaterThan(0);
        expect(tasks).toHaveLength(0);
      }
    });
    expect(tasks).toHaveLength(0);
    expect(search.memoryOf(DE)?.textReads).toEqual({ count: 1, rebuilding: false });
    await expectExact(search, "after the load");
  }, 60_000);

  it("answers from the crowded index while it is read again, writes between the slices", async () => {
    const { search, tasks, memory } = await crowdedSearch();
    expect(memory?.textReads).toEqual({ count: 1, rebuilding: true });
    let slices = 0;
    for (let i = 0; tasks.length > 0; i++) {
      await expectExact(search, `slice ${i}`);
      // The index being replaced still answers the text itself (not FTS5).
      expect(memory?.textIndex().score('"kompressor"', memory.capacity), `slice ${i}`).toBeDefined();
      if (i < 12 && i % 3 === 0) await search.upsert(DE, [doc(20 + i, "Werkbank Stark")]);
      if (i < 12 && i % 3 === 1) await search.upsert(DE, [{ ...doc(i, name(i)), inStock: false, price: 99 }]);
      if (i < 12 && i % 3 === 2) await search.remove(DE, [`SKU${i + 30}`]);
      (tasks.shift() as () => void)();
      slices++;
    }
    expect(slices).toBeGreaterThan(10);
    expect(memory?.textReads.count).toBeGreaterThanOrEqual(2);
    expect(memory?.textReads.rebuilding).toBe(false);
    await expectExact(search, "swapped");
    expect(memory?.textIndex().score('"kompakt"', memory.capacity)?.rows.length).toBeGreaterThan(10);
  });

  it("stays exact when the highest rowid is removed and written again while the index is read", async () => {
    const { search, tasks, memory } = await crowdedSearch();
    expect(memory?.textReads.rebuilding).toBe(true);
    const highest = () =>
      search.db.prepare("SELECT rowid, id FROM prod_de_de_docs ORDER BY rowid DESC LIMIT 1").get() as {
        rowid: number;
        id: string;
      };
    let reused = 0;
    for (let i = 0; tasks.length > 0; i++) {
      await expectExact(search, `slice ${i}`);
      if (i < 14) {
        const top = highest();
        await search.remove(DE, [top.id]);
        await search.upsert(DE, [doc(300 + i, i % 2 ? "Werkbank Kompakt" : "Garten Kompressor Stark")]);
        // SQLite gives the new row the rowid just freed: the slices may have read the old one's.
        if (highest().rowid === top.rowid) reused++;
        await expectExact(search, `slice ${i}, rowid ${top.rowid} written again`);
        expect(memory?.textIndex().score('"kompressor"', memory.capacity), `slice ${i}`).toBeDefined();
      }
      (tasks.shift() as () => void)();
    }
    expect(reused).toBe(14);
    expect(memory?.textReads.rebuilding).toBe(false);
    await expectExact(search, "swapped");
  });

  it("keeps a very large write made while the index is read again (no spread of its changes)", async () => {
    const { search, tasks } = await steppedSearch();
    const memory = search.memoryOf(DE);
    await search.upsert(DE, [doc(7, "Ωmega Kompressor")]);
    (tasks.shift() as () => void)();
    expect(memory?.textReads.rebuilding).toBe(true);
    // As many changes as a catalogue-wide write brings, more than a call takes as arguments.
    const changes = Array.from({ length: 500_000 }, () => ({ removed: 7 }));
    expect(() => memory?.apply(changes)).not.toThrow();
    while (tasks.length > 0) (tasks.shift() as () => void)();
    expect(memory?.textReads).toEqual({ count: 2, rebuilding: false });
  });
});
