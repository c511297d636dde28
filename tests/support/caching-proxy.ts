import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small shared cache in front of the test shop, as a CDN or Varnish behaves (RFC 9111, the parts
 * the shop relies on; decision 0047): it stores a GET's 200 only when Cache-Control allows a shared
 * cache (public or s-maxage, never private or no-store), even one that sets a cookie: some CDNs keep
 * those (CloudFront when cookies are not forwarded), so a page that said both would hand its cookie to
 * the next visitor here as it would there, and the tests would see it (server/caching/guard.ts must
 * never let one through). It keys
 * by host and URL and keeps one variant per value of the headers Vary names; it answers a fresh copy
 * itself (with Age), revalidates a stale one with If-None-Match (a 304 refreshes the stored headers,
 * RFC 9111 §4.3.4) and answers a client's own If-None-Match with a 304 from a stored copy. A miss
 * is forwarded as asked; posts pass through. Every answer says what the cache did in `X-Cache`.
 */
export interface CachedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Entry extends CachedResponse {
  /** The request's values of the headers the response's Vary names. */
  varies: Record<string, string>;
  storedAt: number;
  freshFor: number;
}

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"];

export class CachingProxy {
  private readonly entries = new Map<string, Entry[]>();
  private server?: Server;
  /** What the cache did with each request, in order ("HIT", "MISS stored", "PASS" ...). */
  readonly log: { method: string; path: string; cache: string }[] = [];

  constructor(private readonly origin: { host: string; port: number }) {}

  async start(): Promise<number> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        this.answer(req.method ?? "GET", req.url ?? "/", req.headers, Buffer.concat(chunks)).then(
          ({ status, headers, body }) => {
            res.writeHead(status, headers);
            res.end(body);
          },
          (error: unknown) => {
            res.writeHead(502, { "content-type": "text/plain" });
            res.end(String(error));
          },
        );
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Makes every stored copy stale, as if its s-maxage had passed (no waiting in tests). */
  expireAll() {
    for (const variants of this.entries.values()) for (const entry of variants) entry.freshFor = 0;
  }

  /** How many variants are stored for a path (any host). */
  storedCount(path: string): number {
    let count = 0;
    for (const [key, variants] of this.entries) if (key.endsWith(` ${path}`)) count += variants.length;
    return count;
  }

  private async answer(method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) {
    const record = (cache: string, response: CachedResponse) => {
      this.log.push({ method, path, cache });
      return { ...response, headers: { ...response.headers, "x-cache": cache } };
    };
    if (method !== "GET" && method !== "HEAD")
      return record("PASS", await this.forward(method, path, headers, body));
    const key = `${headers.host} ${path}`;
    const entry = this.entries.get(key)?.find((e) => matchesVary(e, headers));
    if (entry && Date.now() - entry.storedAt < entry.freshFor * 1000)
      return record("HIT", this.serve(entry, headers));
    if (entry?.headers.etag) {
      const check = await this.forward("GET", path, {
        ...headers,
        "if-none-match": String(entry.headers.etag),
      });
      if (check.status === 304) {
        const { "content-length": _, ...updates } = withoutHopByHop(check.headers);
        Object.assign(entry.headers, updates);
        entry.storedAt = Date.now();
        entry.freshFor = freshness(String(entry.headers["cache-control"] ?? ""));
        return record("REVALIDATED", this.serve(entry, headers));
      }
      return record(this.store(key, check, headers) ? "MISS stored" : "MISS", check);
    }
    // A miss goes to the shop as the client asked it: a private page's 304 is the shop's to give.
    const response = await this.forward("GET", path, headers);
    const stored = this.store(key, response, headers);
    return record(stored ? "MISS stored" : "MISS", response);
  }

  /** A stored copy, or a 304 when the client's If-None-Match names it. */
  private serve(entry: Entry, headers: IncomingHttpHeaders): CachedResponse {
    const age = String(Math.floor((Date.now() - entry.storedAt) / 1000));
    const tags = String(headers["if-none-match"] ?? "")
      .split(",")
      .map((t) => t.trim().replace(/^W\//, ""));
    const etag = String(entry.headers.etag ?? "").replace(/^W\//, "");
    if (etag && tags.includes(etag)) {
      const { "content-security-policy": _, "content-length": __, ...kept } = entry.headers;
      return { status: 304, headers: { ...kept, age }, body: Buffer.alloc(0) };
    }
    return { status: entry.status, headers: { ...entry.headers, age }, body: entry.body };
  }

  /** Stores a response a shared cache may keep; the entry, or undefined when it may not. */
  private store(key: string, response: CachedResponse, headers: IncomingHttpHeaders): Entry | undefined {
    const cacheControl = String(response.headers["cache-control"] ?? "").toLowerCase();
    const directives = cacheControl.split(",").map((d) => d.trim());
    const shared = directives.includes("public") || directives.some((d) => d.startsWith("s-maxage="));
    const refused = directives.some((d) => d === "private" || d === "no-store" || d === "no-cache");
    if (response.status !== 200 || !shared || refused) return undefined;
    if (headers.authorization) return undefined;
    const vary = String(response.headers.vary ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    if (vary.includes("*")) return undefined;
    const entry: Entry = {
      ...response,
      varies: Object.fromEntries(vary.map((name) => [name, String(headers[name] ?? "")])),
      storedAt: Date.now(),
      freshFor: freshness(cacheControl),
    };
    const variants = (this.entries.get(key) ?? []).filter((e) => !sameVariant(e, entry));
    this.entries.set(key, [...variants, entry]);
    return entry;
  }

  private forward(method: string, path: string, headers: IncomingHttpHeaders, body?: Buffer) {
    return new Promise<CachedResponse>((resolve, reject) => {
      const req = httpRequest({ ...this.origin, method, path, headers: withoutHopByHop(headers) }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: withoutHopByHop(res.headers),
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end(body && body.length > 0 ? body : undefined);
    });
  }
}

/** Seconds a shared cache may serve a copy: s-maxage, else max-age (RFC 9111 §4.2.1). */
function freshness(cacheControl: string): number {
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl)?.[1];
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl)?.[1];
  return Number(sMaxAge ?? maxAge ?? 0);
}

function matchesVary(entry: Entry, headers: IncomingHttpHeaders): boolean {
  return Object.entries(entry.varies).every(([name, value]) => String(headers[name] ?? "") === value);
}

const sameVariant = (a: Entry, b: Entry) => JSON.stringify(a.varies) === JSON.stringify(b.varies);

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.includes(name)) kept[name] = value;
  return kept;
}
