/**
 * Load from autocannon (issue 20 item 3: a load generator from the ecosystem), through its
 * programmatic API: latency percentiles from every response's own time at one connection, and
 * requests per second at several connections.
 */
import autocannon from "autocannon";

/**
 * Unmeasured requests per page before its figures (`BENCH_WARM_UP`, bench:http and bench:cpu): a
 * server runs for days, and V8 optimises a page's code after a few hundred requests (with 20, the
 * first page measured, the product page, read up to 40 % slower than in a second run).
 */
export const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 200);

/** What a browser sends with a page request (compressed, as every browser asks for it). */
export const BROWSER_HEADERS = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "gzip",
};

/**
 * The same without `Accept: text/html`, for autocannon: its parser takes a 103 Early Hints for the
 * response (it would time the hint), so its requests ask for no hints; the page is the same.
 */
const LOAD_HEADERS = { "user-agent": BROWSER_HEADERS["user-agent"], "accept-encoding": "gzip" };

export interface Target {
  port: number;
  host: string;
  path: string;
}

const urlOf = ({ port, path }: Target) => `http://127.0.0.1:${port}${encodeURI(path)}`;

/** p50 and p95 in ms of `amount` requests made one after another on one connection. */
export async function latency(target: Target, amount: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  let failed = 0;
  const run = autocannon({
    url: urlOf(target),
    connections: 1,
    amount,
    headers: { ...LOAD_HEADERS, host: target.host },
  });
  run.on("response", (_client, status, _bytes, ms) => {
    if (status !== 200 && status !== 404) failed++;
    times.push(ms);
  });
  await run;
  if (failed) throw new Error(`${target.host}${target.path}: ${failed} responses were not 200/404`);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Requests per second over `seconds` with `connections` concurrent connections. */
export async function throughput(target: Target, connections: number, seconds: number): Promise<number> {
  const result = await autocannon({
    url: urlOf(target),
    connections,
    duration: seconds,
    headers: { ...LOAD_HEADERS, host: target.host },
  });
  if (result.errors || result.timeouts) throw new Error(`${target.host}${target.path}: errors under load`);
  return result.requests.total / result.duration;
}
