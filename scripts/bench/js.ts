/**
 * `npm run bench:js` (issue 20 item 1): for each page kind, the scripts its HTML loads from the
 * current build (`npm run build` first; this builds nothing) with their raw and gzip bytes against
 * the budgets of config/performance.ts, then what the largest of them hold, by package, from the
 * esbuild metafile Remix writes (build/metafile.js.json). BENCH_JS_FILES=1 lists every script.
 */
import { existsSync, readFileSync } from "node:fs";
import { packageOf } from "../edge/bundle-check";
import { formatTable, measurePages, type PageFigures } from "../js-budget";

const pages = measurePages();
console.info("JavaScript per page kind (kB = 1,000 bytes; gzip at zlib's default level)");
console.info(formatTable(pages));

if (process.env.BENCH_JS_FILES) {
  for (const page of pages) {
    console.info(`\n${page.kind} (${page.example})`);
    for (const script of page.scripts) console.info(`  ${script.url.padEnd(60)}${script.raw} ${script.gzip}`);
  }
}

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

/** The package an esbuild input belongs to, or the shop's own folder ("app/components"). */
const owner = (input: string) => packageOf(input) ?? input.split("/").slice(0, 2).join("/");

/** The raw bytes each package adds to one page's scripts, largest first. */
function shares(metafile: Metafile, page: PageFigures): [string, number][] {
  const total = new Map<string, number>();
  for (const script of page.scripts) {
    const output = metafile.outputs[`public${script.url}`];
    for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
      total.set(owner(input), (total.get(owner(input)) ?? 0) + bytesInOutput);
    }
  }
  return [...total].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
}

if (existsSync("build/metafile.js.json")) {
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as Metafile;
  for (const kind of ["home", "product", "checkout-addresses"]) {
    const page = pages.find((candidate) => candidate.kind === kind);
    if (!page) continue;
    const top = shares(metafile, page).slice(0, 10);
    console.info(`\n${kind}: largest parts (raw kB, minified)`);
    for (const [name, bytes] of top)
      console.info(`  ${name.padEnd(40)}${(bytes / 1000).toFixed(1).padStart(7)}`);
  }
}
