import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalSearch } from "./index";
import { doc } from "./test-documents";

/** A rebuild's larger page cache and WAL interval (decision 0080) last only as long as the rebuild. */
const COLLECTIONS = ["prod.de-DE", "prod.de-AT"];
const opened: { search: LocalSearch; dir: string }[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const { search, dir } of opened.splice(0)) {
    search.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function open() {
  const dir = mkdtempSync(path.join(tmpdir(), "rebuilding-"));
  const search = LocalSearch.open(path.join(dir, "search.db"));
  opened.push({ search, dir });
  return search;
}

const pragmas = (search: LocalSearch) => ({
  cacheSize: search.db.pragma("cache_size", { simple: true }),
  walAutocheckpoint: search.db.pragma("wal_autocheckpoint", { simple: true }),
});
const DURING = { cacheSize: -256 * 1024, walAutocheckpoint: 16_384 };

describe("a rebuild's pragmas", () => {
  it("are put back and the log checkpointed after a load", async () => {
    const search = open();
    const before = pragmas(search);
    expect(before.walAutocheckpoint).toBe(1000);
    const pragma = vi.spyOn(search.db, "pragma");
    const during = await search.rebuilding(COLLECTIONS, async () => {
      for (const collection of COLLECTIONS) await search.upsert(collection, [doc(1, "Kompressor")]);
      return pragmas(search);
    });
    expect(during).toEqual(DURING);
    expect(pragmas(search)).toEqual(before);
    expect(pragma).toHaveBeenCalledWith("wal_checkpoint(PASSIVE)");
    expect((await search.search("prod.de-AT", { q: "kompressor" })).found).toBe(1);
  });

  it("are put back when the load rejects", async () => {
    const search = open();
    const before = pragmas(search);
    await expect(
      search.rebuilding(COLLECTIONS, async () => {
        expect(pragmas(search)).toEqual(DURING);
        throw new Error("catalogue unreachable");
      }),
    ).rejects.toThrow("catalogue unreachable");
    expect(pragmas(search)).toEqual(before);
  });

  it("are put back when building the indexes after the load throws", async () => {
    const search = open();
    const before = pragmas(search);
    const exec = search.db.exec.bind(search.db);
    let loaded = false;
    vi.spyOn(search.db, "exec").mockImplementation((sql: string) => {
      if (loaded && sql.startsWith("CREATE INDEX")) throw new Error("disk full");
      return exec(sql);
    });
    const load = async () => {
      expect(pragmas(search)).toEqual(DURING);
      loaded = true;
    };
    await expect(search.rebuilding(COLLECTIONS, load)).rejects.toThrow("disk full");
    expect(pragmas(search)).toEqual(before);
  });

  it("are put back when dropping the indexes before the load throws", async () => {
    const search = open();
    for (const collection of COLLECTIONS) await search.upsert(collection, [doc(1, "Kompressor")]);
    const before = pragmas(search);
    const exec = search.db.exec.bind(search.db);
    vi.spyOn(search.db, "exec").mockImplementation((sql: string) => {
      if (sql.startsWith("DROP INDEX")) throw new Error("database is locked");
      return exec(sql);
    });
    const load = vi.fn(async () => "loaded");
    await expect(search.rebuilding(COLLECTIONS, load)).rejects.toThrow("database is locked");
    expect(load).not.toHaveBeenCalled();
    expect(pragmas(search)).toEqual(before);
  });
});
