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
import { TextIndexReader } from "./memory-text-read";
import type { Tables } from "./schema";

/** How a rebuild runs: defaults for the shop; tests pass their own to step through one. */
export interface TextRebuildOptions {
  /** Runs a slice on a later tick (setImmediate). */
  schedule?: (task: () => void) => void;
  /** Time per slice: a shopper's search waits at most about this long for one (8 ms). */
  sliceMs?: number;
  /** Rows read per statement (memory-text-read.ts). */
  sliceRows?: number;
}

interface Build {
  reader: TextIndexReader;
  /** Writes made since the reading began, applied to the new index before the swap. */
  pending: { removed?: number; added?: number }[];
}

export class TextIndexKeeper {
  /** Text indexes read so far, the first one included (tests count rebuilds with it). */
  reads = 0;
  private current: TextIndex;
  private build: Build | undefined;
  private capacity: number;
  private closed = false;

  constructor(
    private readonly db: Database.Database,
    private readonly t: Tables,
    capacity: number,
    private readonly options: TextRebuildOptions = {},
  ) {
    this.capacity = capacity;
    this.current = TextIndex.read(db, t, capacity);
    this.reads++;
  }

  /** The index that answers now. */
  index(): TextIndex {
    return this.current;
  }

  /** Whether a new index is being read. */
  get rebuilding(): boolean {
    return this.build !== undefined;
  }

  /** Follows writes that changed documents' text (removed and added rowids). */
  apply(changes: { removed?: number; added?: number }[], capacity: number): void {
    if (changes.length === 0) return;
    this.capacity = capacity;
    this.build?.pending.push(...changes);
    const state = this.current.apply(changes, capacity);
    if (state !== "exact" && !this.build) this.start();
  }

  /** Stops a rebuild under way (the collection was dropped or is read again from scratch). */
  close(): void {
    this.closed = true;
    this.build = undefined;
  }

  private later(task: () => void) {
    (this.options.schedule ?? setImmediate)(task);
  }

  private start() {
    const reader = new TextIndexReader(this.db, this.t, this.capacity, this.options.sliceRows);
    this.build = { reader, pending: [] };
    this.later(() => this.step());
  }

  private step() {
    const build = this.build;
    if (!build || this.closed || !this.db.open) return;
    try {
      if (!build.reader.step(performance.now() + (this.options.sliceMs ?? 8))) {
        this.later(() => this.step());
        return;
      }
      const next = new TextIndex(this.db, this.t, build.reader.result());
      this.reads++;
      const state = next.apply(build.pending, this.capacity);
      this.build = undefined;
      // A write during the reading that the new index cannot follow: read once more (the written
      // document is then in FTS5's own postings). A crowded one answers, and is read again too.
      if (state !== "inexact") this.current = next;
      if (state !== "exact") this.start();
    } catch (error) {
      // The current index stays (exact, or leaving searches to FTS5); the next crowding write retries.
      this.build = undefined;
      if (this.db.open) console.error("search: reading the text index again failed", error);
    }
  }
}
