import { spawn } from "node:child_process";
import { request } from "node:http";

/** A GET to the shop on 127.0.0.1 with a country's Host header; resolves with the status code. */
export function get(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: { host, "user-agent": "bench" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The benchmark shop's rooms port: a spare one, so a shop running on the default port is left alone. */
const BENCH_ROOMS_PORT = Number(process.env.BENCH_ROOMS_PORT ?? 2411);

/**
 * Starts the built shop (`npm start`) on a port and resolves once /healthz answers; `stop` ends it.
 * `nodeArgs` go to the server's node (`--cpu-prof`), `env` over this process's environment
 * (`RENDERED_PAGES_MB`); `pid` is the server process's own.
 */
export async function startShop(
  port: number,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<{ stop(): Promise<void>; pid: number }> {
  const server = spawn(process.execPath, [...nodeArgs, "scripts/start.mjs"], {
    env: { ...process.env, ...env, ROOMS_PORT: String(BENCH_ROOMS_PORT), PORT: String(port) },
    stdio: "ignore",
  });
  const exited = new Promise<void>((done) => server.once("exit", () => done()));
  /** Ends the server; resolves once it has exited (its port is free again). */
  const stop = () => {
    server.kill("SIGTERM");
    return exited;
  };
  for (let i = 0; i < 300; i++) {
    try {
      if ((await get(port, "localhost", "/healthz")) === 200) return { stop, pid: server.pid ?? 0 };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error("server did not start");
}
