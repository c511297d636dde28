import { readdirSync, readFileSync } from "node:fs";
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

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^;]*?)\s*from\s*)?["']([^"']+)["']/g;

/** Whether an import's clause names types only (`import type …` or `{ type A, type B }`). */
function typeOnly(typeKeyword: string | undefined, clause: string | undefined): boolean {
  if (typeKeyword) return true;
  if (!clause) return false; // a side-effect import (`import "./x"`)
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  if (!names) return false;
  const parts = names
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith("type "));
}

/** The app's own modules: relative paths and tsconfig's `~/` alias (app/). */
const isLocal = (specifier: string) => specifier.startsWith(".") || specifier.startsWith("~/");

function resolve(from: string, specifier: string): string {
  const base = specifier.startsWith("~/")
    ? path.resolve("app", specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), base]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

/** Every module and package the runtime imports of `entries` reach. */
function importGraph(...entries: string[]) {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  /** Every package import as "name (from file)". */
  const uses = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, , typeKeyword, clause, specifier = ""] of source.matchAll(IMPORT)) {
      if (typeOnly(typeKeyword, clause)) continue;
      if (isLocal(specifier)) visit(resolve(file, specifier));
      else {
        packages.set(specifier, path.relative(process.cwd(), file));
        uses.add(`${specifier} (from ${path.relative(process.cwd(), file)})`);
      }
    }
  };
  for (const entry of entries) visit(entry);
  return { modules, packages, uses };
}

describe("the request pipeline is runtime-neutral (issue 18 item 1)", () => {
  const { modules, packages } = importGraph(ROOT);

  it("reaches the steps it composes", () => {
    const files = [...modules].map((file) => path.relative(process.cwd(), file));
    for (const step of [
      "server/session/index.ts",
      "server/routing/sitemaps.ts",
      "server/http/static.ts",
      "server/cms/components-route.ts",
    ])
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

/**
 * Issue 18 items 2 and 3: the production adapters the edge build configures from its env (Typesense,
 * VAT, the mail relay, Adyen) and the local APIs' Fetch handlers (decisions 0037, 0038) take the
 * same check.
 */
describe.each([
  "server/search/typesense/index.ts",
  "server/vat/index.ts",
  "server/mail/relay.ts",
  "server/payments/adyen-config.ts",
  "server/local-services/types.ts",
  "server/search/local/http-api.ts",
  "server/vat/http-api.ts",
  "server/mail/http-api.ts",
  "server/care/http-api.ts",
  "server/newsletter/http-api.ts",
  "server/recommendations/http-api.ts",
  "server/social/http-api.ts",
  "server/edge/services.ts",
])("%s is runtime-neutral", (file) => {
  it("imports nothing Node-only, directly or through the modules it imports", () => {
    const { packages } = importGraph(path.resolve(import.meta.dirname, "../..", file));
    // The `typesense` client (axios with Node's http agents) and @adyen/api-library (Node's https)
    // too: their types may still be imported.
    const offending = [...packages].filter(([name]) =>
      [...NODE_ONLY, /^typesense$/, /^@adyen\/api-library$/].some((rule) => rule.test(name)),
    );
    expect(offending.map(([name, from]) => `${name} (from ${from})`)).toEqual([]);
  });
});

/**
 * Node's globals, which need no import: the import walk cannot see them. `Buffer` (base64, bytes)
 * and `process` (the environment) are what neutral code used to reach for; the Web platform has
 * `btoa`/`TextEncoder` and configuration is passed in (issue 18 item 2, decision 0042).
 */
const NODE_GLOBALS =
  /(?<![.\w$])(?:(?:Buffer|process|__dirname|__filename)\s*[.([]|(?:require|setImmediate)\s*\()/;

/** A module's code without its comments (a doc comment may name Buffer or process.env). */
const codeOf = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** The modules among `files` whose code uses a Node global, with the first use. */
function nodeGlobalUses(files: Iterable<string>): string[] {
  return [...files].flatMap((file) => {
    const found = NODE_GLOBALS.exec(codeOf(file));
    const name = found?.[0].replace(/[\s.([]+$/, "");
    return name ? [`${name} (in ${path.relative(process.cwd(), file)})`] : [];
  });
}

describe("the edge worker and the routes are runtime-neutral (issue 18 item 2)", () => {
  const routes = path.resolve(import.meta.dirname, "../../app/routes");
  const entries = [
    path.resolve(import.meta.dirname, "../edge/worker.ts"),
    path.resolve(import.meta.dirname, "../../app/root.tsx"),
    path.resolve(import.meta.dirname, "../../app/entry.server.tsx"),
    path.resolve(import.meta.dirname, "../../app/entry.client.tsx"),
    ...readdirSync(routes).map((file) => path.join(routes, file)),
  ];
  const { modules, uses } = importGraph(...entries);

  it("reaches the composition, the edge services and the routes' server modules", () => {
    const files = [...modules].map((file) => path.relative(process.cwd(), file));
    for (const file of [
      "server/services.ts",
      "server/edge/services.ts",
      "server/edge/assets.ts",
      "server/vat/index.ts",
      "server/orders/link.ts",
      "server/cms/context.ts",
      "app/lib/cms-blocks.server.ts",
      "app/root.tsx",
    ])
      expect(files).toContain(file);
  });

  it("imports no SQLite, ws, Express, compression, Node adapter or Node built-in (Web Crypto and plain TypeScript instead, decision 0042)", () => {
    const offending = [...uses].filter((use) =>
      NODE_ONLY.some((rule) => rule.test(use.split(" ")[0] as string)),
    );
    expect(offending).toEqual([]);
  });

  // No process.env either: a factory defaulting to it would give the edge an empty environment
  // without a word (configuration comes from the worker's env).
  it("use no Node global either: no Buffer, no process (configuration is passed in), no require", () => {
    expect(nodeGlobalUses(modules)).toEqual([]);
  });

  it("would see a Node global: the Node host's own modules use them", () => {
    const node = importGraph(path.resolve(import.meta.dirname, "../index.ts")).modules;
    expect(nodeGlobalUses(node).some((use) => use.startsWith("process (in server/index.ts)"))).toBe(true);
    // …and not in a comment: server/payments/adyen-config.ts names process.env in its doc comment only.
    const adyen = path.resolve(import.meta.dirname, "../payments/adyen-config.ts");
    expect(readFileSync(adyen, "utf8")).toMatch(/process\.env/);
    expect(nodeGlobalUses([adyen])).toEqual([]);
  });
});

describe("the edge's rooms and throttles are runtime-neutral (issue 18 items 2 and 4)", () => {
  const entries = ["../edge/rooms/index.ts", "../edge/throttles/index.ts"].map((entry) =>
    path.resolve(import.meta.dirname, entry),
  );

  it("import nothing Node-only and use no Node global, directly or through the modules they import", () => {
    for (const entry of entries) {
      expect(nodeGlobalUses(importGraph(entry).modules)).toEqual([]);
      const offending = [...importGraph(entry).packages].filter(([name]) =>
        NODE_ONLY.some((rule) => rule.test(name)),
      );
      expect(offending.map(([name, file]) => `${name} (from ${file})`)).toEqual([]);
    }
  });
});
