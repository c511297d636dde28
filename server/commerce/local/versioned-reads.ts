/**
 * Reads the engine keeps per version of its database (issue 20 item 3, decision 0086): an answer
 * computed from the file is kept until anything writes the file, by any path. The version is what
 * this connection sees: SQLite's `data_version` changes when another connection (another process on
 * the same file, a rebuild script, a second connection of this process) commits, and this
 * connection's `total_changes()` counts every row its own statements insert, update or delete (the
 * engine's writes, an import, a test's raw UPDATE). One statement per look-up reads both counters
 * (a pragma and a function of the connection: no table, no index), so nothing has to be told about a
 * write and no writer has to cooperate.
 */
import type Database from "better-sqlite3";
import type { DeepReadonly } from "../port";
import type { EngineContext } from "./context";
import { type Db, deepFreeze } from "./db";

/** One kept answer: valid while the database is unchanged and the engine's clock is in [from, until). */
interface Kept<T> {
  value: T;
  /** The clock (ISO text) the answer was computed at; an earlier clock (a test's) reads again. */
  from: string;
  /** The first instant (ISO text) at which the answer would change without a write, if any. */
  until?: string;
}

export interface VersionedReads<T> {
  /**
   * The kept answer for `key` at `at` (ISO text), or `compute`'s, kept for the next look-ups until
   * the database changes or the clock reaches its `until`. The answer is deep-frozen: it is shared.
   * An answer of nothing (`null`, or one `compute` marks `keep: false`, an empty list) is not kept:
   * anyone can ask for any number of those, and they would push out the answers worth keeping.
   */
  get<V extends T | null>(
    key: string,
    at: string,
    compute: () => { value: V; until?: string; keep?: boolean },
  ): DeepReadonly<V>;
}

const versions = new WeakMap<Db, Database.Statement>();

/** This connection's view of the file's version: other connections' commits and its own changes. */
export function databaseVersion(db: Db): string {
  let read = versions.get(db);
  if (!read) {
    read = db.prepare("SELECT data_version AS v, total_changes() AS c FROM pragma_data_version");
    versions.set(db, read);
  }
  const { v, c } = read.get() as { v: number; c: number };
  return `${v}/${c}`;
}

/** Answers kept per key for the database's current version, at most `kept` (least recently read goes). */
export function versionedReads<T>(db: Db, kept: number): VersionedReads<T> {
  let version = "";
  const answers = new Map<string, Kept<T>>();
  return {
    get<V extends T | null>(
      key: string,
      at: string,
      compute: () => { value: V; until?: string; keep?: boolean },
    ): DeepReadonly<V> {
      // Inside an open transaction a read may see rows a rollback takes back, leaving the counters
      // moved: nothing read there is kept, and nothing kept is served there. What is read there is
      // frozen all the same, so a reader meets one kind of answer whichever path gave it.
      if (db.inTransaction) return deepFreeze(compute().value);
      const now = databaseVersion(db);
      if (now !== version) {
        answers.clear();
        version = now;
      }
      const found = answers.get(key);
      if (found && found.from <= at && (found.until === undefined || at < found.until)) {
        answers.delete(key);
        answers.set(key, found);
        return found.value as DeepReadonly<V>;
      }
      const { value, until, keep = true } = compute();
      // Nothing (null, or what the compute marks empty) is not kept. A compute that wrote, or that
      // read another connection's commit made since `now`, needs no check here: the answer is kept
      // under `now`, which the very next look-up finds moved, and so empties the answers before
      // serving any.
      const frozen = deepFreeze(value);
      if (value === null || !keep) return frozen;
      if (answers.size >= kept && !answers.has(key)) answers.delete(answers.keys().next().value as string);
      answers.set(key, { value: frozen as unknown as T, from: at, until });
      return frozen;
    },
  };
}

/**
 * Kept reads, one set per engine, made on its first look-up (what the engine's resource modules
 * keep: review pages, projections). Per engine, that is per `EngineContext`, and not per database:
 * an engine's answers depend on the file and also on what it loaded from the file once, at its start
 * (its reference data: product discounts, list labels, customer groups), which a second engine on
 * the same file may have loaded at another time. So no answer one engine computed is served by
 * another; the version each set follows is still its connection's.
 */
export function perEngine<T>(kept: number): (ctx: EngineContext) => VersionedReads<T> {
  const reads = new WeakMap<EngineContext, VersionedReads<T>>();
  return (ctx) => {
    let found = reads.get(ctx);
    if (!found) {
      found = versionedReads<T>(ctx.db, kept);
      reads.set(ctx, found);
    }
    return found;
  };
}
