import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createNodeLogger } from "./log";
import { observedListener } from "./observe";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

/** A Node host over a listener that answers the id it was given, trusting its peer or not. */
async function host(trusted: boolean) {
  const lines: Record<string, unknown>[] = [];
  const logger = createNodeLogger({
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  const observed = observedListener((_req, res, extra) => res.end(extra.requestId), {
    logger,
    trust: () => trusted,
  });
  const server = createServer(observed.handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe("the Node host's request id (issue 22 item 7)", () => {
  it("logs and passes on a trusted proxy's X-Request-Id, and a new one for any other client's", async () => {
    const given = { "X-Request-Id": "lb-4f1c2a9e-0001" };
    const proxy = await host(true);
    expect(await (await fetch(proxy.base, { headers: given })).text()).toBe("lb-4f1c2a9e-0001");
    const direct = await host(false);
    const made = await (await fetch(direct.base, { headers: given })).text();
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => direct.lines.find((line) => line.msg === "request")?.requestId).toBe(made);
  });
});
