import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { proxyHeaders } from "../http/request-guards";
import { createPipeline } from "../pipeline/run";
import type { HostFacts } from "../pipeline/types";
import { hostFacts, nodeListener, trustFunction } from "./http";

/** A request as node:http hands it over, from `remoteAddress`. */
const incoming = (headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
  ({ headers, socket: { remoteAddress }, connection: { remoteAddress } }) as unknown as IncomingMessage;

describe("host facts follow TRUST_PROXY as Express's req.secure, req.hostname and req.ip did", () => {
  const forwarded = {
    host: "de.localhost:3000",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "shop.example.de, inner",
    "x-forwarded-for": "203.0.113.7",
  };

  it("ignores X-Forwarded-* without TRUST_PROXY", () => {
    expect(hostFacts(incoming(forwarded), trustFunction(undefined))).toEqual({
      https: false,
      hostname: "de.localhost",
      clientIp: "127.0.0.1",
    });
  });

  it("reads them from a trusted proxy (an address, a subnet or a name such as loopback)", () => {
    for (const setting of ["127.0.0.1", "127.0.0.0/8", "loopback"])
      expect(hostFacts(incoming(forwarded), trustFunction(setting)), setting).toEqual({
        https: true,
        hostname: "shop.example.de",
        clientIp: "203.0.113.7",
      });
  });

  it("keeps Express's reading of TRUST_PROXY=1: an address (0.0.0.1), not a hop count", () => {
    expect(hostFacts(incoming(forwarded), trustFunction("1")).https).toBe(false);
  });
});

describe("the Node listener", () => {
  const seen: { url: string; facts: HostFacts; method: string; body: string }[] = [];
  const server = createServer(
    nodeListener(async (request, facts) => {
      seen.push({ url: request.url, facts, method: request.method, body: await request.text() });
      return new Response("ok", {
        headers: [
          ["Set-Cookie", "a=1"],
          ["Set-Cookie", "b=2"],
        ],
      });
    }),
  );
  const ready = new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = async (method: string, path: string, body?: string) => {
    const port = await ready;
    return new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, method, path, headers: { host: `de.localhost:${port}` } },
        (res) => {
          res.resume();
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, cookies: res.headers["set-cookie"] ?? [] }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  };

  it("passes the raw target, the body streamed, and writes each Set-Cookie on its own line", async () => {
    const answer = await send("POST", "/a/../login?q=a'b", "x=1");
    expect(answer).toEqual({ status: 200, cookies: ["a=1", "b=2"] });
    const last = seen.at(-1);
    expect(last?.url).toMatch(/^http:\/\/de\.localhost:\d+\/login\?q=a%27b$/);
    expect([last?.facts.target, last?.method, last?.body]).toEqual(["/a/../login?q=a'b", "POST", "x=1"]);
  });

  it("names a method the Fetch API cannot carry in rawMethod", async () => {
    await send("TRACE", "/");
    expect([seen.at(-1)?.method, seen.at(-1)?.facts.rawMethod]).toEqual(["GET", "TRACE"]);
  });
});

describe("X-Forwarded-* with TRUST_PROXY set (decision 0035)", () => {
  /** One listener per trust setting, its pipeline's page answering what it was handed. */
  async function listen(setting: string) {
    const handle = createPipeline([proxyHeaders(true)], async ({ request, host }) =>
      Response.json({
        url: request.url,
        facts: host,
        forwarded: [...request.headers].filter(([name]) => name.startsWith("x-forwarded-")),
      }),
    );
    const server = createServer(nodeListener(handle, trustFunction(setting)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }
  const forged = {
    "x-forwarded-host": "evil.example:4444",
    "x-forwarded-proto": "https",
    "x-forwarded-for": "198.51.100.7",
  };
  const get = (port: number, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/", headers: { host: `de.localhost:${port}`, ...headers } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("a direct request from an address that is not the proxy's counts none of them, a bad one included", async () => {
    const { server, port } = await listen("10.0.0.1");
    try {
      const answer = await get(port, forged);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        url: `http://de.localhost:${port}/`,
        facts: { https: false, hostname: "de.localhost", clientIp: "127.0.0.1", viaTrustedProxy: false },
        forwarded: [],
      });
      expect((await get(port, { "x-forwarded-host": "a b" })).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("the trusted proxy's own request keeps them (and a forwarded host that is no host is a 400)", async () => {
    const { server, port } = await listen("127.0.0.1");
    try {
      const answer = JSON.parse((await get(port, forged)).body);
      expect(answer.facts).toMatchObject({ https: true, hostname: "evil.example", clientIp: "198.51.100.7" });
      expect(answer.forwarded).toContainEqual(["x-forwarded-host", "evil.example:4444"]);
      expect((await get(port, { "x-forwarded-host": "a b" })).status).toBe(400);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
