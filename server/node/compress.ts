import compression from "compression";
import { HTTP_LIMITS } from "../../config";

/**
 * The Node server's response compression (Cloudflare compresses at its edge): `compression`'s
 * brotli (quality 4, its default) for browsers that take it, else gzip at HTTP_LIMITS.gzipLevel
 * (4, not zlib's 6: a streamed page is compressed on every request; decision 0076). Connect-style
 * middleware over node:http's own req and res.
 */
export function responseCompression() {
  return compression({ level: HTTP_LIMITS.gzipLevel });
}
