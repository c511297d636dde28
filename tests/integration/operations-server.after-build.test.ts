/**
 * Issue 22 item 7 over raw HTTP against a real storefront process (server/index.ts on the embedded
 * defaults in a folder of its own): request ids, /healthz and /readyz, /metrics on its own port, the
 * shop cache admin (SPEC §6), JSON log lines, and graceful shutdown on SIGTERM during a slow request.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/node/free-port";
import { builtShopEnv, untilHealthy } from "../support/built-shop";

let shop: ChildProcess;
let base: string;
let metricsUrl: string;
const lines: Record<string, unknown>[] = [];
const exited = { code: undefined as number | null | undefined };
const ADMIN = { user: "cache-admin", password: "s3cret-cache-password" };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ops-shop-"));
  const [port, rooms, metrics] = [await freePort(), await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  metricsUrl = `http://127.0.0.1:${metrics}/metrics`;
  shop = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      ...builtShopEnv(dir, { port, rooms, metrics }),
      // The test client plays the balancer: only a trusted proxy's X-Request-Id is kept.
      TRUST_PROXY: "loopback",
      CACHE_ADMIN_USER: ADMIN.user,
      CACHE_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  shop.on("exit", (code) => {
    exited.code = code;
  });
  let buffered = "";
  shop.stdout?.on("data", (chunk) => {
    buffered += String(chunk);
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line));
  });
  await untilHealthy(base, shop);
}, 180_000);
afterAll(() => {
  if (exited.code === undefined) shop?.kill("SIGKILL");
});

describe("operations of a storefront process", () => {
  it("gives every answer a request id, keeps a sane one, and logs JSON lines under it", async () => {
    const made = await fetch(`${base}/healthz`);
    expect(await made.json()).toEqual({ status: "ok" });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${base}/`, { headers: { "X-Request-Id": "lb-4f1c2a9e-0001" } });
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-request-id")).toBe("lb-4f1c2a9e-0001");
    const hostile = await fetch(`${base}/`, { method: "DELETE", headers: { "X-Request-Id": "<b>x</b> y" } });
    expect(hostile.status).toBe(405);
    expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => lines.find((l) => l.requestId === "lb-4f1c2a9e-0001" && l.msg === "request"))
      .toMatchObject({
        level: "info",
        method: "GET",
        path: "/",
        status: 200,
        route: "routes/_index",
      });
  });

  it("is ready when platform and search answer, and counts requests per route and outbound calls per port", async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { platform: "ok", search: "ok" } });
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{route="routes\/_index",method="GET",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /shop_outbound_call_duration_seconds_count\{port="commerce",operation="stores",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(
      /shop_outbound_call_duration_seconds_count\{port="search",operation="search",outcome="ok"\} [1-9]/,
    );
    expect(text).toContain("shop_room_connections_open 0");
  });

  it("empties the caches for the cache admin only (SPEC §6)", async () => {
    const url = `${base}/__admin/cache`;
    const none = await fetch(url, { method: "POST" });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Basic");
    expect(
      (await fetch(url, { method: "POST", headers: { Authorization: basic(ADMIN.user, "wrong") } })).status,
    ).toBe(401);
    expect((await fetch(url, { method: "POST", headers: { Authorization: "Basic %%%" } })).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: basic(ADMIN.user, ADMIN.password) } })).status).toBe(
      405,
    );
    const done = await fetch(url, {
      method: "POST",
      headers: { Authorization: basic(ADMIN.user, ADMIN.password) },
    });
    expect(done.status).toBe(200);
    const { cleared } = (await done.json()) as { cleared: Record<string, number> };
    expect(cleared.reference).toBeGreaterThan(0);
    expect(cleared.search).toBeGreaterThan(0);
    expect(cleared.cms).toBe(1);
  });

  it("drains a slow request on SIGTERM, refuses readiness meanwhile, and exits 0", async () => {
    const body = "email=slow%40example.com&password=x";
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(body.length),
        },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.write(body.slice(0, 10));
      // Told to stop once the request is being served; the rest of its body comes after that.
      req.on("socket", (socket) =>
        socket.once("connect", () => {
          setTimeout(() => shop.kill("SIGTERM"), 200);
          const rest = () =>
            lines.some((l) => typeof l.msg === "string" && l.msg.startsWith("SIGTERM received"))
              ? req.end(body.slice(10))
              : setTimeout(rest, 20);
          rest();
        }),
      );
    });
    const status = await answer;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    await expect.poll(() => exited.code, { timeout: 20_000 }).toBe(0);
    expect(lines.some((l) => l.msg === "Shutdown: drained, exiting")).toBe(true);
  });
});
