/**
 * What the run measured: per step the answers' durations and status classes, and the run's wall
 * time for requests per second. Percentiles are nearest-rank over every sample (a 5-minute run of 50
 * shoppers keeps some 10^5 numbers: no need for a histogram's approximation).
 */
export interface StepFigures {
  step: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers 400–499 (a refusal the shopper may meet, e.g. stock gone) and 500–599. */
  status4xx: number;
  status5xx: number;
  /** Requests that got no HTTP answer at all (connection refused, reset, timed out). */
  failed: number;
  /** Requests sent again after the server closed a kept-alive connection under them. */
  retried: number;
}

/** The nearest-rank percentile of sorted numbers (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export class Stats {
  private readonly samples = new Map<
    string,
    { ms: number[]; s4: number; s5: number; failed: number; retried: number }
  >();

  private of(step: string) {
    let entry = this.samples.get(step);
    if (!entry) {
      entry = { ms: [], s4: 0, s5: 0, failed: 0, retried: 0 };
      this.samples.set(step, entry);
    }
    return entry;
  }

  /** One answered request of a step: its duration and status. */
  record(step: string, ms: number, status: number) {
    const entry = this.of(step);
    entry.ms.push(ms);
    if (status >= 500) entry.s5++;
    else if (status >= 400) entry.s4++;
  }

  /** One request of a step that got no answer. */
  fail(step: string) {
    this.of(step).failed++;
  }

  /** One request of a step sent again on a new connection (see ShopperClient). */
  retry(step: string) {
    this.of(step).retried++;
  }

  /** The figures per step, in the order the steps first ran. */
  figures(): StepFigures[] {
    return [...this.samples].map(([step, { ms, s4, s5, failed, retried }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return {
        step,
        requests: ms.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        status4xx: s4,
        status5xx: s5,
        failed,
        retried,
      };
    });
  }
}
