import { describe, expect, it } from "vitest";
import { contextOf, formPost } from "../pipeline/test-context";
import { healthCheck } from "./health";
import { originCheck } from "./origin";
import { allowedMethods, bodyLimit, proxyHeaders } from "./request-guards";
import { securityHeaders } from "./security";
import { type FileReader, type StaticFile, staticFiles } from "./static";

/** The HTTP steps run on plain Fetch Requests: no server, no Express (issue 18 item 1). */
describe("request guards", () => {
  it("answers methods the shop does not serve with 405 and Allow, TRACE by the host's raw method", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await allowedMethods(contextOf(new Request("http://localhost/", { method })));
      expect([response?.status, response?.headers.get("allow")]).toEqual([405, "GET, HEAD, POST"]);
    }
    const trace = await allowedMethods(contextOf("http://localhost/", { rawMethod: "TRACE" }));
    expect(trace?.status).toBe(405);
    expect(await allowedMethods(contextOf(formPost("http://localhost/", "a=1")))).toBeUndefined();
  });

  it("drops X-Forwarded-* from a client that is not the trusted proxy, even with TRUST_PROXY set", async () => {
    const headers = { "x-forwarded-host": "a b", "x-forwarded-proto": "https", "x-forwarded-for": "1.2.3.4" };
    const direct = contextOf(new Request("http://de.localhost/", { headers }), { viaTrustedProxy: false });
    // Not a 400 either: the header is simply not the proxy's.
    expect(await proxyHeaders(true)(direct)).toBeUndefined();
    for (const name of Object.keys(headers)) expect(direct.request.headers.has(name), name).toBe(false);
  });

  it("drops X-Forwarded-* without a trusted proxy; with one, a forwarded host that is no host is a 400", async () => {
    const headers = { "x-forwarded-host": "evil.example:4444", "x-forwarded-proto": "https" };
    const context = contextOf(new Request("http://de.localhost/", { headers }));
    expect(await proxyHeaders(false)(context)).toBeUndefined();
    expect(context.request.headers.has("x-forwarded-host")).toBe(false);
    expect(context.request.headers.has("x-forwarded-proto")).toBe(false);
    const trusted = contextOf(
      new Request("http://de.localhost/", { headers: { "x-forwarded-host": "a.example, b" } }),
    );
    expect(await proxyHeaders(true)(trusted)).toBeUndefined();
    expect(trusted.request.headers.get("x-forwarded-host")).toBe("a.example");
    // A post keeps its body when the headers are dropped.
    const post = contextOf(
      formPost("http://de.localhost/login", "csrf=x&a=1", { "x-forwarded-for": "1.2.3.4" }),
    );
    await proxyHeaders(false)(post);
    expect([post.request.headers.has("x-forwarded-for"), await post.request.text()]).toEqual([
      false,
      "csrf=x&a=1",
    ]);
    for (const bad of ["a:99999", "a b"]) {
      const refused = await proxyHeaders(true)(
        contextOf(new Request("http://x/", { headers: { "x-forwarded-host": bad } })),
      );
      expect(refused?.status, bad).toBe(400);
    }
  });

  it("refuses a body over its path's limit (413, closing), one without a length (411), a bad length (400)", async () => {
    const limit = bodyLimit((path) => (path === "/hook" ? 1000 : 10));
    const over = await limit(contextOf(formPost("http://localhost/cart", "a=123456789")));
    expect([over?.status, over?.headers.get("connection")]).toEqual([413, "close"]);
    expect(await limit(contextOf(formPost("http://localhost/hook", "a=123456789")))).toBeUndefined();
    const declared = (value: string) =>
      limit(
        contextOf(
          new Request("http://localhost/", {
            method: "POST",
            headers: { [value ? "content-length" : "transfer-encoding"]: value || "chunked" },
          }),
        ),
      );
    expect((await declared(""))?.status).toBe(411);
    expect((await declared("abc"))?.status).toBe(400);
    expect(await limit(contextOf("http://localhost/"))).toBeUndefined();
  });
});

describe("security headers and origin", () => {
  it("decides a fresh CSP nonce per request, HSTS only over HTTPS", async () => {
    const first = contextOf("http://de.localhost/");
    const second = contextOf("https://de.localhost/");
    securityHeaders(first);
    securityHeaders(second);
    expect(first.state.cspNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.state.cspNonce).not.toBe(second.state.cspNonce);
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${first.state.cspNonce}'`);
    expect(first.headers.get("content-security-policy")).toContain("connect-src 'self' ws://de.localhost:");
    expect(first.headers.has("strict-transport-security")).toBe(false);
    expect(second.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(second.headers.get("content-security-policy")).toContain("wss://de.localhost:");
  });

  it("answers a Host that is no host with 400 and keeps the origin of a good one", async () => {
    const bad = contextOf(new Request("http://x/", { headers: { host: "a b" } }), { hostname: "a b" });
    expect((await originCheck(bad))?.status).toBe(400);
    const good = contextOf(
      new Request("http://de.localhost:3000/", { headers: { host: "de.localhost:3000" } }),
    );
    expect(await originCheck(good)).toBeUndefined();
    expect(good.state.origin?.href).toBe("http://de.localhost:3000/");
  });

  it("answers the health check, not cached", async () => {
    const response = await healthCheck(contextOf("http://localhost/healthz"));
    expect([response?.status, response?.headers.get("cache-control")]).toEqual([200, "no-store"]);
    expect(await response?.json()).toEqual({ status: "ok" });
    expect(await healthCheck(contextOf(formPost("http://localhost/healthz", "")))).toBeUndefined();
  });
});

describe("static files over a file reader port", () => {
  const mtime = new Date("2026-01-02T03:04:05Z");
  const file = (text: string): StaticFile => ({
    size: text.length,
    mtime,
    type: "text/css; charset=UTF-8",
    read: (start, end) => new Response(text.slice(start, end + 1)).body as ReadableStream<Uint8Array>,
  });
  const files: FileReader = async (path) =>
    ({
      "app-1.css": file("body{margin:0}"),
      ".git/config": file("[core]"),
      "": "directory",
      sub: "directory",
    })[path] as never;
  const step = staticFiles([
    { prefix: "/build", files, maxAgeSeconds: 31536000, immutable: true, fallthrough: false },
    { prefix: "", files, maxAgeSeconds: 3600, fallthrough: true },
  ]);
  const get = (path: string, headers: Record<string, string> = {}) =>
    step(contextOf(new Request(`http://localhost${path}`, { headers })));

  it("serves a file with its cache headers, a 304 for its ETag and a byte range", async () => {
    const response = await get("/build/app-1.css");
    expect(response?.status).toBe(200);
    expect(response?.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response?.headers.get("etag")).toBe(`W/"e-${mtime.getTime().toString(16)}"`);
    expect(response?.headers.get("last-modified")).toBe(mtime.toUTCString());
    expect(await response?.text()).toBe("body{margin:0}");
    const cached = await get("/build/app-1.css", { "if-none-match": String(response?.headers.get("etag")) });
    expect(cached?.status).toBe(304);
    const range = await get("/app-1.css", { range: "bytes=0-3" });
    expect([range?.status, range?.headers.get("content-range"), await range?.text()]).toEqual([
      206,
      "bytes 0-3/14",
      "body",
    ]);
  });

  it("redirects a folder to its slash, errs under a closed mount, falls through under the root", async () => {
    const folder = await get("/build");
    expect([folder?.status, folder?.headers.get("location")]).toEqual([301, "/build/"]);
    expect((await get("/build/missing.js"))?.status).toBe(404);
    expect((await get("/build/..%2fx"))?.status).toBe(403);
    expect(await get("/missing.css")).toBeUndefined();
    expect(await get("/.env")).toBeUndefined();
    // Nothing inside a dot folder either, though the reader has it.
    expect(await get("/.git/config")).toBeUndefined();
    expect((await get("/build/.git/config"))?.status).toBe(404);
    expect(await get("/%ff")).toBeUndefined();
  });

  it("URL-encodes the folder redirect's Location as serve-static's encodeurl (and the backslash too)", async () => {
    // The rules read the raw target as the client sent it (the Node host's `target`).
    const raw = async (path: string, search = "") => {
      const context = { ...contextOf("http://localhost/"), path, search };
      const response = await step(context);
      return [response?.status, response?.headers.get("location")];
    };
    // A backslash would read as a slash: "/\\evil.example/…" must not become "//evil.example/…".
    expect(await raw("/\\evil.example/%2e%2e/sub")).toEqual([301, "/%5Cevil.example/%2e%2e/sub/"]);
    expect(await raw('/sub"><script>/..', "?q=<b> c")).toEqual([
      301,
      "/sub%22%3E%3Cscript%3E/../?q=%3Cb%3E%20c",
    ]);
    // Characters a header cannot carry are encoded, not a 500.
    expect(await raw("/€/..")).toEqual([301, "/%E2%82%AC/../"]);
    expect(await raw("//sub")).toEqual([301, "/sub/"]);
  });
});
