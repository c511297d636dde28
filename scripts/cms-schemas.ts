import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { blockSchemaFiles } from "../server/cms/schemas";

/** Writes the JSON Schema of every CMS block kind to cms/_schemas/ (npm run cms:schemas), for editors. */
const dir = path.resolve(process.argv[2] ?? "cms/_schemas");
mkdirSync(dir, { recursive: true });
const files = blockSchemaFiles();
for (const old of readdirSync(dir)) if (!files.has(old)) rmSync(path.join(dir, old));
for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
console.info(`cms:schemas: ${files.size} block schemas in ${path.relative(process.cwd(), dir) || "."}`);
