import { HTTP_LIMITS } from "../../config";
import { send } from "../pipeline/respond";
import type { Step } from "../pipeline/types";

/**
 * Checks every request passes before anything reads it: the methods the shop answers, proxy headers
 * only from a configured proxy, and a body of a declared, bounded size. Pipeline steps over the
 * Fetch API (issue 18 item 1), so the Node server and the edge build refuse the same requests.
 */

/** The methods of a shop of pages and form posts; anything else (TRACE, PUT, …) is a 405. */
const METHODS = new Set(["GET", "HEAD", "POST"]);

const plain = (request: Request, status: number, text: string, headers?: Record<string, string>) =>
  send(request, text, { status, type: "text/plain", ...(headers ? { headers } : {}) });

export const allowedMethods: Step = ({ request, host }) => {
  // TRACE and CONNECT cannot travel in a Fetch Request: the host names them in `rawMethod`.
  if (METHODS.has(host.rawMethod ?? request.method)) return undefined;
  return plain(request, 405, "Method Not Allowed", { Allow: [...METHODS].join(", ") });
};

const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-for", "x-forwarded-port"];

/** The request with some of its headers replaced or dropped (Fetch requests may be immutable). */
function withHeaders(request: Request, change: (headers: Headers) => void): Request {
  const headers = new Headers(request.headers);
  change(headers);
  return new Request(request, { headers });
}

/**
 * X-Forwarded-* name the host, scheme and client only when a proxy the operator configured
 * (TRUST_PROXY) sets them, and only on a request that came from that proxy's address (the host's
 * `viaTrustedProxy`, Express's `trust proxy` rule); from anyone else they are dropped, so a client
 * that reaches the server directly cannot put another port or host into canonical links and e-mailed
 * links. A forwarded host that is no host, from the trusted proxy, is a 400.
 */
export function proxyHeaders(trustProxy: boolean): Step {
  return (context) => {
    const { request } = context;
    if (!trustProxy || context.host.viaTrustedProxy === false) {
      if (FORWARDED.some((name) => request.headers.has(name)))
        context.request = withHeaders(request, (headers) => {
          for (const name of FORWARDED) headers.delete(name);
        });
      return undefined;
    }
    const forwarded = request.headers.get("x-forwarded-host");
    if (forwarded === null) return undefined;
    // The nearest proxy's value only, as Express reads it (the page's URL takes its port too).
    const first = forwarded.split(",")[0]?.trim() ?? "";
    if (!isHost(first)) return plain(request, 400, "Bad Request: X-Forwarded-Host");
    if (first !== forwarded) context.request = withHeaders(request, (h) => h.set("x-forwarded-host", first));
    return undefined;
  };
}

/** A host name or address with an optional port 1–65535. */
export function isHost(value: string): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(value);
  if (!match) return false;
  const port = match[2] === undefined ? 80 : Number(match[2]);
  return port >= 1 && port <= 65535 && URL.canParse(`http://${value}`);
}

/**
 * A body must declare its length (411 otherwise) and stay within the limit of its path (413):
 * the host then reads no more than declared, so no post is read whole before the CSRF check
 * (the form is read by server/session, after this).
 */
export function bodyLimit(limitFor: (path: string) => number): Step {
  return ({ request, path }) => {
    if (request.method === "GET" || request.method === "HEAD") return undefined;
    const declared = request.headers.get("content-length");
    if (declared === null) {
      if (!request.headers.has("transfer-encoding")) return undefined; // no body at all
      return plain(request, 411, "Length Required");
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0)
      return plain(request, 400, "Bad Request: Content-Length");
    // The connection closes: the body is not read.
    if (length > limitFor(path)) return plain(request, 413, "Payload Too Large", { Connection: "close" });
    return undefined;
  };
}

/** The shop's limit: form posts are small; the payment provider's webhook may batch items. */
export const shopBodyLimit = (webhookPath: string) => (path: string) =>
  path === webhookPath ? HTTP_LIMITS.webhookBodyBytes : HTTP_LIMITS.formBodyBytes;
