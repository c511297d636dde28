import { describe, expect, it, vi } from "vitest";
import { localServicesHandler } from "./host";
import { ClientError } from "./respond";
import type { LocalService } from "./types";

const seen: string[] = [];
const services: LocalService[] = [
  {
    prefix: "/echo",
    api: async (request, path) => {
      seen.push(`${request.method} ${path}${new URL(request.url).search}`);
      return new Response(path);
    },
    env: () => ({}),
  },
  {
    prefix: "/fails",
    api: async (_request, path) => {
      if (path === "/client") throw new ClientError(413, "Request body larger than 10 bytes");
      throw new Error("boom in /secret/file.ts");
    },
    env: () => ({}),
  },
];
const handle = localServicesHandler(services);
const get = (path: string, init?: RequestInit) => handle(new Request(`http://127.0.0.1:4400${path}`, init));

describe("the local services host's routing", () => {
  it("gives each API the path below its mount, with the query in the URL", async () => {
    seen.length = 0;
    expect(await (await get("/echo/collections/prod.de-DE/documents/search?q=*")).text()).toBe(
      "/collections/prod.de-DE/documents/search",
    );
    expect(await (await get("/echo")).text()).toBe("/");
    expect(seen).toEqual(["GET /collections/prod.de-DE/documents/search?q=*", "GET /"]);
  });

  it("answers 404 naming the mounts for an unknown prefix, also one that only starts like a mount", async () => {
    for (const path of ["/", "/nope", "/echoes/x", "/ECHO/x"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        message: `No local service at ${new URL(path, "http://h").pathname}; mounted: /echo, /fails`,
      });
    }
  });

  it("keeps a client error's status and answers anything else 500 without a stack or a file name", async () => {
    const client = await get("/fails/client", { method: "POST" });
    expect(client.status).toBe(413);
    expect(await client.json()).toEqual({ message: "Request body larger than 10 bytes" });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failed = await get("/fails/x");
      expect(failed.status).toBe(500);
      const body = await failed.text();
      expect(body).toBe(JSON.stringify({ message: "The local service failed; see its log" }));
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
    }
  });
});
