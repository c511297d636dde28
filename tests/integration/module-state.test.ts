import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * On Node a `server/` module that `app/` imports exists twice: once loaded from source by the host
 * (server/index.ts) and once bundled into the Remix build. Module-level state in such a module is
 * therefore two separate states, and a value one copy sets is not seen by the other: the cookie
 * secrets were lost that way (decision 0067, now a `globalThis` slot). This test lists the empty
 * Maps, Sets and `let`s at module level in every server module the app reaches, so a new one is
 * looked at once and either moved behind the request's context or a globalThis slot, or listed
 * here with why two copies are harmless.
 */
const HARMLESS_TWICE: Record<string, string> = {
  "server/session/hmac.ts: const keys = new Map":
    "a memo of imported HMAC keys; each copy imports its own from the same secret",
  "server/cache-registry.ts: const owners = new Set":
    "caches are made by the host's service composition and cleared by the host's cache admin; the bundled copy stays empty",
  "server/cache-registry.ts: const clearers = new WeakMap": "the same registry as `owners`",
};

const root = process.cwd();
const TEST_FILE = /\.test\.tsx?$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !TEST_FILE.test(file))
    .map((file) => path.join(folder, file));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The files a module imports at run time (`import type` and `export type` are erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [
    ...[...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]),
    ...[...text.matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]),
  ];
  return specifiers.flatMap((specifier) => resolveImport(file, specifier as string) ?? []);
}

/** Every server/ module the app's modules reach through run-time imports. */
function serverModulesReachedFromApp(): string[] {
  const seen = new Set<string>();
  const queue = sources(path.join(root, "app"));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...runtimeImports(file));
  }
  return [...seen].filter((file) => file.startsWith(path.join(root, "server") + path.sep));
}

/** A module-level `let`, or an empty Map/Set/WeakMap/WeakSet/array/object filled later. */
const MUTABLE_AT_MODULE_LEVEL =
  /^(?:export\s+)?(?:let\s+\w+|(?:const|var)\s+\w+(?::[^=]+)?\s*=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\b(?:<.*>)?\(\s*\)|\[\s*\]|\{\s*\}))/;

function mutableState(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => MUTABLE_AT_MODULE_LEVEL.exec(line)?.[0] ?? [])
    .map(
      (found) =>
        `${path.relative(root, file)}: ${found.replace(/^export\s+/, "").replace(/(?:<.*)?\(\s*\)$/, "")}`,
    );
}

describe("module-level state in server modules the app bundles (decision 0067)", () => {
  it("reaches the server modules the routes use (the scan is not empty)", () => {
    const reached = serverModulesReachedFromApp().map((file) => path.relative(root, file));
    expect(reached).toEqual(expect.arrayContaining(["server/session/cookies.ts", "server/session/hmac.ts"]));
  });

  it("holds no mutable module-level state except what is listed as harmless twice", () => {
    const found = serverModulesReachedFromApp().flatMap(mutableState).sort();
    expect(found).toEqual(Object.keys(HARMLESS_TWICE).sort());
  });
});
