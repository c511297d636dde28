/**
 * `npm run build:edge` (issue 18 item 1): the storefront built for workerd. Remix's classic compiler
 * with REMIX_TARGET=edge (remix.config.js) writes the worker to build/edge/index.js and the client
 * assets to public/build (the same files the Node build serves); then the worker's static-asset
 * folder, build/edge/assets, is assembled from public/, locales/ and cms/ with a manifest of sizes,
 * modification times and types (server/edge/assets.ts), typed by the same mime 1.x table as the Node
 * host's files (server/node/files.ts), so both servers answer a file with the same headers.
 */
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import mime from "mime";
import { type AssetManifest, MANIFEST_PATH, PAGE_CHUNKS_PATH } from "../../server/edge/assets";
import { type ChunkMetafile, pageChunksFrom, parseManifestScript } from "../../server/http/page-chunks";

export const EDGE_BUILD = "build/edge/index.js";
export const EDGE_ASSETS = "build/edge/assets";
const FOLDERS = ["public", "locales", "cms"] as const;

function typeOf(file: string): string {
  const type = mime.lookup(file);
  const charset = mime.charsets.lookup(type, "");
  return charset ? `${type}; charset=${charset}` : type;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

/** Copies the served folders and writes the manifest; returns the number of files. */
export function assembleAssets(root = process.cwd()): number {
  const target = path.join(root, EDGE_ASSETS);
  rmSync(target, { recursive: true, force: true });
  const files: AssetManifest["files"] = {};
  for (const folder of FOLDERS) {
    cpSync(path.join(root, folder), path.join(target, folder), { recursive: true });
    for (const file of listFiles(path.join(target, folder))) {
      const source = statSync(path.join(root, folder, file));
      files[`${folder}/${file.split(path.sep).join("/")}`] = [source.size, source.mtimeMs, typeOf(file)];
    }
  }
  writeFileSync(path.join(target, MANIFEST_PATH), JSON.stringify({ files }));
  return Object.keys(files).length;
}

/**
 * The catch-all's page-kind chunks of this build (decision 0077), from the client metafile and the
 * browser manifest the edge build wrote, into the asset folder, where the worker reads them once.
 */
export function writePageChunks(root = process.cwd()): void {
  const version = readFileSync(path.join(root, "build/edge/version.txt"), "utf8").trim().toUpperCase();
  const manifestSource = readFileSync(path.join(root, `public/build/manifest-${version}.js`), "utf8");
  const manifest = parseManifestScript(manifestSource);
  const metafile = JSON.parse(
    readFileSync(path.join(root, "build/edge/metafile.js.json"), "utf8"),
  ) as ChunkMetafile;
  writeFileSync(
    path.join(root, EDGE_ASSETS, PAGE_CHUNKS_PATH),
    JSON.stringify(pageChunksFrom(metafile, manifest)),
  );
}

/** The Remix build for workerd, then the asset folder. Exits on a failed build. */
export function buildEdge(root = process.cwd()) {
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, REMIX_TARGET: "edge", NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`The edge build failed (exit ${result.status})`);
  const count = assembleAssets(root);
  writePageChunks(root);
  const size = statSync(path.join(root, EDGE_BUILD)).size;
  console.info(`Edge build: ${EDGE_BUILD} (${(size / 1024 / 1024).toFixed(2)} MiB), ${count} asset files`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildEdge();
