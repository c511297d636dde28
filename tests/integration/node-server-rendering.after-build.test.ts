/**
 * The built storefront process (server/index.ts serving build/, NODE_ENV=production): deferred data
 * that is ready within the turn renders in place (decision 0087), and gzip level 4 is for pages only
 * (decision 0076): the build's files and the locale bundles get zlib's default. React's stream writer
 * (decision 0088) is tests/integration/react-stream-writer.test.ts's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/node/free-port";
import { builtShopEnv, untilHealthy } from "../support/built-shop";

const PRODUCT = "/mirota-kontaktgrill-mi-1788-10000008";
let shop: ChildProcess;
let port: number;
const exited = { code: undefined as number | null | undefined };

/** A GET with a country's Host header and the given Accept-Encoding; the raw (compressed) body. */
function get(pathname: string, acceptEncoding = "identity", userAgent = "Mozilla/5.0") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers = {
        host: "de.localhost",
        "accept-encoding": acceptEncoding,
        "user-agent": userAgent,
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

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rendering-shop-"));
  const rooms = await freePort();
  port = await freePort();
  shop = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, ...builtShopEnv(dir, { port, rooms }) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  shop.on("exit", (code) => {
    exited.code = code;
  });
  await untilHealthy(`http://127.0.0.1:${port}`, shop);
}, 180_000);
afterAll(() => {
  if (exited.code === undefined) shop?.kill("SIGKILL");
});

describe("the built storefront's renders", () => {
  it("puts deferred data that is ready within the turn in place for a browser, not after the shell (decision 0087)", async () => {
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const html = (await get(PRODUCT, "identity", chrome)).body.toString("utf8");
    // The comparison (deferred, from the embedded engine) sits in its Suspense boundary, rendered.
    expect(html).toMatch(/<!--\$--><section aria-labelledby="comparison-heading"/);
  });

  it("gzips the page as it streams, and the build's JS and CSS and the locales at zlib's default", async () => {
    const page = await get(PRODUCT, "gzip");
    expect(page.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(page.body).toString("utf8");
    expect(html).toContain("</html>");
    const assets = [...html.matchAll(/"(\/build\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "");
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of [...new Set(assets)].slice(0, 6)) {
      const file = readFileSync(path.join("public", asset));
      if (file.length < 1024) continue;
      const served = await get(asset, "gzip");
      expect(served.headers["content-encoding"], asset).toBe("gzip");
      expect(served.body.equals(gzipSync(file)), asset).toBe(true);
      expect(served.body.length, asset).toBeLessThan(gzipSync(file, { level: 4 }).length);
    }
    const locale = await get("/locales/de/common.json", "gzip");
    expect(locale.status).toBe(200);
    expect(locale.body.equals(gzipSync(readFileSync("locales/de/common.json")))).toBe(true);
  });
});
