import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { CmsSource } from ".";

/** The Node host's CMS content: `<dir>/<slug>/<locale>.json` on disk (the repository's cms/ folder). */
export function diskCms(dir: string): CmsSource {
  return {
    async read(slug, locale) {
      try {
        return await readFile(path.join(dir, slug, `${locale}.json`), "utf8");
      } catch {
        return undefined;
      }
    },
    async folders() {
      const entries = await readdir(dir, { withFileTypes: true });
      return entries.filter((e) => e.isDirectory()).map((e) => e.name);
    },
  };
}
