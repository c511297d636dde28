/**
 * `npm run bench:http`: starts the built shop on a spare port and prints p50/p95 latency of whole
 * server-rendered pages, as a crawler fetches them (sequential requests, HTML read to the end).
 */
import { measure } from "./measure";
import { get, startShop } from "./shop-server";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

const shop = await startShop(PORT);
try {
  const cases: [string, string, string][] = [
    ["home sk", "localhost", "/"],
    ["home de", "de.localhost", "/"],
    ["home ch/fr", "ch.localhost", "/fr/"],
    ["category de", "de.localhost", "/werkstatt/"],
    ["sorted de", "de.localhost", "/werkstatt/?sort=price-up"],
    ["search de", "de.localhost", "/search?q=Schweißgerät&sort=price-up"],
    ["product de", "de.localhost", "/mirota-kontaktgrill-mi-1788-10000008"],
    ["404 hu", "hu.localhost", "/no-such-page/"],
  ];
  console.info(`GET of whole pages, ${RUNS} sequential requests each (ms)`);
  for (const [name, host, path] of cases) {
    const url = encodeURI(path);
    for (let i = 0; i < 20; i++) await get(PORT, host, url); // warm-up
    console.info(`${name.padEnd(12)} ${await measure(RUNS, () => get(PORT, host, url))}`);
  }
} finally {
  shop.stop();
}
