/**
 * `npm run lighthouse`: starts the built shop and prints Lighthouse's mobile scores (its default form
 * factor and throttling) in Debian's Chromium for the six page kinds of issue 20 item 2 (home,
 * category, search, product, the cart with a line in it, the checkout's addresses step): the median of
 * three runs per page and category, SEO only for indexable pages, the medians of the main timings, and
 * the audits that kept a category below 100. `LIGHTHOUSE_RUNS` and `LIGHTHOUSE_PAGES=home,cart` narrow
 * a run; `BENCH_PORT` picks the shop's port; `LIGHTHOUSE_OUT=<folder>` keeps the JSON reports.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startShop } from "./bench/shop-server";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { cartCookies, LIGHTHOUSE_PAGES, type LighthousePage, median } from "./lighthouse/pages";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const HOST = `de.localhost:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",");
const FLAGS = ["--headless=new", "--disable-dev-shm-usage", ...CHROMIUM_FLAGS].join(" ");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TIMINGS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
] as const;

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
}

function runLighthouse(page: LighthousePage, cookie: string | undefined, file: string): Report {
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      `http://${HOST}${page.path}`,
      "--quiet",
      "--output=json",
      `--output-path=${file}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${FLAGS}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${page.path}`);
  return JSON.parse(readFileSync(file, "utf8")) as Report;
}

/** The audits that cost a category points in any run (weighted, failed), for the line under the scores. */
function failedAudits(reports: Report[], categories: string[]): string[] {
  const failed = new Set<string>();
  for (const report of reports)
    for (const category of categories)
      for (const ref of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(ref.id);
      }
  return [...failed];
}

function printPage(page: LighthousePage, reports: Report[]) {
  const categories = CATEGORIES.filter((c) => c !== "seo" || page.indexable);
  const scores = CATEGORIES.map((c) =>
    (categories.includes(c)
      ? String(Math.round(median(reports.map((r) => r.categories[c]?.score ?? 0)) * 100))
      : "–"
    ).padStart(15),
  );
  const timings = TIMINGS.map(([label, id]) => {
    const value = median(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
    return `${label} ${id === "cumulative-layout-shift" ? value.toFixed(3) : `${Math.round(value)} ms`}`;
  });
  console.info(`${page.name.padEnd(10)} ${scores.join("")}   ${timings.join(", ")}`);
  const failed = failedAudits(reports, categories);
  if (failed.length) console.info(`${"".padEnd(10)} below 100: ${failed.join(", ")}`);
}

const KEEP = process.env.LIGHTHOUSE_OUT;
const out = KEEP ?? mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const shop = await startShop(PORT);
try {
  console.info(`Lighthouse (mobile, median of ${RUNS}) on http://${HOST}`);
  console.info(`${"page".padEnd(10)} ${CATEGORIES.map((c) => c.padStart(15)).join("")}`);
  for (const page of LIGHTHOUSE_PAGES.filter((p) => !ONLY || ONLY.includes(p.name))) {
    // Each run gets a cart of its own, so no run sees what an earlier one changed.
    const reports: Report[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cookie = page.withCart ? await cartCookies(PORT, HOST) : undefined;
      reports.push(runLighthouse(page, cookie, path.join(out, `${page.name}-${run}.json`)));
    }
    printPage(page, reports);
  }
} finally {
  shop.stop();
  if (!KEEP) rmSync(out, { recursive: true, force: true });
}
