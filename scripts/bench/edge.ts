/**
 * `npm run bench:edge` (issue 18 item 6): time to first byte and whole-page p50/p95 of a product page
 * served by workerd (the edge build through miniflare) and by the Node server, in the same run, as a
 * browser asks for it (streamed HTML), plus the edge server bundle's size (raw and gzipped, the figure
 * Cloudflare's size limit counts). The edge reaches the embedded defaults through the local services
 * host started here as `npm run start:edge` starts it (the same .data files the Node server reads).
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { buildEdge, EDGE_BUILD } from "../edge/build";
import { startServicesForEdge } from "../edge/local-services";
import { startEdgeServer } from "../edge/miniflare";
import { startShop } from "./shop-server";

const NODE_PORT = Number(process.env.BENCH_PORT ?? 3200);
const EDGE_PORT = Number(process.env.BENCH_EDGE_PORT ?? 3201);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PRODUCT = { host: "de.localhost", path: "/mirota-kontaktgrill-mi-1788-10000008" };
/** A person's browser (Playwright's Desktop Chrome): the page streams, as it does for shoppers. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** One GET: milliseconds to the first body byte and to the end of the body. */
function timedGet(port: number): Promise<{ ttfb: number; full: number; status: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: PRODUCT.path, headers: { Host: PRODUCT.host, "User-Agent": BROWSER } },
      (res) => {
        let ttfb = 0;
        res.on("data", () => {
          ttfb ||= performance.now() - start;
        });
        res.on("end", () => resolve({ ttfb, full: performance.now() - start, status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const p = (times: number[], q: number) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;

async function bench(name: string, port: number) {
  for (let i = 0; i < 20; i++) await timedGet(port); // warm-up
  const ttfb: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const answer = await timedGet(port);
    if (answer.status !== 200) throw new Error(`${name}: the product page answered ${answer.status}`);
    ttfb.push(answer.ttfb);
    full.push(answer.full);
  }
  for (const list of [ttfb, full]) list.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(7);
  console.info(
    `${name.padEnd(8)} TTFB p50 ${f(p(ttfb, 0.5))} p95 ${f(p(ttfb, 0.95))}   full page p50 ${f(p(full, 0.5))} p95 ${f(p(full, 0.95))}`,
  );
}

buildEdge();
const bundle = readFileSync(EDGE_BUILD);
console.info(
  `Edge server bundle ${EDGE_BUILD}: ${(bundle.length / 1024).toFixed(0)} KiB, ${(gzipSync(bundle).length / 1024).toFixed(0)} KiB gzipped`,
);
// The host first: it seeds and indexes the data files the Node server then opens as they are.
const { services, bindings } = await startServicesForEdge(EDGE_PORT, process.env);
const node = await startShop(NODE_PORT);
const edge = await startEdgeServer({ port: EDGE_PORT, bindings });
try {
  console.info(`GET ${PRODUCT.host}${PRODUCT.path}, ${RUNS} sequential requests each (ms)`);
  await bench("node", NODE_PORT);
  await bench("workerd", Number(edge.url.port));
} finally {
  node.stop();
  await edge.stop();
  await services.close();
}
