import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 18: "keep the pipeline free of Node-only imports" so the workerd build can import it. This
 * walks the runtime import graph from server/pipeline/index.ts (type-only imports are erased by
 * TypeScript and do not count) and lists every package it reaches.
 */
const ROOT = path.resolve(import.meta.dirname, "index.ts");

/** Packages and modules a workerd bundle cannot take (native addons, sockets, the file system, Express). */
const NODE_ONLY = [
  /^node:/,
  ...builtinModules.map((name) => new RegExp(`^${name.replace(/[/]/g, "\\/")}(\\/|$)`)),
  /^express$/,
  /^@remix-run\/(node|express|serve)$/,
  /^better-sqlite3$/,
  /^ws$/,
  /^compression$/,
  /^proxy-addr$/,
  /^mime$/,
];

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;

/** Whether an import's clause names types only (`import type …` or `{ type A, type B }`). */
function typeOnly(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true;
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  if (!names) return false;
  const parts = names
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith("type "));
}

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), base]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

/** Every module and package the runtime imports of `entry` reach. */
function importGraph(entry: string) {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, , typeKeyword, clause = "", specifier = ""] of source.matchAll(IMPORT)) {
      if (typeOnly(typeKeyword, clause)) continue;
      if (specifier.startsWith(".")) visit(resolve(file, specifier));
      else packages.set(specifier, path.relative(process.cwd(), file));
    }
  };
  visit(entry);
  return { modules, packages };
}

describe("the request pipeline is runtime-neutral (issue 18 item 1)", () => {
  const { modules, packages } = importGraph(ROOT);

  it("reaches the steps it composes", () => {
    const files = [...modules].map((file) => path.relative(process.cwd(), file));
    for (const step of ["server/session/index.ts", "server/routing/sitemaps.ts", "server/http/static.ts"])
      expect(files).toContain(step);
  });

  it("imports nothing Node-only, directly or through the modules it imports", () => {
    const offending = [...packages].filter(([name]) => NODE_ONLY.some((rule) => rule.test(name)));
    expect(offending.map(([name, file]) => `${name} (from ${file})`)).toEqual([]);
  });

  it("would see a Node-only import: server/context.ts (the Node services) reaches node:fs and better-sqlite3", () => {
    const node = importGraph(path.resolve(import.meta.dirname, "../context.ts")).packages;
    expect(node.has("node:fs")).toBe(true);
    expect(node.has("better-sqlite3")).toBe(true);
  });

  it("tells a type-only import from a runtime one", () => {
    expect(typeOnly("type ", "{ Services }")).toBe(true);
    expect(typeOnly(undefined, "{ type Market, type Locale }")).toBe(true);
    expect(typeOnly(undefined, "{ type Market, resolveMarket }")).toBe(false);
    expect(typeOnly(undefined, "express")).toBe(false);
  });
});

describe("the edge's rooms and throttles are runtime-neutral (issue 18 items 2 and 4)", () => {
  const entries = ["../edge/rooms/index.ts", "../edge/throttles/index.ts"].map((entry) =>
    path.resolve(import.meta.dirname, entry),
  );

  it("import nothing Node-only, directly or through the modules they import", () => {
    for (const entry of entries) {
      const offending = [...importGraph(entry).packages].filter(([name]) =>
        NODE_ONLY.some((rule) => rule.test(name)),
      );
      expect(offending.map(([name, file]) => `${name} (from ${file})`)).toEqual([]);
    }
  });

  it("read no process.env in their own modules (configuration comes from the worker's env)", () => {
    const own = entries.flatMap((entry) =>
      [...importGraph(entry).modules].filter((file) => file.includes(`${path.sep}edge${path.sep}`)),
    );
    expect(own.length).toBeGreaterThan(8);
    expect(own.filter((file) => readFileSync(file, "utf8").includes("process.env"))).toEqual([]);
  });
});
