/**
 * `npm run bench:http` (issue 20 items 3 and 4): starts the built shop on a spare port and, in one
 * run, loads it with autocannon as a browser asks for pages (gzip, a browser's user agent):
 * - p50/p95 at one connection and requests per second at four, for the product page, the other
 *   page kinds (with their ratio to the product page) and a static file of the product page's own
 *   bytes served by the same server (the ratio says what rendering costs over sending), as the shop
 *   runs: shared pages kept as rendered while their data is unchanged (decision 0089);
 * - the same for the product, home, category and search pages with every page rendered
 *   (`RENDERED_PAGES_MB=0`: what a page costs right after its data changed);
 * - early bytes of the rendered product page: time to 103 Early Hints, to the first body chunk and
 *   to the whole page, for a browser and for a crawler (which gets the whole page at once).
 * Figures only: tests never assert timings.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import path from "node:path";
import { firstBytesP50 } from "./first-byte";
import { BROWSER_HEADERS, latency, type Target, throughput, WARM_UP } from "./load";
import { startShop } from "./shop-server";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const PRODUCT = "/mirota-kontaktgrill-mi-1788-10000008";
const PAGES: [name: string, host: string, path: string][] = [
  ["product de", "de.localhost", PRODUCT],
  ["home sk", "localhost", "/"],
  ["home de", "de.localhost", "/"],
  ["home ch/fr", "ch.localhost", "/fr/"],
  ["category de", "de.localhost", "/werkstatt/"],
  ["sorted de", "de.localhost", "/werkstatt/?sort=price-up"],
  ["search de", "de.localhost", "/search?q=Schweißgerät&sort=price-up"],
  ["404 hu", "hu.localhost", "/no-such-page/"],
];
/** The page kinds measured again with every page rendered. */
const RENDERED_ROWS = ["product de", "home de", "category de", "search de"];
/** The product page's bytes as a file of the build's static mount (removed after the run). */
const STATIC_DIR = path.resolve("public/build/_bench");

/** The page's HTML as a browser's request gets it, uncompressed. */
function pageText(target: Target): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { "user-agent": BROWSER_HEADERS["user-agent"], host: target.host };
    httpGet({ host: "127.0.0.1", port: target.port, path: target.path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve(text));
    }).on("error", reject);
  });
}

const fmt = (n: number) => n.toFixed(2).padStart(8);

/** One table: each page's p50/p95 at one connection, req/s at four, and its p50 against the first row's. */
async function table(targets: [string, Target][]): Promise<void> {
  console.info(`${"page".padEnd(14)}      p50      p95    req/s  p50 ÷ product`);
  let productP50 = 0;
  for (const [name, target] of targets) {
    await latency(target, WARM_UP); // the measured requests' own kind, not kept
    const { p50, p95 } = await latency(target, RUNS);
    const rate = await throughput(target, 4, SECONDS);
    productP50 ||= p50;
    console.info(
      `${name.padEnd(14)} ${fmt(p50)} ${fmt(p95)} ${rate.toFixed(0).padStart(8)} ${fmt(p50 / productP50)}`,
    );
  }
}

const pageTargets = (pages: typeof PAGES) =>
  pages.map(([name, host, p]): [string, Target] => [name, { port: PORT, host, path: p }]);
const product: Target = { port: PORT, host: "de.localhost", path: PRODUCT };
const heading = `autocannon, browser requests (gzip) after ${WARM_UP} warm-up ones: p50/p95 of ${RUNS} requests at 1 connection (ms), req/s over ${SECONDS} s at 4 connections`;

// As the shop runs: shared pages are served as kept while their data is unchanged (decision 0089).
let shop = await startShop(PORT);
try {
  const html = await pageText(product);
  mkdirSync(STATIC_DIR, { recursive: true });
  writeFileSync(path.join(STATIC_DIR, "product.html"), html);
  console.info(`${heading}\nas served (kept pages on, decision 0089)`);
  await table([
    ...pageTargets(PAGES),
    [
      `static ${(Buffer.byteLength(html) / 1024).toFixed(0)} kB`,
      { port: PORT, host: "de.localhost", path: "/build/_bench/product.html" },
    ],
  ]);
} finally {
  rmSync(STATIC_DIR, { recursive: true, force: true });
  await shop.stop();
}

// Every page rendered (RENDERED_PAGES_MB=0): what a page costs when its data has just changed, and
// what a shop without kept pages serves; the early bytes are the renderer's.
shop = await startShop(PORT, [], { RENDERED_PAGES_MB: "0" });
try {
  console.info("\nevery page rendered (RENDERED_PAGES_MB=0)");
  await table(pageTargets(PAGES.filter(([name]) => RENDERED_ROWS.includes(name))));
  console.info(`\nEarly bytes of the rendered product page, p50 of ${Math.min(RUNS, 100)} requests (ms)`);
  console.info(`${"client".padEnd(14)}   103 hints  first chunk  whole page`);
  for (const [name, headers] of [
    ["browser", BROWSER_HEADERS],
    ["crawler", { ...BROWSER_HEADERS, "user-agent": BOT_UA }],
  ] as const) {
    const r = await firstBytesP50(product, headers, Math.min(RUNS, 100));
    console.info(
      `${name.padEnd(14)} ${r.hints.padStart(11)} ${r.firstChunk.padStart(12)} ${r.whole.padStart(11)}`,
    );
  }
} finally {
  shop.stop();
}
