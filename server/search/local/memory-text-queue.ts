/**
 * One queue for the text-index rebuilds of all collections (decision 0075): a catalogue-wide text
 * change crowds all 28 collections' indexes at once, and each running its own chain of ticks put up
 * to 28 slices back to back between two I/O polls and held up to 28 half-read indexes in memory. The
 * queue runs one rebuild at a time, one slice per tick, the others waiting their turn.
 */

/** A rebuild the queue runs: `slice` reads one slice and answers whether the rebuild is finished. */
export interface RebuildJob {
  slice(): boolean;
}

/** Runs a task on a later tick (setImmediate by default; tests pass their own to step through). */
export type Schedule = (task: () => void) => void;

export class RebuildQueue {
  private readonly waiting: RebuildJob[] = [];
  private scheduled = false;

  constructor(private readonly schedule: Schedule = (task) => setImmediate(task)) {}

  /** Adds a rebuild behind the ones waiting (once: a job already waiting keeps its place). */
  enqueue(job: RebuildJob): void {
    if (!this.waiting.includes(job)) this.waiting.push(job);
    this.next();
  }

  /** Rebuilds waiting or under way (tests, the bench). */
  get size(): number {
    return this.waiting.length;
  }

  private next() {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    this.schedule(() => this.tick());
  }

  /** One slice of the first rebuild; a finished one leaves (it may have queued itself again, behind). */
  private tick() {
    this.scheduled = false;
    const job = this.waiting.shift();
    if (job && !job.slice() && !this.waiting.includes(job)) this.waiting.unshift(job);
    this.next();
  }
}
