import { createServer, get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { HTTP_LIMITS } from "../../config";
import { responseCompression } from "./compress";

// A page-like body: repeated markup with varied text, as a product page is.
const BODY = Array.from(
  { length: 2000 },
  (_, i) =>
    `<li class="card"><a href="/p/${i}">Schweißgerät ${i * 7919}</a><span>${(i * 31) % 997},00 €</span></li>`,
).join("");

const compress = responseCompression();
const server = createServer((req, res) =>
  compress(req as never, res as never, () => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(BODY);
  }),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fetchRaw(acceptEncoding: string): Promise<{ res: IncomingMessage; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("the Node server's compression (decision 0076)", () => {
  it("gzips documents at the configured level 4, not zlib's default 6", async () => {
    expect(HTTP_LIMITS.gzipLevel).toBe(4);
    const { res, body } = await fetchRaw("gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString("utf8")).toBe(BODY);
    expect(body.length).toBe(gzipSync(BODY, { level: 4 }).length);
    expect(body.length).not.toBe(gzipSync(BODY, { level: 6 }).length);
  });

  it("answers brotli to a browser that takes it", async () => {
    const { res } = await fetchRaw("gzip, deflate, br");
    expect(res.headers["content-encoding"]).toBe("br");
  });
});
