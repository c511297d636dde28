import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { contentFileProblems } from "../server/cms/check";
import { blockSchemaFiles } from "../server/cms/schemas";

/**
 * `npm run cms:check [dir]` (in `npm test`): every content file under cms/ is valid (its name, its
 * JSON, its meta and every block against the registry), and cms/_schemas/ holds exactly the JSON
 * Schemas the registry gives (run `npm run cms:schemas` after changing a block kind).
 */
const root = path.resolve(process.argv[2] ?? "cms");
const SCHEMAS = "_schemas";
const problems: string[] = [];
let files = 0;

for (const folder of readdirSync(root).sort()) {
  const dir = path.join(root, folder);
  if (!statSync(dir).isDirectory()) {
    problems.push(`${folder}: a file outside a <slug>/ folder`);
    continue;
  }
  if (folder === SCHEMAS) continue;
  for (const name of readdirSync(dir).sort()) {
    files++;
    problems.push(...contentFileProblems(`${folder}/${name}`, readFileSync(path.join(dir, name), "utf8")));
  }
}

const expected = blockSchemaFiles();
const schemaDir = path.join(root, SCHEMAS);
const written = existsSync(schemaDir) ? readdirSync(schemaDir) : [];
for (const [name, text] of expected) {
  const file = path.join(schemaDir, name);
  if (!existsSync(file) || readFileSync(file, "utf8") !== text)
    problems.push(`${SCHEMAS}/${name}: not what the block schemas give; run npm run cms:schemas`);
}
for (const name of written)
  if (!expected.has(name)) problems.push(`${SCHEMAS}/${name}: no such block kind; run npm run cms:schemas`);

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`cms:check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.info(`cms:check: ${files} content files and ${expected.size} block schemas are valid`);
