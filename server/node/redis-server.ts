/**
 * A throwaway Redis server (issue 22 item 6): Debian's redis-server on a free loopback port, without
 * persistence, stopped by its own handle. `npm run start:cluster` starts one when REDIS_URL is unset,
 * and the integration tests start their own; Node-only (child processes, sockets), so it lives with
 * the Node host's code, never under app/ or in a runtime-neutral module. `redis-server --port 0` would not listen on TCP, so
 * a free port is found first by binding port 0 and releasing it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { Socket } from "node:net";
import { freePort } from "./free-port";

/** Whether something answers "+PONG" on the port. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let answer = "";
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(answer.startsWith("+PONG")));
    socket.on("data", (chunk) => {
      answer += chunk.toString();
      socket.end();
    });
    socket.connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
  });
}

export interface RedisServer {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts redis-server and waits (up to 20 s, for a busy machine) until it answers PING. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 20_000;
  while (!(await pings(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}) on port ${port}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
