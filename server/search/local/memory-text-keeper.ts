/**
 * Keeps a collection's text index (memory-text.ts) answering while it is read again (decision 0075).
 * The index follows writes through its delta; past DELTA_LIMIT written documents, or after a write it
 * cannot follow, a new index is read from FTS5 in slices on later ticks (memory-text-read.ts) while
 * the current one keeps answering: exactly with its delta, or by leaving every search to FTS5 when a
 * write made it inexact. The writes made while the new index is read are applied to it before it
 * replaces the current one, so no search between the slices, or after the swap, misses a write.
 */
import type Database from "better-sqlite3";
import { TextIndex } from "./memory-text";
import { type RebuildJob, RebuildQueue, type Schedule } from "./memory-text-queue";
import { TextIndexReader } from "./memory-text-read";
import type { Tables } from "./schema";

/** Attempts after a rebuild that failed (each later than the one before) before the keeper gives up. */
const RETRIES = 3;
/** The first retry's delay; each next one doubles it (1, 2, 4 s). */
const RETRY_MS = 1_000;

/** How a rebuild runs: defaults for the shop; tests pass their own to step through one. */
export interface TextRebuildOptions {
  /** Runs a slice on a later tick (setImmediate); used when no `queue` is given. */
  schedule?: Schedule;
  /** The queue shared by all collections' rebuilds (LocalSearch owns one): one slice per tick. */
  queue?: RebuildQueue;
  /** Runs a retry after a failed rebuild, `ms` later (setTimeout). */
  retryLater?: (task: () => void, ms: number) => void;
  /** Time per slice: a shopper's search waits at most about this long for one (8 ms). */
  sliceMs?: number;
  /** Rows read per statement (memory-text-read.ts). */
  sliceRows?: number;
  /** Written documents the index keeps aside before it is read again (DELTA_LIMIT). */
  deltaLimit?: number;
}

interface Build {
  /** Created at the first slice, so that waiting rebuilds hold no half-read index. */
  reader: TextIndexReader | undefined;
  /** Writes made since the reading began, applied to the new index before the swap. */
  pending: { removed?: number; added?: number }[];
}

export class TextIndexKeeper implements RebuildJob {
  /** Text indexes read so far, the first one included (tests count rebuilds with it). */
  reads = 0;
  private current: TextIndex;
  private build: Build | undefined;
  private capacity: number;
  private closed = false;
  /** Rebuilds failed in a row (reset by one that succeeds). */
  private failures = 0;
  private readonly queue: RebuildQueue;

  constructor(
    private readonly db: Database.Database,
    private readonly t: Tables,
    capacity: number,
    private readonly options: TextRebuildOptions = {},
  ) {
    this.capacity = capacity;
    this.queue = options.queue ?? new RebuildQueue(options.schedule);
    this.current = TextIndex.read(db, t, capacity);
    this.reads++;
  }

  /** The index that answers now. */
  index(): TextIndex {
    return this.current;
  }

  /** Whether a new index is being read (or waits its turn in the queue). */
  get rebuilding(): boolean {
    return this.build !== undefined;
  }

  /** Follows writes that changed documents' text (removed and added rowids). */
  apply(changes: { removed?: number; added?: number }[], capacity: number): void {
    if (changes.length === 0) return;
    this.capacity = capacity;
    // One push each: a spread of a very large write would overflow the call's arguments.
    const pending = this.build?.pending;
    if (pending) for (const change of changes) pending.push(change);
    const state = this.current.apply(changes, capacity, this.options.deltaLimit);
    if (state !== "exact" && !this.build) this.start();
  }

  /** Stops a rebuild under way (the collection was dropped or is read again from scratch). */
  close(): void {
    this.closed = true;
    this.build = undefined;
  }

  private start() {
    if (this.closed) return;
    this.build = { reader: undefined, pending: [] };
    this.queue.enqueue(this);
  }

  /** One slice of the rebuild (the queue's tick); true when it is finished, failed or stopped. */
  slice(): boolean {
    const build = this.build;
    if (!build || this.closed || !this.db.open) return true;
    try {
      if (!build.reader) {
        // Writes before the reading began are in what it reads: only later ones need applying.
        build.pending = [];
        build.reader = new TextIndexReader(this.db, this.t, this.capacity, this.options.sliceRows);
      }
      if (!build.reader.step(performance.now() + (this.options.sliceMs ?? 8))) return false;
      const next = new TextIndex(this.db, this.t, build.reader.result());
      this.reads++;
      const state = next.apply(build.pending, this.capacity, this.options.deltaLimit);
      this.build = undefined;
      this.failures = 0;
      // A write during the reading that the new index cannot follow: read once more (the written
      // document is then in FTS5's own postings). A crowded one answers, and is read again too.
      if (state !== "inexact") this.current = next;
      if (state !== "exact") this.start();
    } catch (error) {
      // The current index stays (exact, or leaving searches to FTS5); tried again later, a few times.
      this.build = undefined;
      if (this.db.open) this.retry(error);
    }
    return true;
  }

  private retry(error: unknown) {
    this.failures++;
    if (this.failures > RETRIES) {
      console.error(`search: reading the text index of ${this.t.docs} again failed, given up`, error);
      return;
    }
    const ms = RETRY_MS * 2 ** (this.failures - 1);
    console.error(`search: reading the text index of ${this.t.docs} again failed, retry in ${ms} ms`, error);
    const later =
      this.options.retryLater ?? ((task: () => void, delay: number) => setTimeout(task, delay).unref());
    later(() => {
      if (!this.build) this.start();
    }, ms);
  }
}
