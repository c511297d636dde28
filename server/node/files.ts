import { createReadStream } from "node:fs";
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
  return async (relativePath) => {
    const file = path.join(base, relativePath);
    if (file !== base && !file.startsWith(`${base}${path.sep}`)) return undefined;
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
