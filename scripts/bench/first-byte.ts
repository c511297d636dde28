/**
 * Early bytes (issue 20 item 4), as a client sees them: for one page request, the time until the
 * first interim response (103 Early Hints), until the first body chunk, and until the whole page.
 */
import { request } from "node:http";
import { performance } from "node:perf_hooks";
import type { Target } from "./load";

export interface FirstBytes {
  /** ms until a 103 Early Hints arrived (undefined: none came). */
  hints?: number;
  /** ms until the first chunk of the body. */
  firstChunk: number;
  /** ms until the response ended. */
  whole: number;
}

/** One GET with the given headers, timed as above. */
export function firstBytes(target: Target, headers: Record<string, string>): Promise<FirstBytes> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let hints: number | undefined;
    let firstChunk: number | undefined;
    const req = request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: encodeURI(target.path),
        headers: { ...headers, host: target.host },
      },
      (res) => {
        res.on("data", () => {
          firstChunk ??= performance.now() - start;
        });
        res.on("end", () => {
          const whole = performance.now() - start;
          resolve({ hints, firstChunk: firstChunk ?? whole, whole });
        });
      },
    );
    req.on("information", (info) => {
      if (info.statusCode === 103) hints ??= performance.now() - start;
    });
    req.on("error", reject);
    req.end();
  });
}

/** p50 of each figure over `runs` sequential requests ("—" where no run had it). */
export async function firstBytesP50(target: Target, headers: Record<string, string>, runs: number) {
  const all: FirstBytes[] = [];
  for (let i = 0; i < runs; i++) all.push(await firstBytes(target, headers));
  const p50 = (values: number[]) => {
    if (values.length === 0) return "—";
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2);
  };
  return {
    hints: p50(all.flatMap((r) => (r.hints === undefined ? [] : [r.hints]))),
    firstChunk: p50(all.map((r) => r.firstChunk)),
    whole: p50(all.map((r) => r.whole)),
  };
}
