/**
 * What the edge bundle must not hold (issue 18 item 2): packages that cannot run in workerd (native
 * addons, listening sockets, Express and its Node adapter) and Node's file system. Read from the
 * esbuild metafile that Remix writes beside the bundle (build/edge/metafile.server.json): the inputs
 * that put bytes into the output, and the imports the output keeps.
 */

/** The part of esbuild's metafile read here. */
export interface Metafile {
  inputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }>; imports: { path: string }[] }>;
}

/** Packages whose code must never be in the bundle. */
export const FORBIDDEN_PACKAGES = [
  "better-sqlite3",
  "bindings",
  "ws",
  "express",
  "compression",
  "@remix-run/node",
  "@remix-run/express",
] as const;

/** Node modules the bundle must not import (nodejs_compat has no real file system). */
export const FORBIDDEN_MODULES = ["fs", "fs/promises", "node:fs", "node:fs/promises"] as const;

/** The package a bundled input file belongs to ("…/node_modules/@scope/name/lib/x.js" → "@scope/name"). */
export function packageOf(input: string): string | undefined {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

export interface Findings {
  /** Forbidden packages with code in the output. */
  packages: string[];
  /** Forbidden modules the output imports, with the input files (or packages) that import them. */
  modules: { module: string; importer: string }[];
}

/** The forbidden packages and module imports of one output file of the metafile. */
export function bundleFindings(metafile: Metafile, output: string): Findings {
  const out = metafile.outputs[output];
  if (!out) throw new Error(`${output} is not an output of this metafile`);
  const live = Object.entries(out.inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([file]) => file);
  const packages = [...new Set(live.map(packageOf))].filter(
    (name): name is string => name !== undefined && (FORBIDDEN_PACKAGES as readonly string[]).includes(name),
  );
  const kept = new Set(out.imports.map((i) => i.path));
  const modules = live.flatMap((file) =>
    (metafile.inputs[file]?.imports ?? [])
      .filter(
        (i) => i.external && kept.has(i.path) && (FORBIDDEN_MODULES as readonly string[]).includes(i.path),
      )
      .map((i) => ({ module: i.path, importer: packageOf(file) ?? file })),
  );
  return { packages: packages.sort(), modules };
}
