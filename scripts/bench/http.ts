/**
 * `npm run bench:http`: starts the built shop on a spare port and prints p50/p95 latency of whole
 * server-rendered pages, as a crawler fetches them (sequential requests, HTML read to the end).
 */
import { spawn } from "node:child_process";
import { request } from "node:http";
import { measure } from "./measure";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

function get(host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: PORT, path, headers: { host, "user-agent": "bench" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await get("localhost", "/healthz")) === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: "ignore",
});
try {
  await waitForServer();
  const cases: [string, string, string][] = [
    ["home sk", "localhost", "/"],
    ["home de", "de.localhost", "/"],
    ["home ch/fr", "ch.localhost", "/fr/"],
    ["404 hu", "hu.localhost", "/no-such-page/"],
  ];
  console.info(`GET of whole pages, ${RUNS} sequential requests each (ms)`);
  for (const [name, host, path] of cases) {
    for (let i = 0; i < 20; i++) await get(host, path); // warm-up
    console.info(`${name.padEnd(12)} ${await measure(RUNS, () => get(host, path))}`);
  }
} finally {
  server.kill("SIGTERM");
}
