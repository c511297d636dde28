import type { NextFunction, Request, Response } from "express";
import { HTTP_LIMITS } from "../../config";

/**
 * Checks every request passes before anything reads it: the methods the shop answers, proxy headers
 * only from a configured proxy, and a body of a declared, bounded size.
 */

/** The methods of a shop of pages and form posts; anything else (TRACE, PUT, …) is a 405. */
const METHODS = new Set(["GET", "HEAD", "POST"]);

export function allowedMethods(req: Request, res: Response, next: NextFunction) {
  if (METHODS.has(req.method)) return next();
  res.setHeader("Allow", [...METHODS].join(", "));
  res.status(405).type("text/plain").send("Method Not Allowed");
}

const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-for", "x-forwarded-port"];

/**
 * X-Forwarded-* name the host, scheme and client only when a proxy the operator configured
 * (TRUST_PROXY) sets them; from anyone else they are dropped, so a client cannot put another port or
 * host into canonical links and e-mailed links. A forwarded host that is no host is a 400.
 */
export function proxyHeaders(trustProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!trustProxy) {
      for (const name of FORWARDED) delete req.headers[name];
      return next();
    }
    const forwarded = req.headers["x-forwarded-host"];
    if (forwarded === undefined) return next();
    // The nearest proxy's value only, as Express reads it (the Remix adapter takes its port too).
    const first = String(forwarded).split(",")[0]?.trim() ?? "";
    if (!isHost(first)) {
      res.status(400).type("text/plain").send("Bad Request: X-Forwarded-Host");
      return;
    }
    req.headers["x-forwarded-host"] = first;
    next();
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
 * Node's parser then reads no more than declared, so no post is read whole before the CSRF check
 * (the form is read by server/session, after this).
 */
export function bodyLimit(limitFor: (path: string) => number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined) return next(); // no body at all
      res.status(411).type("text/plain").send("Length Required");
      return;
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) {
      res.status(400).type("text/plain").send("Bad Request: Content-Length");
      return;
    }
    if (length > limitFor(req.path)) {
      // The connection closes: the body is not read.
      res.setHeader("Connection", "close");
      res.status(413).type("text/plain").send("Payload Too Large");
      return;
    }
    next();
  };
}

/** The shop's limit: form posts are small; the payment provider's webhook may batch items. */
export const shopBodyLimit = (webhookPath: string) => (path: string) =>
  path === webhookPath ? HTTP_LIMITS.webhookBodyBytes : HTTP_LIMITS.formBodyBytes;
