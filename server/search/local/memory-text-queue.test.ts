import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalSearch } from "./index";
import { TextIndexReader } from "./memory-text-read";
import { doc } from "./test-documents";

/** Decision 0075: the text-index rebuilds of all collections share one queue; a failed one is retried. */
const COLLECTIONS = ["prod.de-DE", "prod.de-AT"];
const NAMES = ["Kompressor Pro 2000", "Kompaktkompressor Mini", "Schweißgerät XL", "Werkbank für Werkstatt"];
const docs = (n: number) => Array.from({ length: n }, (_, i) => doc(i, NAMES[i % NAMES.length] as string));

afterEach(() => {
  vi.restoreAllMocks();
});

/** A search whose text indexes are rebuilt only when the test runs the scheduled ticks. */
async function stepped(extra: { retryLater?: (task: () => void, ms: number) => void } = {}) {
  const tasks: (() => void)[] = [];
  const search = new LocalSearch(new Database(":memory:"), {
    textRebuild: { schedule: (task) => tasks.push(task), sliceMs: 0, sliceRows: 40, ...extra },
  });
  for (const collection of COLLECTIONS) {
    await search.upsert(collection, docs(60));
    await search.search(collection, { q: "kompressor" });
  }
  return { search, tasks };
}

describe("the text-index rebuilds of all collections", () => {
  it("run one at a time, one slice per tick", async () => {
    const { search, tasks } = await stepped();
    const readers: TextIndexReader[] = [];
    const step = TextIndexReader.prototype.step;
    vi.spyOn(TextIndexReader.prototype, "step").mockImplementation(function (
      this: TextIndexReader,
      deadline,
    ) {
      readers.push(this);
      return step.call(this, deadline);
    });
    // A character no index term has, in both collections: both indexes must be read again.
    for (const collection of COLLECTIONS) await search.upsert(collection, [doc(7, "Ωmega Kompressor")]);
    const [de, at] = COLLECTIONS.map((c) => search.memoryOf(c));
    expect([de?.textReads.rebuilding, at?.textReads.rebuilding]).toEqual([true, true]);

    let ticks = 0;
    while (tasks.length > 0) {
      // Never more than one tick waiting, whatever the number of collections to rebuild.
      expect(tasks.length).toBe(1);
      const before = readers.length;
      (tasks.shift() as () => void)();
      expect(readers.length - before).toBeLessThanOrEqual(1);
      ticks++;
    }
    expect(ticks).toBeGreaterThan(4);
    // The slices of one rebuild all come before the other's: they never interleave.
    const order = readers.filter((reader, i) => reader !== readers[i - 1]);
    expect(order).toHaveLength(2);
    expect([de?.textReads, at?.textReads]).toEqual([
      { count: 2, rebuilding: false },
      { count: 2, rebuilding: false },
    ]);
    for (const collection of COLLECTIONS) {
      const found = await search.search(collection, { q: "ωmega" });
      expect(found.hits.map((h) => h.document.id)).toEqual(["SKU7"]);
    }
  });

  it("retry a rebuild whose slice threw, later, and give up after a few attempts", async () => {
    const retries: { task: () => void; ms: number }[] = [];
    const { search, tasks } = await stepped({ retryLater: (task, ms) => retries.push({ task, ms }) });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const step = vi.spyOn(TextIndexReader.prototype, "step").mockImplementationOnce(() => {
      throw new Error("disk I/O error");
    });
    const drain = () => {
      while (tasks.length > 0) (tasks.shift() as () => void)();
    };
    const memory = search.memoryOf("prod.de-DE");
    await search.upsert("prod.de-DE", [doc(7, "Ωmega Kompressor")]);
    drain();
    expect(memory?.textReads).toEqual({ count: 1, rebuilding: false });
    expect(retries.map((r) => r.ms)).toEqual([1_000]);
    expect(errors).toHaveBeenCalledTimes(1);

    (retries.shift() as { task: () => void }).task();
    drain();
    expect(memory?.textReads).toEqual({ count: 2, rebuilding: false });
    const found = await search.search("prod.de-DE", { q: "ωmega" });
    expect(found.hits.map((h) => h.document.id)).toEqual(["SKU7"]);
    // The new index answers the text itself again.
    expect(memory?.textIndex().score('"ωmega"', memory.capacity)?.rows).toHaveLength(1);

    // Failing every time: three retries, each later than the one before, then no more.
    step.mockImplementation(() => {
      throw new Error("disk I/O error");
    });
    await search.upsert("prod.de-DE", [doc(8, "Ψ Kompressor")]);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      drain();
      const retry = retries.shift();
      if (!retry) break;
      delays.push(retry.ms);
      retry.task();
    }
    expect(delays).toEqual([1_000, 2_000, 4_000]);
    expect(memory?.textReads).toEqual({ count: 2, rebuilding: false });
  });
});
