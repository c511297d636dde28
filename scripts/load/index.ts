/**
 * `npm run load` (issue 22 item 2): 50 scripted shoppers for 5 minutes against the built shop on
 * the embedded defaults (`npm run build` first). Flags or environment: --shoppers / LOAD_SHOPPERS,
 * --seconds / LOAD_SECONDS, --coupon / LOAD_COUPON, --json / LOAD_JSON (the summary as a file).
 * Exits 1 when any request answered 5xx (or not at all), a cart line was lost, or an order is missing
 * or doubled; 2 when the run could not start.
 */
import { writeFileSync } from "node:fs";
import { readOptions } from "./options";
import { formatReport } from "./report";
import { failures, runLoad } from "./run";

let options: ReturnType<typeof readOptions>;
try {
  options = readOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`npm run load: ${(error as Error).message}`);
  process.exit(2);
}
try {
  const result = await runLoad(options, (line) => console.info(line));
  console.info(formatReport(result));
  if (options.json) writeFileSync(options.json, `${JSON.stringify(result, null, 2)}\n`);
  const failed = failures(result);
  console.info(
    failed === 0 ? "Goal met: 0 5xx, 0 lines lost, 0 orders missing or doubled." : "Goal NOT met.",
  );
  process.exit(failed === 0 ? 0 : 1);
} catch (error) {
  console.error(`npm run load: ${(error as Error).message}`);
  process.exit(2);
}
