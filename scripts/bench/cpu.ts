/**
 * `npm run bench:cpu` (issue 20 item 3): the server process's CPU time per page, which other work
 * on the machine disturbs far less than latency. Starts the built shop on a spare port and, per page
 * kind, makes 200 warm-up requests (`BENCH_WARM_UP`) and then 200 sequential ones as a browser asks (gzip, a browser's
 * user agent, the whole body read), and divides the process's user + system time (Linux
 * /proc/<pid>/stat, every thread of it) over those 200 by their number. `BENCH_CPU_PROF=<dir>` runs
 * the server under `node --cpu-prof` and leaves the profile there (written when the server ends).
 * What it measures is rendering: the shop keeps no rendered pages (`RENDERED_PAGES_MB=0`, decision
 * 0089) unless the caller's environment sets `RENDERED_PAGES_MB`.
 * Figures only: tests never assert timings.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg } from "node:os";
import { BROWSER_HEADERS, WARM_UP } from "./load";
import { startShop } from "./shop-server";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux everywhere). */
const TICKS_PER_SECOND = 100;
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const ONLY = process.env.BENCH_PAGES?.split(",");

const PAGES: [name: string, host: string, path: string][] = [
  ["product de", "de.localhost", "/mirota-kontaktgrill-mi-1788-10000008"],
  ["home de", "de.localhost", "/"],
  ["category de", "de.localhost", "/werkstatt/"],
  ["search de", "de.localhost", "/search?q=Schweißgerät&sort=price-up"],
];

/** The process's user + system CPU time so far, in ms (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** One page as a browser asks for it; resolves when its whole (compressed) body has arrived. */
function page(host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { ...BROWSER_HEADERS, host };
    request({ host: "127.0.0.1", port: PORT, path: encodeURI(path), headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    })
      .on("error", reject)
      .end();
  });
}

/** Every page rendered, unless the caller asks for kept pages (RENDERED_PAGES_MB). */
const KEPT_MB = process.env.RENDERED_PAGES_MB ?? "0";
const shop = await startShop(PORT, PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [], {
  RENDERED_PAGES_MB: KEPT_MB,
});
try {
  console.info(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  console.info(
    `server CPU time per page over ${RUNS} sequential requests after ${WARM_UP} warm-up ones, ${KEPT_MB === "0" ? "every page rendered" : `kept pages up to ${KEPT_MB} MB`} (RENDERED_PAGES_MB=${KEPT_MB})`,
  );
  for (const [name, host, path] of PAGES) {
    if (ONLY && !ONLY.some((n) => name.startsWith(n))) continue;
    for (let i = 0; i < WARM_UP; i++) await page(host, path);
    const before = cpuMs(shop.pid);
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) {
      const status = await page(host, path);
      if (status !== 200) throw new Error(`${host}${path}: ${status}`);
    }
    const wall = (performance.now() - started) / RUNS;
    const cpu = (cpuMs(shop.pid) - before) / RUNS;
    console.info(
      `${name.padEnd(14)} ${cpu.toFixed(1).padStart(6)} ms CPU  ${wall.toFixed(1).padStart(6)} ms wall`,
    );
  }
  console.info(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
} finally {
  shop.stop();
}
