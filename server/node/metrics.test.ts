import { afterEach, describe, expect, it } from "vitest";
import { createMetrics, metricsAddress, startMetricsServer } from "./metrics";

const servers: { close: (done: () => void) => void }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

describe("where /metrics listens (issue 22 item 7)", () => {
  it("is off without METRICS_PORT and on loopback unless METRICS_HOST names another interface, whatever HOST is", () => {
    expect(metricsAddress({ HOST: "0.0.0.0" })).toBeUndefined();
    expect(metricsAddress({ HOST: "0.0.0.0", METRICS_PORT: "9464" })).toEqual({
      port: 9464,
      host: "127.0.0.1",
    });
    expect(metricsAddress({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" })).toEqual({
      port: 9464,
      host: "10.0.0.5",
    });
    expect(() => metricsAddress({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT/);
  });

  it("serves GET /metrics on the address given and nothing else", async () => {
    const address = metricsAddress({ HOST: "0.0.0.0", METRICS_PORT: "0" });
    const metrics = createMetrics();
    metrics.request({ route: "routes/_index", method: "GET", status: 200 }, 0.03);
    metrics.observe({ port: "search", operation: "search", seconds: 0.2, ok: false });
    const server = await startMetricsServer(metrics, address?.port ?? 0, address?.host ?? "");
    servers.push(server);
    const bound = server.address();
    expect(typeof bound === "object" && bound?.address).toBe("127.0.0.1");
    const port = typeof bound === "object" ? bound?.port : 0;
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toContain("shop_room_connections_open 0");
    expect(text).toContain(
      'shop_http_request_duration_seconds_bucket{le="0.05",route="routes/_index",method="GET",status="200"} 1',
    );
    expect(text).toContain(
      'shop_outbound_call_duration_seconds_bucket{le="0.25",port="search",operation="search",outcome="error"} 1',
    );
    expect(text).toContain('shop_outbound_call_errors_total{port="search"} 1');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});
