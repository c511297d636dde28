/**
 * The built storefront process (server/index.ts serving build/, NODE_ENV=production) as decision
 * 0076 set it up: React's renderer, imported by the build, encodes through the kept encoder that the
 * server loaded before it (a bundled or earlier-imported react-dom would render without it).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/node/free-port";

const PRODUCT = "/mirota-kontaktgrill-mi-1788-10000008";
let shop: ChildProcess;
let port: number;
let metricsUrl: string;
const exited = { code: undefined as number | null | undefined };

/** A GET with a country's Host header and the given Accept-Encoding; the raw (compressed) body. */
function get(pathname: string, acceptEncoding = "identity") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers = {
        host: "de.localhost",
        "accept-encoding": acceptEncoding,
        "user-agent": "Mozilla/5.0",
      };
      request({ host: "127.0.0.1", port, path: encodeURI(pathname), headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

async function keptEncodes(): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const found = text.match(/^shop_react_kept_encodes (\d+)$/m);
  if (!found) throw new Error("no shop_react_kept_encodes in /metrics");
  return Number(found[1]);
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rendering-shop-"));
  const [rooms, metrics] = [await freePort(), await freePort()];
  port = await freePort();
  metricsUrl = `http://127.0.0.1:${metrics}/metrics`;
  shop = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      ROOMS_PORT: String(rooms),
      METRICS_PORT: String(metrics),
      HOST: "127.0.0.1",
      SESSION_SECRET: "rendering-test-secret",
      COMMERCE_DB_PATH: path.join(dir, "commerce.sqlite"),
      SEARCH_DB_PATH: path.join(dir, "search.sqlite"),
      PAYMENTS_DB_PATH: path.join(dir, "payments.sqlite"),
      MAIL_OUTBOX_DIR: path.join(dir, "mail"),
      NEWSLETTER_DB_PATH: path.join(dir, "newsletter.sqlite"),
      CASES_DB_PATH: path.join(dir, "cases.sqlite"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  shop.on("exit", (code) => {
    exited.code = code;
  });
  const deadline = Date.now() + 170_000;
  for (;;) {
    const alive = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (alive) break;
    if (exited.code !== undefined) throw new Error(`the shop exited (${exited.code})`);
    if (Date.now() > deadline) throw new Error("the shop did not start within 170 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 180_000);
afterAll(() => {
  if (exited.code === undefined) shop?.kill("SIGKILL");
});

describe("the built storefront's renders (decision 0076)", () => {
  it("go through React's kept encoder: a product page encodes thousands of strings through it", async () => {
    const before = await keptEncodes();
    const page = await get(PRODUCT);
    expect(page.status).toBe(200);
    expect(page.body.toString("utf8")).toContain("</html>");
    expect((await keptEncodes()) - before).toBeGreaterThan(1000);
  });
});
