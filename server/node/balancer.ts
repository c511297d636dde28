/**
 * The small front of `npm run start:cluster` (issue 22 item 6, decision 0057): one port in front of
 * several storefront processes. A plain HTTP request is streamed to the next backend in turn (round
 * robin) and its answer streamed back; a WebSocket upgrade (the cart rooms, SPEC §7) is handed whole
 * to the next backend's room server and the two sockets are piped, so HTTP and the rooms share the
 * one public port. The storefronts are stateless (signed cookies) and share everything else through
 * Redis and the platform, so no stickiness is needed. The client's address goes on as
 * X-Forwarded-For (the backends trust loopback, TRUST_PROXY), so per-address limits stay per client,
 * and every request gets the front's own X-Request-Id (a trusted proxy's sane one passes on), which
 * the backends take as their own since they trust the front: one id in every process's logs.
 *
 * `pinCookie` (test-only, CLUSTER_PINNING): a request carrying that cookie with a backend's index
 * goes to that backend, so a test can put two tabs of one cart on different processes.
 */
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { REQUEST_ID_HEADER, saneRequestId } from "../http/request-id";

export interface Backend {
  /** The storefront's own HTTP port on 127.0.0.1. */
  http: number;
  /** Its cart rooms' port on 127.0.0.1. */
  rooms: number;
}

export interface BalancerOptions {
  backends: Backend[];
  /** How long a backend that refused a connection is left out (ms). */
  restMs?: number;
  /** Test-only: the name of a cookie whose value (an index) pins the request to a backend. */
  pinCookie?: string;
  /**
   * TRUST_PROXY of the front (server/node/http.ts trustFunction): a peer it trusts is a proxy (TLS)
   * standing in front of this one, whose X-Forwarded-* and X-Request-Id headers are passed on.
   * Nobody is trusted by default.
   */
  trust?: (address: string, hop: number) => boolean;
}

const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

/** The backend index a request's pin cookie names, when pinning is on and the index exists. */
export function pinnedIndex(
  cookieHeader: string | undefined,
  name: string,
  count: number,
): number | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, value] = part.trim().split("=");
    if (key !== name || !value || !/^\d{1,3}$/.test(value)) continue;
    const index = Number(value);
    return index < count ? index : undefined;
  }
  return undefined;
}

const REQUEST_ID = REQUEST_ID_HEADER.toLowerCase();
/** What only a trusted proxy may say: the client's address, scheme and host, and the request's id. */
const FROM_PROXY = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", REQUEST_ID];

/**
 * The headers a backend gets: the client's, without hop-by-hop ones, with X-Forwarded-For (the
 * client's address), X-Forwarded-Proto and X-Request-Id. The backends trust the front, so a client's
 * own X-Forwarded-* and X-Request-Id are dropped (a forged address would dodge the per-address
 * limits, a forged host would pick another market, a chosen id could be made to match another
 * request's log lines, decision 0059) unless `fromTrustedProxy`: then a proxy TRUST_PROXY trusts
 * wrote them, the client's address is appended to its chain as proxies do, and its id is kept when
 * sane. Every other request gets a new id from the front.
 */
export function forwardedHeaders(
  req: IncomingMessage,
  fromTrustedProxy = false,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !HOP_BY_HOP.includes(name) && (fromTrustedProxy || !FROM_PROXY.includes(name)))
      headers[name] = value;
  const client = req.socket.remoteAddress ?? "";
  const earlier = fromTrustedProxy ? req.headers["x-forwarded-for"] : undefined;
  headers["x-forwarded-for"] = earlier ? `${String(earlier)}, ${client}` : client;
  headers["x-forwarded-proto"] ??= "http";
  const given = fromTrustedProxy ? req.headers[REQUEST_ID] : undefined;
  headers[REQUEST_ID] = saneRequestId(Array.isArray(given) ? given[0] : given);
  return headers;
}

/** Round robin over the backends, skipping one that refused a connection within `restMs`. */
export function createPicker(count: number, restMs: number, now: () => number = Date.now) {
  let next = 0;
  const restingUntil = new Array<number>(count).fill(0);
  return {
    pick(pinned?: number): number {
      if (pinned !== undefined) return pinned;
      for (let tried = 0; tried < count; tried++) {
        const index = next;
        next = (next + 1) % count;
        if ((restingUntil[index] ?? 0) <= now()) return index;
      }
      // All resting: try the next one anyway rather than refuse outright.
      const index = next;
      next = (next + 1) % count;
      return index;
    },
    rest(index: number) {
      restingUntil[index] = now() + restMs;
    },
  };
}

export function createBalancer({
  backends,
  restMs = 2_000,
  pinCookie,
  trust = () => false,
}: BalancerOptions): Server {
  if (backends.length === 0) throw new Error("The balancer needs at least one backend");
  const picker = createPicker(backends.length, restMs);
  const choose = (req: IncomingMessage) =>
    picker.pick(pinCookie ? pinnedIndex(req.headers.cookie, pinCookie, backends.length) : undefined);
  const headersFor = (req: IncomingMessage) =>
    forwardedHeaders(req, trust(req.socket.remoteAddress ?? "", 0));

  function proxyHttp(req: IncomingMessage, res: ServerResponse) {
    const index = choose(req);
    const backend = backends[index] as Backend;
    const upstream = request(
      {
        host: "127.0.0.1",
        port: backend.http,
        method: req.method,
        path: req.url,
        headers: headersFor(req),
      },
      (answer) => {
        // With pinning (tests only), the answer names its process, so a test can check where it went.
        // (Added to the raw list: setHeader beside a raw list would lose repeated Set-Cookie lines.)
        const raw = pinCookie
          ? [...answer.rawHeaders, "x-cluster-backend", String(index)]
          : answer.rawHeaders;
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") picker.rest(index);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "retry-after": "1" });
        res.end("Bad Gateway: the shop is restarting, try again in a moment.");
      }
    });
    // A client that goes away ends the backend's request too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  function proxyUpgrade(req: IncomingMessage, client: Socket, head: Buffer) {
    const index = choose(req);
    const backend = backends[index] as Backend;
    let connected = false;
    const upstream = connect(backend.rooms, "127.0.0.1", () => {
      connected = true;
      const headers = headersFor(req);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers))
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      lines.push("connection: Upgrade", `upgrade: ${String(req.headers.upgrade)}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") picker.rest(index);
      // Before the backend answered, the client gets a 502; after, its socket just closes.
      if (!connected && client.writable) client.end("HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n");
      else client.destroy();
    });
    client.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  }

  const server = createServer(proxyHttp);
  server.on("upgrade", proxyUpgrade);
  return server;
}
