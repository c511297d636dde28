/**
 * The Node host's Prometheus metrics (issue 22 item 7, prom-client): request durations per Remix
 * route id, outbound call durations and errors per port, open room connections, and prom-client's
 * process metrics. Served on a port of their own (METRICS_PORT) on an address of their own
 * (METRICS_HOST, loopback by default), never on the shop's: what a shop's traffic looks like is not
 * for its visitors, and a shop listening on 0.0.0.0 behind its proxy must not take its metrics along.
 */
import { createServer, type Server } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { OPERATIONS } from "../../config/operations";
import type { PortObserver } from "../observed-ports";

export function createMetrics(options: { openRoomConnections?: () => number } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Both durations in the same buckets, in this registry only.
  const durations = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: OPERATIONS.durationBuckets, registers: [registry] });
  const requests = durations(
    "shop_http_request_duration_seconds",
    "Storefront requests by Remix route id (or the pipeline step's kind), method and status",
    ["route", "method", "status"],
  );
  const calls = durations(
    "shop_outbound_call_duration_seconds",
    "Calls to the services behind the ports (platform, search, payments, VAT, mail ...) by port and operation",
    ["port", "operation", "outcome"],
  );
  const errors = new Counter({
    name: "shop_outbound_call_errors_total",
    help: "Failed calls to the services behind the ports, by port",
    labelNames: ["port"] as const,
    registers: [registry],
  });
  const openRoomConnections = options.openRoomConnections;
  new Gauge({
    name: "shop_room_connections_open",
    help: "Open cart room websocket connections of this process",
    registers: [registry],
    collect() {
      this.set(openRoomConnections?.() ?? 0);
    },
  });
  // Every port's outbound calls (composeServices wraps the ports with this observer).
  const observe: PortObserver = ({ port, operation, seconds, ok }) => {
    calls.observe({ port, operation, outcome: ok ? "ok" : "error" }, seconds);
    if (!ok) errors.inc({ port });
  };
  return {
    registry,
    observe,
    /** One answered request: its route (Remix's id, or the step that answered), method and status. */
    request: (labels: { route: string; method: string; status: number }, seconds: number) =>
      requests.observe({ ...labels, status: String(labels.status) }, seconds),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Where /metrics listens, from the host's environment: METRICS_PORT (none: no metrics), on
 * METRICS_HOST, 127.0.0.1 unless the operator names another interface (a scraper on another machine).
 * Deliberately not HOST: the shop's own interface is the public one.
 */
export function metricsAddress(
  env: Record<string, string | undefined>,
): { port: number; host: string } | undefined {
  if (!env.METRICS_PORT) return undefined;
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`METRICS_PORT: a port number, not "${env.METRICS_PORT}"`);
  return { port, host: env.METRICS_HOST?.trim() || "127.0.0.1" };
}

/** `GET /metrics` in Prometheus' text format on its own port; everything else is a 404. */
export function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      (error: unknown) => {
        console.error("Metrics could not be collected", error);
        res.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
