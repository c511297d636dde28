import { createServer, get, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { responseCompression } from "./compress";

// A page-like body: repeated markup with varied text, as a product page is.
const BODY = Array.from(
  { length: 2000 },
  (_, i) =>
    `<li class="card"><a href="/p/${i}">Schweißgerät ${i * 7919}</a><span>${(i * 31) % 997},00 €</span></li>`,
).join("");

/** What each path answers: its content type, and whether it streams with a flush between two parts. */
const ROUTES: Record<string, string> = {
  "/page": "text/html; charset=utf-8",
  "/product?_data=routes%2Fproduct": "application/json; charset=utf-8",
  "/build/_shared/chunk-ABC.js": "application/javascript; charset=utf-8",
  "/build/root.css": "text/css; charset=utf-8",
  "/locales/de/common.json": "application/json; charset=utf-8",
  "//[/?_data=routes%2Fproduct": "application/json; charset=utf-8",
};

const compress = responseCompression();
let flushed: () => void = () => {};
const server = createServer((req: IncomingMessage, res: ServerResponse & { flush?: () => void }) =>
  compress(req as never, res as never, () => {
    if (req.url === "/streamed") {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write("<!DOCTYPE html><html><head><title>first</title>");
      res.flush?.();
      // The rest only once the client has the first part: a flush that does nothing never ends this.
      flushed = () => {
        flushed = () => {};
        res.end(`${BODY}</html>`);
      };
      return;
    }
    res.setHeader("Content-Type", ROUTES[req.url ?? ""] ?? "text/plain");
    res.end(BODY);
  }),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fetchRaw(
  path: string,
  acceptEncoding: string,
  onData: (chunk: Buffer) => void = () => {},
): Promise<{ res: IncomingMessage; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        onData(chunk);
      });
      res.on("end", () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("the Node server's compression (decision 0076)", () => {
  it.each(["/page", "/product?_data=routes%2Fproduct", "//[/?_data=routes%2Fproduct"])(
    "gzips what is made per request (%s) at level 4",
    async (path) => {
      const { res, body } = await fetchRaw(path, "gzip");
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(body).toString("utf8")).toBe(BODY);
      expect(body).toEqual(gzipSync(BODY, { level: 4 }));
      expect(body.length).toBeGreaterThan(gzipSync(BODY, { level: 6 }).length);
    },
  );

  it.each(["/build/_shared/chunk-ABC.js", "/build/root.css", "/locales/de/common.json"])(
    "gzips static files (%s) at zlib's default, as the JS budget measures them",
    async (path) => {
      const { res, body } = await fetchRaw(path, "gzip");
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(body).toEqual(gzipSync(BODY));
      expect(body).toEqual(gzipSync(BODY, { level: 6 }));
    },
  );

  it("flushes a streamed page's first part before the rest is written", async () => {
    let got = Buffer.alloc(0);
    const { body } = await fetchRaw("/streamed", "gzip", (chunk) => {
      got = Buffer.concat([got, chunk]);
      // The first part decompresses on its own (a sync flush) only if the flush reached zlib.
      if (!got.includes(Buffer.from("</html>")) && got.length > 10) flushed();
    });
    expect(gunzipSync(body).toString("utf8")).toBe(
      `<!DOCTYPE html><html><head><title>first</title>${BODY}</html>`,
    );
  });

  it("answers brotli to a browser that takes it, whatever the type", async () => {
    for (const path of ["/page", "/build/root.css"]) {
      const { res } = await fetchRaw(path, "gzip, deflate, br");
      expect(res.headers["content-encoding"]).toBe("br");
    }
  });
});
