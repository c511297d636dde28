/**
 * The answers the engine keeps per version of its database (versioned-reads.ts, decision 0086),
 * with a fake compute over a one-row table: each test counts how often the compute ran.
 */
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { versionedReads } from "./versioned-reads";

const AT = "2026-01-01T00:00:05.000Z";
let db: Db;
let computed: number;

beforeEach(() => {
  db = new Database(":memory:");
  db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('first')");
  computed = 0;
});

/** The fake compute: the table's value, counted. */
function read(until?: string) {
  computed++;
  const { x } = db.prepare("SELECT x FROM t").get() as { x: string };
  return { value: { x }, until };
}

const write = (x: string) => db.prepare("UPDATE t SET x = ?").run(x);

describe("versionedReads", () => {
  it("keeps an answer, frozen and shared, until the database changes", () => {
    const reads = versionedReads<{ x: string }>(db, 10);
    const first = reads.get("a", AT, () => read());
    expect(reads.get("a", AT, () => read())).toBe(first);
    expect(computed).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    write("second");
    expect(reads.get("a", AT, () => read())).toEqual({ x: "second" });
    expect(computed).toBe(2);
  });

  it("keeps at most `kept` answers: a new key puts out the least recently read", () => {
    const reads = versionedReads<{ x: string }>(db, 2);
    reads.get("a", AT, () => read());
    reads.get("b", AT, () => read());
    reads.get("a", AT, () => read());
    reads.get("c", AT, () => read());
    expect(computed).toBe(3);
    reads.get("a", AT, () => read());
    reads.get("c", AT, () => read());
    expect(computed).toBe(3);
    reads.get("b", AT, () => read());
    expect(computed).toBe(4);
  });

  it("does not serve again an answer whose compute wrote: the version moved under it", () => {
    const reads = versionedReads<{ x: string }>(db, 10);
    const writing = () => {
      write(`write ${computed}`);
      return read();
    };
    expect(reads.get("a", AT, writing)).toEqual({ x: "write 0" });
    expect(reads.get("a", AT, writing)).toEqual({ x: "write 1" });
    expect(computed).toBe(2);
  });

  it("does not keep nothing (null)", () => {
    const reads = versionedReads<{ x: string }>(db, 10);
    const none = () => {
      computed++;
      return { value: null };
    };
    expect(reads.get("a", AT, none)).toBeNull();
    expect(reads.get("a", AT, none)).toBeNull();
    expect(computed).toBe(2);
  });

  it("does not keep an answer the compute marks empty (keep: false)", () => {
    const reads = versionedReads<{ x: string }>(db, 10);
    const empty = () => ({ ...read(), keep: false });
    reads.get("a", AT, empty);
    reads.get("a", AT, empty);
    expect(computed).toBe(2);
  });

  it("reads again at a clock before the answer's and once the clock reaches its `until`", () => {
    const reads = versionedReads<{ x: string }>(db, 10);
    const until = "2026-01-01T00:00:10.000Z";
    reads.get("a", AT, () => read(until));
    reads.get("a", "2026-01-01T00:00:09.999Z", () => read(until));
    expect(computed).toBe(1);
    reads.get("a", "2026-01-01T00:00:04.999Z", () => read(until));
    expect(computed).toBe(2);
    reads.get("a", until, () => read(until));
    expect(computed).toBe(3);
  });

  it("keeps and serves nothing inside a transaction: nothing read there outlives a rollback", () => {
    const reads = versionedReads<{ x: string }>(db, 10);
    reads.get("a", AT, () => read());
    db.exec("BEGIN");
    // A kept answer is not served there…
    expect(reads.get("a", AT, () => read())).toEqual({ x: "first" });
    expect(computed).toBe(2);
    write("draft");
    // …nor is what is read there kept: the rollback takes the row back, not total_changes().
    const draft = reads.get("a", AT, () => read());
    expect(draft).toEqual({ x: "draft" });
    // Frozen all the same: a reader meets one kind of answer, kept or not.
    expect(Object.isFrozen(draft)).toBe(true);
    db.exec("ROLLBACK");
    expect(reads.get("a", AT, () => read())).toEqual({ x: "first" });
    expect(computed).toBe(4);
  });
});
