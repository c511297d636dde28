import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
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
