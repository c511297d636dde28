/**
 * SQLite's SUM and AVG as its func.c computes them (3.43 and later): integers summed exactly, and
 * from the first REAL value on, Kahan–Babuška–Neumaier compensated summation. The facet stats of
 * the in-memory path (memory-facets.ts) use it so that `stats.sum` and `stats.avg` are the very
 * numbers the SQL path returns, visiting the documents in the same (rowid) order.
 */
export class SqliteSum {
  private count = 0;
  private integer = 0;
  private approximate = false;
  private sum = 0;
  private error = 0;

  add(value: number, isReal: boolean): void {
    this.count++;
    if (!this.approximate && !isReal) {
      this.integer += value;
      return;
    }
    if (!this.approximate) {
      this.approximate = true;
      this.sum = this.integer;
      this.error = 0;
    }
    const s = this.sum;
    const t = s + value;
    if (Math.abs(s) > Math.abs(value)) this.error += s - t + value;
    else this.error += value - t + s;
    this.sum = t;
  }

  private total(): number {
    if (!this.approximate) return this.integer;
    return Number.isFinite(this.error) ? this.sum + this.error : this.sum;
  }

  /** SUM: undefined (NULL) without rows. */
  result(): number | undefined {
    return this.count > 0 ? this.total() : undefined;
  }

  /** AVG: undefined (NULL) without rows. */
  average(): number | undefined {
    return this.count > 0 ? this.total() / this.count : undefined;
  }
}
