/**
 * Responses as the shop's Express server wrote them, built on the Fetch API so that both hosts send
 * the same bytes (issue 18 item 1: "no rule is written twice"): Express's `res.send` (a charset for
 * text, Content-Length, a weak ETag and 304 for a fresh GET), `res.sendStatus`, `res.redirect` (the
 * short text or HTML body by Accept) and the error page of Express's final handler.
 */
import { escapeXml } from "../http/escape";

export const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  301: "Moved Permanently",
  302: "Found",
  303: "See Other",
  304: "Not Modified",
  307: "Temporary Redirect",
  308: "Permanent Redirect",
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  411: "Length Required",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  416: "Range Not Satisfiable",
  422: "Unprocessable Entity",
  500: "Internal Server Error",
};

const statusText = (status: number) => STATUS_TEXT[status] ?? String(status);

/** Short names as Express's `res.type` takes them; a full type is kept as it is. */
const TYPES: Record<string, string> = {
  css: "text/css",
  html: "text/html",
  // A script served as anything else is refused by browsers under X-Content-Type-Options: nosniff.
  js: "text/javascript",
  json: "application/json",
  text: "text/plain",
  txt: "text/plain",
};

const encoder = new TextEncoder();

/** A synchronous SHA-1, when the host has one (node:crypto on Node; the edge has Web Crypto only). */
export type Sha1 = (bytes: Uint8Array) => Uint8Array;

/**
 * Express's weak ETag of a body: length and SHA-1, as the `etag` package writes it. With the host's
 * synchronous `sha1` (the Node host's, through the load context; decision 0087) the digest is taken
 * at once: Web Crypto's is a job on Node, a promise and a thread hop for every page and data answer
 * (2–3% of a page's server CPU). The digest, and so the ETag, is the same either way.
 */
export async function weakEtag(bytes: Uint8Array, sha1?: Sha1): Promise<string> {
  const digest = sha1
    ? sha1(bytes)
    : new Uint8Array(await crypto.subtle.digest("SHA-1", bytes as Uint8Array<ArrayBuffer>));
  const base64 = btoa(String.fromCharCode(...digest)).slice(0, 27);
  return `W/"${bytes.byteLength.toString(16)}-${base64}"`;
}

/** Whether a cached copy with `etag` is still current for this request (the `fresh` package's rule). */
export function isFresh(request: Request, etag: string): boolean {
  const noneMatch = request.headers.get("if-none-match");
  if (!noneMatch) return false;
  if (/(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(request.headers.get("cache-control") ?? "")) return false;
  if (noneMatch.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return noneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

export interface SendInit {
  status?: number;
  /** A content type or one of Express's short names ("html", "text", "css", "json"). */
  type?: string;
  headers?: Record<string, string>;
}

/** `res.send`: text gets `charset=utf-8`, every body its length and weak ETag; a fresh GET is a 304. */
export async function send(request: Request, body: string | Uint8Array, init: SendInit = {}) {
  const isText = typeof body === "string";
  const bytes = isText ? encoder.encode(body) : body;
  const headers = new Headers(init.headers);
  const type = init.type
    ? (TYPES[init.type] ?? init.type)
    : (headers.get("Content-Type") ?? (isText ? "text/html" : "application/octet-stream"));
  headers.set("Content-Type", isText && !/;\s*charset=/i.test(type) ? `${type}; charset=utf-8` : type);
  const etag = await weakEtag(bytes);
  headers.set("ETag", etag);
  let status = init.status ?? 200;
  const cacheable = request.method === "GET" || request.method === "HEAD";
  if (cacheable && ((status >= 200 && status < 300) || status === 304) && isFresh(request, etag))
    status = 304;
  if (status === 304 || status === 204) {
    for (const name of ["Content-Type", "Content-Length", "Transfer-Encoding"]) headers.delete(name);
    return new Response(null, { status, statusText: statusText(status), headers });
  }
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(request.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status,
    statusText: statusText(status),
    headers,
  });
}

/** `res.sendStatus`: the status's name as plain text. */
export const sendStatus = (request: Request, status: number) =>
  send(request, statusText(status), { status, type: "text/plain" });

/** `res.json`. */
export const sendJson = (request: Request, value: unknown, init: SendInit = {}) =>
  send(request, JSON.stringify(value), { ...init, type: "application/json" });

/** How much a request's Accept header wants `type` (0 when not at all), as the `accepts` package ranks it. */
function quality(accept: string, type: string): number {
  const [major] = type.split("/");
  let best = -1;
  let q = 0;
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = Number(params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean) ?? 1);
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === "*/*" ? 0 : -1;
    if (specificity > best) [best, q] = [specificity, weight];
  }
  return best < 0 ? 0 : q;
}

/** URL characters Express's `encodeurl` leaves alone; anything else is percent-encoded. */
const ENCODE =
  /(?:[^\x21\x23-\x3B\x3D\x3F-\x5F\x61-\x7A\x7C\x7E]|%(?:[^0-9A-Fa-f]|[0-9A-Fa-f][^0-9A-Fa-f]|$))+/g;
const encodeUrl = (url: string) => url.replace(ENCODE, (chars) => encodeURI(chars).replace(/%25/g, "%"));

/** `res.redirect(status, location)`: Location, `Vary: Accept` and Express's one-line body. */
export function redirect(request: Request, status: number, location: string, init: SendInit = {}) {
  const address = encodeUrl(location);
  const accept = request.headers.get("accept");
  const [text, html] = accept ? [quality(accept, "text/plain"), quality(accept, "text/html")] : [1, 0];
  const headers = new Headers(init.headers);
  headers.set("Location", address);
  headers.set("Vary", "Accept");
  let body = "";
  if (text > 0 && text >= html) {
    body = `${statusText(status)}. Redirecting to ${address}`;
    headers.set("Content-Type", "text/plain; charset=utf-8");
  } else if (html > 0) {
    body = `<p>${statusText(status)}. Redirecting to ${escapeXml(address)}</p>`;
    headers.set("Content-Type", "text/html; charset=utf-8");
  }
  headers.set("Content-Length", String(encoder.encode(body).byteLength));
  return new Response(request.method === "HEAD" ? null : body, {
    status,
    statusText: statusText(status),
    headers,
  });
}

/** An error a step throws to answer with a status of its own (a body parser's 400 or 413). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = statusText(status),
  ) {
    super(message);
  }
}

/**
 * The error page of Express's final handler: the status's name only (never the stack), no scripts
 * or styles at all, and no compression or content headers from before the error.
 */
export function errorPage(error: unknown, requestId?: string): Response {
  const status = error instanceof HttpError ? error.status : 500;
  console.error(requestId ? `Request ${requestId} failed` : "A request failed", error);
  // The request's id, so support can find the log line (issue 22 item 7); sane by construction.
  const reference = requestId ? `\n<p>Reference: <code>${escapeXml(requestId)}</code></p>` : "";
  const body = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>${escapeXml(statusText(status))}</pre>${reference}\n</body>\n</html>\n`;
  return new Response(body, {
    status,
    statusText: statusText(status),
    headers: {
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(encoder.encode(body).byteLength),
    },
  });
}
