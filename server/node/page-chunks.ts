import { existsSync, readFileSync } from "node:fs";
import type { ServerBuild } from "@remix-run/server-runtime";
import { type ChunkMetafile, type PageChunks, pageChunksFrom } from "../http/page-chunks";

/** Where `remix build` writes the client build's esbuild metafile (beside the server build). */
export const CLIENT_METAFILE = "build/metafile.js.json";

/**
 * The Node host's page-kind chunks (decision 0077), read once per build from the metafile the same
 * `remix build` wrote. Without a usable one (a build from elsewhere, a broken file, a kind without
 * its chunk) the pages carry no preload for their kind's chunk, with a warning: the route module
 * still loads it before hydration, a round trip later. `check:js` fails on the same build.
 */
export function readPageChunks(build: ServerBuild, metafile = CLIENT_METAFILE): PageChunks | undefined {
  if (!existsSync(metafile)) {
    console.warn(`${metafile} is missing: pages will not preload their kind's script (decision 0077)`);
    return undefined;
  }
  try {
    return pageChunksFrom(JSON.parse(readFileSync(metafile, "utf8")) as ChunkMetafile, build.assets);
  } catch (error) {
    console.warn(
      `${metafile}: ${error instanceof Error ? error.message : String(error)}; pages will not preload their kind's script (decision 0077)`,
    );
    return undefined;
  }
}
