/**
 * `npm run check:js` (issue 20 item 1), run by `npm test` after `npm run build`: fails when a page
 * kind's scripts exceed their gzip ceiling in config/performance.ts (the budget once reached, a
 * ratchet towards it until then, decision 0045). The byte counts come from the
 * build itself (scripts/js-budget.ts), so the check needs no server and gives the same answer on
 * every run.
 */
import { readFileSync } from "node:fs";
import { forbiddenInPages, forbiddenOutsidePages } from "./client-packages";
import { formatTable, measurePages } from "./js-budget";

const pages = measurePages();
console.info(formatTable(pages));
// What a decision took out of the browser and must not come back (scripts/client-packages.ts).
const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8"));
const forbidden = [...forbiddenInPages(metafile, pages), ...forbiddenOutsidePages(metafile, pages)];
for (const line of forbidden) console.error(`Back in the browser: ${line}`);
const over = pages.filter((page) => page.overCeiling);
if (over.length > 0 || forbidden.length > 0) {
  for (const page of over) {
    console.error(
      `${page.kind}: ${(page.gzip / 1000).toFixed(1)} kB gzip of JavaScript, above its ceiling of ${page.ceilingKb} kB ` +
        "(config/performance.ts; `BENCH_JS_FILES=1 npm run bench:js` lists the scripts)",
    );
  }
  process.exit(1);
}
const pending = pages.filter((page) => !page.withinBudget).length;
console.info(
  pending === 0
    ? "Every page kind is within its JavaScript budget."
    : `No page kind is above its ceiling; ${pending} of ${pages.length} are still over issue 20's budget.`,
);
