// `npm start`: builds the storefront when the build is missing or older than its sources, then runs
// server/index.ts (TypeScript, loaded through tsx) in this process.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The files in node_modules that patches/ changes (decision 0085): the bundles carry them. */
function patchedFiles() {
  if (!existsSync("patches")) return [];
  return readdirSync("patches").flatMap((name) =>
    [...readFileSync(path.join("patches", name), "utf8").matchAll(/^\+\+\+ b\/(\S+)$/gm)].map((m) => m[1]),
  );
}

const SOURCES = [
  "app",
  "config",
  "server",
  "remix.config.js",
  "package-lock.json",
  "patches",
  ...patchedFiles(),
];
const BUILD = "build/index.js";

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const built = existsSync(BUILD) ? statSync(BUILD).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.info(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";

// Signed cookies need SESSION_SECRET. A deployment sets it; on a developer's machine the shop makes a
// random one once and keeps it beside the embedded data, so cookies survive restarts.
if (!process.env.SESSION_SECRET) {
  const file = path.join(".data", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(".data", { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = readFileSync(file, "utf8").trim();
  console.info(`SESSION_SECRET is not set: using the local secret in ${file} (set it in production).`);
}
const { register } = await import("tsx/esm/api");
register();
await import("../server/index.ts");
