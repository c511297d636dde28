import { errorPage, HttpError } from "../pipeline/respond";
import type { PipelineContext, Step } from "../pipeline/types";
import { encodeUrl } from "./escape";

/**
 * Static files as Express's `serve-static` served them (a pipeline step, issue 18 item 1): the file
 * reading is a port, so the Node host reads the disk and the edge build its bundled assets, while
 * the rules are written once: mounts, the Cache-Control of each, weak ETags and Last-Modified with
 * 304s, single byte ranges, the directory redirect, and which misses fall through to the pages.
 */

/** A file as the host found it. */
export interface StaticFile {
  size: number;
  mtime: Date;
  /** The media type with its charset, as `send` writes it ("text/css; charset=UTF-8"). */
  type: string;
  /** The bytes from `start` to `end` (inclusive), streamed. */
  read(start: number, end: number): ReadableStream<Uint8Array>;
}

/** The host's files under one folder: a file, "directory", or undefined when there is none. */
export type FileReader = (relativePath: string) => Promise<StaticFile | "directory" | undefined>;

export interface Mount {
  /** The URL prefix ("/build"; "" for the root), matched case-insensitively as Express mounts. */
  prefix: string;
  files: FileReader;
  maxAgeSeconds: number;
  immutable?: boolean;
  /** Whether a miss goes on to the pages (the root) or is the final handler's error page. */
  fallthrough: boolean;
}

const UP_PATH = /(?:^|\/)\.\.(?:\/|$)/;

/** POSIX path normalisation of "./" + path, as `send` does before it looks for ".." segments. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(part);
  }
  return out.join("/");
}

const htmlDocument = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<pre>${body}</pre>\n</body>\n</html>\n`;

/**
 * The folder redirect of serve-static: "/build" → "/build/". The raw target goes into the Location
 * URL-encoded (encodeUrl, as serve-static's encodeurl), so a crafted path cannot add to the header
 * or point elsewhere, and leading slashes collapse to one (no "//host").
 */
function directoryRedirect(path: string, search: string): Response {
  const location = encodeUrl(`${path.replace(/^\/+/, "/")}/${search}`);
  const body = htmlDocument(
    "Redirecting",
    `Redirecting to ${location.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}`,
  );
  return new Response(body, {
    status: 301,
    headers: {
      "Content-Type": "text/html; charset=UTF-8",
      "Content-Length": String(new TextEncoder().encode(body).byteLength),
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      Location: location,
    },
  });
}

/** The file's validators and whether the request's copy is still current (`send`'s rules). */
function isFresh(request: Request, etag: string, lastModified: string): boolean {
  const noneMatch = request.headers.get("if-none-match");
  const modifiedSince = request.headers.get("if-modified-since");
  if (!noneMatch && !modifiedSince) return false;
  if (/(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(request.headers.get("cache-control") ?? "")) return false;
  if (noneMatch && noneMatch !== "*") {
    const bare = (tag: string) => tag.trim().replace(/^W\//, "");
    if (!noneMatch.split(",").some((tag) => bare(tag) === bare(etag))) return false;
  }
  if (modifiedSince && !noneMatch) return Date.parse(lastModified) <= Date.parse(modifiedSince);
  return true;
}

/** One `bytes=a-b` range within `size`; undefined to send the whole file, "unsatisfiable" for a 416. */
function rangeOf(header: string | null, size: number): [number, number] | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start = match[1] === "" ? size - Number(match[2]) : Number(match[1]);
  let end = match[1] === "" || match[2] === "" ? size - 1 : Number(match[2]);
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  return start > end || start >= size ? "unsatisfiable" : [start, end];
}

function fileResponse(request: Request, file: StaticFile, mount: Mount): Response | number {
  const lastModified = file.mtime.toUTCString();
  const etag = `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Cache-Control": `public, max-age=${mount.maxAgeSeconds}${mount.immutable ? ", immutable" : ""}`,
    "Last-Modified": lastModified,
    ETag: etag,
    "Content-Type": file.type,
  });
  if (isFresh(request, etag, lastModified)) {
    for (const name of ["Content-Type", "Content-Length", "Content-Encoding", "Content-Range"])
      headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  let [start, end, status] = [0, file.size - 1, 200];
  const range = request.headers.get("if-range")
    ? undefined
    : rangeOf(request.headers.get("range"), file.size);
  if (range === "unsatisfiable") return 416;
  if (range) {
    [start, end, status] = [range[0], range[1], 206];
    headers.set("Content-Range", `bytes ${start}-${end}/${file.size}`);
  }
  headers.set("Content-Length", String(Math.max(0, end - start + 1)));
  const body = request.method === "HEAD" || file.size === 0 ? null : file.read(start, end);
  return new Response(body, { status, headers });
}

/** What one mount answers: a response, an error status, or undefined to go on. */
async function serve(
  context: PipelineContext,
  mount: Mount,
  rest: string,
): Promise<Response | number | undefined> {
  const { request, path: target, search } = context;
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (mount.fallthrough) return undefined;
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD", "Content-Length": "0" } });
  }
  let path: string;
  try {
    path = decodeURIComponent(rest);
  } catch {
    return 400;
  }
  if (path.includes("\0")) return 400;
  const normalized = path ? normalize(`./${path}`) : "";
  if (UP_PATH.test(normalized)) return 403;
  const parts = normalized.split("/");
  // A dot file, or anything inside a dot folder, is never served (Express's static `dotfiles: ignore`).
  if (parts.some((part) => part.startsWith("."))) return 404;
  const found = await mount.files(normalized);
  if (found === "directory") {
    if (!path.endsWith("/")) return directoryRedirect(target, search);
    const index = await mount.files(`${normalized}/index.html`.replace(/^\//, ""));
    return index && index !== "directory" ? fileResponse(request, index, mount) : 404;
  }
  return found ? fileResponse(request, found, mount) : 404;
}

/** The static step over the mounts in order (the first whose prefix matches answers or falls through). */
export function staticFiles(mounts: readonly Mount[]): Step {
  return async (context) => {
    const pathname = context.path;
    for (const mount of mounts) {
      const prefix = mount.prefix.toLowerCase();
      const lower = pathname.toLowerCase();
      if (prefix && lower !== prefix && !lower.startsWith(`${prefix}/`)) continue;
      const answer = await serve(context, mount, pathname.slice(mount.prefix.length));
      if (answer instanceof Response) return answer;
      if (answer !== undefined && !mount.fallthrough) return errorPage(new HttpError(answer));
    }
    return undefined;
  };
}
