/**
 * `npm run bench:search`: p50/p95 of the local search on the default catalog and on 50,000 products
 * (the German collection, built once into the temp folder from the commerce benchmark's databases).
 * Every run varies its parameters, so the 120 s result cache never answers.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { getLocale } from "../../config";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createIndexer } from "../../server/search/indexer";
import { LocalSearch } from "../../server/search/local";
import { measure } from "./measure";

const SIZES = (process.env.BENCH_SIZES ?? "1000,50000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
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

for (const size of SIZES) {
  const commerceFile = path.join(tmpdir(), `proequip-bench-commerce-${size}.sqlite`);
  const db = openDatabase(commerceFile);
  seedIfEmpty(db, size);
  const search = LocalSearch.open(path.join(tmpdir(), `proequip-bench-search-${size}.sqlite`));
  if (!search.hasDocuments(COLLECTION)) {
    const started = performance.now();
    await createIndexer(new LocalCommerce(db), search).rebuild([getLocale("de-DE")]);
    console.info(`(indexed ${size} products in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  console.info(`\n${size} products, ${COLLECTION} (ms, ${RUNS} runs each)`);
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
  console.info(
    `prefix (quick search)     ${await measure(RUNS, (i) => search.search(COLLECTION, { q: `${PREFIXES[i % PREFIXES.length]}${i % 2 ? "" : " "}`, per_page: 5 + (i % 7) }))}`,
  );
  db.close();
}
