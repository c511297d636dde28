import { once } from "node:events";
import { createServer, type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createBalancer, createPicker, forwardedHeaders, pinnedIndex } from "./balancer";

describe("the cluster front's routing rules", () => {
  it("takes turns, leaves out a resting backend for its pause, and honours a pin", () => {
    let now = 0;
    const picker = createPicker(3, 1_000, () => now);
    expect([picker.pick(), picker.pick(), picker.pick(), picker.pick()]).toEqual([0, 1, 2, 0]);
    picker.rest(1);
    expect([picker.pick(), picker.pick(), picker.pick()]).toEqual([2, 0, 2]);
    now = 1_000;
    expect([picker.pick(), picker.pick()]).toEqual([0, 1]);
    expect(picker.pick(2)).toBe(2);
  });

  it("reads a pin only as an index of an existing backend", () => {
    expect(pinnedIndex("a=1; cluster_backend=1", "cluster_backend", 2)).toBe(1);
    expect(pinnedIndex("cluster_backend=2", "cluster_backend", 2)).toBeUndefined();
    expect(pinnedIndex("cluster_backend=-1", "cluster_backend", 2)).toBeUndefined();
    expect(pinnedIndex("cluster_backend=1e3", "cluster_backend", 2)).toBeUndefined();
    expect(pinnedIndex("other=1", "cluster_backend", 2)).toBeUndefined();
    expect(pinnedIndex(undefined, "cluster_backend", 2)).toBeUndefined();
  });

  it("drops a client's own X-Forwarded-* headers and hop-by-hop headers; appends only behind a proxy", () => {
    const req = {
      headers: {
        host: "de.localhost:3000",
        connection: "keep-alive",
        "x-forwarded-for": "6.6.6.6",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        "x-request-id": "chosen-by-the-client-1",
        cookie: "a=b",
      },
      socket: { remoteAddress: "203.0.113.9" },
    } as unknown as IncomingMessage;
    const { "x-request-id": id, ...rest } = forwardedHeaders(req);
    expect(rest).toEqual({
      host: "de.localhost:3000",
      cookie: "a=b",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "http",
    });
    // The client's id is dropped: the front names the request itself.
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(forwardedHeaders(req, true)).toMatchObject({
      "x-forwarded-for": "6.6.6.6, 203.0.113.9",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-request-id": "chosen-by-the-client-1",
    });
    // Even a trusted proxy's id passes only in the sane shape.
    const odd = {
      headers: { "x-request-id": "<script>" },
      socket: { remoteAddress: "203.0.113.9" },
    } as unknown as IncomingMessage;
    expect(forwardedHeaders(odd, true)["x-request-id"]).not.toBe("<script>");
  });
});

describe("the cluster front over sockets", () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  async function backend(name: string) {
    const server = createServer((req, res) => {
      res.setHeader("set-cookie", [`a=${name}`, "b=2"]);
      res.end(`${name} ${req.method} ${req.url} ${req.headers["x-forwarded-for"]}`);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    closers.push(() => server.close());
    return (server.address() as AddressInfo).port;
  }

  const get = (port: number, cookie?: string) =>
    new Promise<{ status: number; body: string; cookies: string[]; backend?: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: "/x?y=1", headers: cookie ? { cookie } : {} },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              cookies: res.headers["set-cookie"] ?? [],
              backend: res.headers["x-cluster-backend"] as string | undefined,
            }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("streams requests to each backend in turn, keeps every Set-Cookie, and answers 502 while one is down", async () => {
    const [one, two] = [await backend("one"), await backend("two")];
    const gone = await backend("gone");
    closers.pop()?.();
    const front = createBalancer({
      backends: [
        { http: one, rooms: 1 },
        { http: two, rooms: 1 },
        { http: gone, rooms: 1 },
      ],
      pinCookie: "cluster_backend",
    });
    front.listen(0, "127.0.0.1");
    await once(front, "listening");
    closers.push(() => front.close());
    const port = (front.address() as AddressInfo).port;
    const answers = [await get(port), await get(port), await get(port), await get(port)];
    expect(answers.map((a) => a.body)).toEqual([
      "one GET /x?y=1 127.0.0.1",
      "two GET /x?y=1 127.0.0.1",
      "Bad Gateway: the shop is restarting, try again in a moment.",
      "one GET /x?y=1 127.0.0.1",
    ]);
    expect(answers[2]?.status).toBe(502);
    expect(answers[0]?.cookies).toEqual(["a=one", "b=2"]);
    // The refused one rests: the next turns skip it.
    expect((await get(port)).body).toMatch(/^two /);
    expect((await get(port)).body).toMatch(/^one /);
    expect((await get(port, "cluster_backend=1")).body).toMatch(/^two /);
    const pinned = await get(port, "cluster_backend=1");
    expect(pinned.body).toMatch(/^two /);
    expect(pinned.backend).toBe("1");
  });

  it("hands the backend its own X-Request-Id, a client's only from a peer TRUST_PROXY trusts", async () => {
    const server = createServer((req, res) => res.end(String(req.headers["x-request-id"])));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    closers.push(() => server.close());
    const backendPort = (server.address() as AddressInfo).port;
    const front = async (trust?: (address: string) => boolean) => {
      const balancer = createBalancer({ backends: [{ http: backendPort, rooms: 1 }], trust });
      balancer.listen(0, "127.0.0.1");
      await once(balancer, "listening");
      closers.push(() => balancer.close());
      return (balancer.address() as AddressInfo).port;
    };
    const idSeen = (port: number, id: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port, path: "/", headers: { "x-request-id": id } },
          (res) => {
            let body = "";
            res.on("data", (chunk) => {
              body += chunk;
            });
            res.on("end", () => resolve(body));
          },
        );
        req.on("error", reject);
        req.end();
      });
    const open = await front();
    const [first, second] = [
      await idSeen(open, "forged-request-id-1"),
      await idSeen(open, "forged-request-id-1"),
    ];
    expect(first).not.toBe("forged-request-id-1");
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    // The test's client is on loopback: a front that trusts loopback passes its id on.
    const behindProxy = await front((address) => address === "127.0.0.1" || address === "::ffff:127.0.0.1");
    expect(await idSeen(behindProxy, "proxy-request-id-1")).toBe("proxy-request-id-1");
  });
});
