/**
 * `npm run lighthouse`: starts the built shop and prints Lighthouse's mobile scores (its default form
 * factor and throttling) for the home, category, search and product pages, in Debian's Chromium.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startShop } from "./bench/shop-server";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const FLAGS = ["--headless=new", "--disable-dev-shm-usage", ...CHROMIUM_FLAGS].join(" ");
const PAGES: [string, string][] = [
  ["home", "/"],
  ["category", "/werkstatt/"],
  ["search", "/search?q=Schwei%C3%9Fger%C3%A4t"],
  ["product", "/mirota-kontaktgrill-mi-1788-10000008"],
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const out = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const shop = await startShop(PORT);
try {
  console.info(`Lighthouse (mobile) on http://de.localhost:${PORT}`);
  console.info(`${"page".padEnd(10)} ${CATEGORIES.map((c) => c.padStart(15)).join("")}`);
  for (const [name, page] of PAGES) {
    const report = path.join(out, `${name}.json`);
    const run = spawnSync(
      process.execPath,
      [
        "node_modules/lighthouse/cli/index.js",
        `http://de.localhost:${PORT}${page}`,
        "--quiet",
        "--output=json",
        `--output-path=${report}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        `--chrome-flags=${FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (run.status !== 0) throw new Error(`Lighthouse failed on ${page}`);
    const { categories } = JSON.parse(readFileSync(report, "utf8")) as {
      categories: Record<string, { score: number | null }>;
    };
    const scores = CATEGORIES.map((c) => String(Math.round((categories[c]?.score ?? 0) * 100)).padStart(15));
    console.info(`${name.padEnd(10)} ${scores.join("")}`);
  }
} finally {
  shop.stop();
  rmSync(out, { recursive: true, force: true });
}
