import { performance } from "node:perf_hooks";

/** Runs `fn` `runs` times in sequence and returns "p50 … p95 …" in milliseconds. */
export async function measure(runs: number, fn: (i: number) => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2).padStart(7)}  p95 ${at(0.95).toFixed(2).padStart(7)}`;
}
