import { describe, expect, it } from "vitest";
import { bundleFindings, type Metafile, packageOf } from "./bundle-check";

/** A metafile as esbuild writes it, with the inputs that reach one output. */
function metafile(inputs: Record<string, { imports?: string[]; bytes?: number }>): Metafile {
  const entries = Object.entries(inputs);
  return {
    inputs: Object.fromEntries(
      entries.map(([file, { imports = [] }]) => [
        file,
        { imports: imports.map((path) => ({ path, external: !path.startsWith(".") })) },
      ]),
    ),
    outputs: {
      "build/edge/index.js": {
        inputs: Object.fromEntries(
          entries.map(([file, { bytes = 100 }]) => [file, { bytesInOutput: bytes }]),
        ),
        imports: [...new Set(entries.flatMap(([, { imports = [] }]) => imports))].map((path) => ({ path })),
      },
    },
  };
}

describe("the edge bundle check (issue 18 item 2)", () => {
  it("names the package of a bundled file, scoped or not", () => {
    expect(packageOf("../main/node_modules/better-sqlite3/lib/index.js")).toBe("better-sqlite3");
    expect(packageOf("node_modules/@remix-run/node/dist/index.js")).toBe("@remix-run/node");
    expect(packageOf("server/commerce/local/db.ts")).toBeUndefined();
    // config/express.ts (Google Pay express) is the shop's own file, not the express package.
    expect(packageOf("config/express.ts")).toBeUndefined();
  });

  it("finds SQLite, ws and Express code in the output, and node:fs imports with their importer", () => {
    const findings = bundleFindings(
      metafile({
        "server/commerce/local/db.ts": { imports: ["node:fs"] },
        "../main/node_modules/better-sqlite3/lib/index.js": { imports: ["fs"] },
        "node_modules/ws/index.js": {},
        "node_modules/express/index.js": {},
        "server/edge/worker.ts": { imports: ["node:crypto"] },
      }),
      "build/edge/index.js",
    );
    expect(findings.packages).toEqual(["better-sqlite3", "express", "ws"]);
    expect(findings.modules).toEqual([
      { module: "node:fs", importer: "server/commerce/local/db.ts" },
      { module: "fs", importer: "better-sqlite3" },
    ]);
  });

  it("ignores inputs that esbuild parsed but left out of the output (tree-shaken)", () => {
    const findings = bundleFindings(
      metafile({ "node_modules/ws/index.js": { bytes: 0 }, "server/edge/worker.ts": {} }),
      "build/edge/index.js",
    );
    expect(findings).toEqual({ packages: [], modules: [] });
  });
});
