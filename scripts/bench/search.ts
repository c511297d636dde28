/**
 * `npm run bench:search`: p50/p95 of the local search on the default catalog and on 50,000 products
 * (the German collection, built once into the temp folder from the commerce benchmark's databases).
 * Every run varies its parameters, so the 120 s result cache never answers. It also prints what
 * decision 0044 promises: the time to read a collection into memory, the memory of 28 collections of
 * that size, and which path answered. `BENCH_REBUILD=de-DE,fr-CH,…` (or `all`) rebuilds those
 * locales' collections into a fresh file and prints the time (all 28 at 50,000 products is long).
 */
import { rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { getLocale, isLocaleCode, LOCALES } from "../../config";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createIndexer } from "../../server/search/indexer";
import { LocalSearch } from "../../server/search/local";
import { CollectionMemory } from "../../server/search/local/memory";
import { collectionTables } from "../../server/search/local/schema";
import { measure } from "./measure";

const SIZES = (process.env.BENCH_SIZES ?? "1000,50000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const REBUILD = process.env.BENCH_REBUILD;
const COLLECTION = "prod.de-DE";
const PREFIXES = [
  "sch",
  "kom",
  "wer",
  "hoch",
  "beto",
  "stro",
  "pal",
  "reg",
  "waa",
  "keh",
  "ket",
  "frit",
  "spü",
  "eis",
  "ras",
];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Heap and array buffers held by 28 in-memory structures of the collection (one per locale). */
function memoryOf28(search: LocalSearch): string {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const t = collectionTables(search.db, COLLECTION, false);
  const started = performance.now();
  const held = Array.from(LOCALES, () => {
    const memory = new CollectionMemory(search.db, t);
    memory.idRank();
    memory.nameRank();
    return memory;
  });
  const built = (performance.now() - started) / held.length;
  globalThis.gc?.();
  const after = process.memoryUsage();
  const used = after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers;
  return `${megabytes(used)} for ${held.length} collections (${megabytes(held[0]?.bytes() ?? 0)} of typed arrays each; ${built.toFixed(0)} ms to read one; rss ${megabytes(after.rss)})`;
}

async function rebuild(db: ReturnType<typeof openDatabase>, size: number) {
  const codes = REBUILD === "all" ? LOCALES.map((l) => l.code) : (REBUILD ?? "").split(",");
  const file = path.join(tmpdir(), `proequip-bench-rebuild-${size}.sqlite`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  const search = LocalSearch.open(file);
  const load = loadavg()[0] ?? 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const written = await createIndexer(new LocalCommerce(db), search).rebuild(
    codes.filter(isLocaleCode).map(getLocale),
  );
  // The process's CPU time is what the load of a shared machine inflates least (decision 0080).
  const used = process.cpuUsage(cpu);
  console.info(
    `rebuild of ${codes.length} collection(s): ${written} documents in ${seconds(started)}, CPU ${((used.user + used.system) / 1e6).toFixed(1)} s, load ${load.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} (rss ${megabytes(process.memoryUsage().rss)}, peak ${megabytes(process.resourceUsage().maxRSS * 1024)})`,
  );
  search.db.close();
}

for (const size of SIZES) {
  const commerceFile = path.join(tmpdir(), `proequip-bench-commerce-${size}.sqlite`);
  const db = openDatabase(commerceFile);
  seedIfEmpty(db, size);
  const search = LocalSearch.open(path.join(tmpdir(), `proequip-bench-search-${size}.sqlite`));
  if (!search.hasDocuments(COLLECTION)) {
    const started = performance.now();
    await createIndexer(new LocalCommerce(db), search).rebuild([getLocale("de-DE")]);
    console.info(`(indexed ${size} products in ${seconds(started)})`);
  }
  console.info(`\n${size} products, ${COLLECTION} (ms, ${RUNS} runs each)`);
  const first = performance.now();
  await search.search(COLLECTION, { q: "*", per_page: 0 });
  console.info(
    `first search (reads the collection into memory): ${(performance.now() - first).toFixed(0)} ms`,
  );
  console.info(
    `faceted: 2 filters + sort ${await measure(RUNS, (i) =>
      search.search(COLLECTION, {
        q: "*",
        filter_by: `inStock:=true && price:[${i % 50}..${2000 + i}]`,
        facet_by: "brand,tags,avgRating,categories.lvl0,price(low:[0, 100], mid:[100, 1000], high:[1000, ])",
        sort_by: "price:asc",
        per_page: 24,
        page: 1 + (i % 3),
      }),
    )}`,
  );
  // The first search of each prefix scores its matches (bm25 over every match); repeats reuse them.
  console.info(
    `prefix, first time each   ${await measure(PREFIXES.length, (i) => search.search(COLLECTION, { q: PREFIXES[i] ?? "", per_page: 10 }))}`,
  );
  console.info(
    `prefix (quick search)     ${await measure(RUNS, (i) => search.search(COLLECTION, { q: `${PREFIXES[i % PREFIXES.length]}${i % 2 ? "" : " "}`, per_page: 5 + (i % 7) }))}`,
  );
  console.info(`paths: ${search.paths.memory} in memory, ${search.paths.sql} in SQL`);
  console.info(`memory: ${memoryOf28(search)}`);
  if (REBUILD) await rebuild(db, size);
  search.db.close();
  db.close();
}
