import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import { HTTP_LIMITS } from "../../config";

type Request = Parameters<typeof compression.filter>[0];
type Response = Parameters<typeof compression.filter>[1];
type Next = (error?: unknown) => void;

/**
 * Whether a response is made for its request (a document, or Remix's data for one), so compressed
 * once per request: those take gzip level 4. Everything else (the build's immutable JS and CSS, the
 * locale bundles, files from disk) is compressed at zlib's default (6), which the JS budget measures
 * and which a cache keeps (decision 0076).
 */
export function compressedPerRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const type = String(res.getHeader("Content-Type") ?? "");
  if (/^text\/html\b/i.test(type)) return true;
  return new URLSearchParams(queryOf(req.url)).has("_data");
}

/**
 * A request target's query, read without parsing the target as a URL: "//[/" is a target a client
 * may send and no URL (`new URL` throws, and a throw here, when the headers are written, drops the
 * connection instead of answering the redirect).
 */
function queryOf(target = ""): string {
  const start = target.indexOf("?");
  return start < 0 ? "" : target.slice(start + 1);
}

/**
 * The Node server's response compression (Cloudflare compresses at its edge): `compression`'s
 * brotli (quality 4, its default) for browsers that take it, else gzip at HTTP_LIMITS.gzipLevel (4)
 * for what is made per request (`compressedPerRequest`) and at zlib's default for the rest. Two
 * `compression` middlewares, each filtering to its half; the response's `flush` (which the streamed
 * body writer calls) flushes whichever of them compresses. Connect-style, over node:http's req/res.
 */
export function responseCompression() {
  const perRequest = compression({
    level: HTTP_LIMITS.gzipLevel,
    filter: (req, res) => compressedPerRequest(req, res) && compression.filter(req, res),
  });
  const others = compression({
    filter: (req, res) => !compressedPerRequest(req, res) && compression.filter(req, res),
  });
  return (req: Request, res: Response & { flush?: () => void }, next: Next) =>
    perRequest(req, res, (error?: unknown) => {
      if (error) return next(error);
      const flushPerRequest = res.flush;
      others(req, res, (error?: unknown) => {
        const flushOthers = res.flush;
        res.flush = () => {
          flushPerRequest?.call(res);
          flushOthers?.call(res);
        };
        next(error);
      });
    });
}
