import { createReadStream, readdirSync, statSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import mime from "mime";
import type { FileReader } from "../http/static";

/**
 * The Node host's file reader for the static step (server/http/static.ts): files under `root` on
 * disk, typed as Express's `send` types them (mime 1.x, UTF-8 for text).
 */
export function diskFiles(root: string): FileReader {
  const base = path.resolve(root);
  const topLevel = topLevelNames(base);
  return async (relativePath) => {
    const file = path.join(base, relativePath);
    if (file !== base && !file.startsWith(`${base}${path.sep}`)) return undefined;
    if (!topLevel.mayHold(relativePath.split("/")[0] ?? "")) return undefined;
    try {
      const stats = await stat(file);
      if (stats.isDirectory()) return "directory";
      const type = mime.lookup(file);
      const charset = mime.charsets.lookup(type, "");
      return {
        size: stats.size,
        mtime: stats.mtime,
        type: charset ? `${type}; charset=${charset}` : type,
        read: (start, end) =>
          Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>,
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR" || code === "ENAMETOOLONG") return undefined;
      throw error;
    }
  };
}

/** How long after a change of the folder its listing is read again on every lookup (see below). */
const SETTLING_MS = 2000;

/**
 * The names directly in a folder, for the public mount every page passes through (it falls through
 * to the pages): a page's path whose first segment is not there is answered without an `fs.stat`
 * (a thread-pool job and an ENOENT error a page, 1–2 % of a page's CPU). The listing is read again
 * when the folder's mtime moves, and on every lookup while that mtime is recent, because file
 * times have the kernel clock's coarse tick: a name added in the same tick as the last listing
 * leaves the mtime unchanged. `statSync` of one folder is a cheap cached syscall.
 */
function topLevelNames(folder: string): { mayHold(name: string): boolean } {
  let listed: { mtimeMs: number; names: Set<string> } | undefined;
  return {
    mayHold(name) {
      if (name === "") return true;
      try {
        const { mtimeMs } = statSync(folder);
        if (!listed || listed.mtimeMs !== mtimeMs || Date.now() - mtimeMs < SETTLING_MS) {
          listed = { mtimeMs, names: new Set(readdirSync(folder)) };
        }
        return listed.names.has(name);
      } catch {
        // An unreadable folder: the lookup itself says what is there.
        return true;
      }
    },
  };
}
