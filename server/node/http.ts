import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { createReadableStreamFromReadable } from "@remix-run/node";
import proxyaddr from "proxy-addr";
import type { HostFacts } from "../pipeline/types";
import { writeBody } from "./body-writer";

/**
 * The Node host's half of the request pipeline (issue 18 item 1, decision 0035): a node:http request
 * becomes a Fetch Request (its body streamed, never read ahead), the pipeline's Response is written
 * back as a stream. What only Node knows is given as host facts: TLS, and which proxies TRUST_PROXY
 * trusts for X-Forwarded-Proto/-Host/-For, with Express's own rules (proxy-addr), so cookies' Secure
 * flag, canonical links and the client IP are what they were.
 */

type Trust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as Express's `app.set("trust proxy", value)` read a string: addresses or subnets, comma-separated. */
export function trustFunction(setting: string | undefined): Trust {
  if (!setting) return () => false;
  return proxyaddr.compile(setting.split(",").map((v) => v.trim()));
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** req.secure, req.hostname and req.ip as Express computed them. */
export function hostFacts(req: IncomingMessage, trust: Trust): HostFacts {
  const trusted = trust(req.socket.remoteAddress ?? "", 0);
  const encrypted = Boolean((req.socket as TLSSocket).encrypted);
  const proto = trusted
    ? (header(req, "x-forwarded-proto") ?? (encrypted ? "https" : "http"))
    : encrypted
      ? "https"
      : "http";
  const forwardedHost = trusted ? header(req, "x-forwarded-host") : undefined;
  const host = forwardedHost ? (forwardedHost.split(",")[0]?.trimEnd() ?? "") : (header(req, "host") ?? "");
  const offset = host.startsWith("[") ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", offset);
  return {
    https: (proto.split(",")[0] ?? "").trim() === "https",
    hostname: colon === -1 ? host : host.slice(0, colon),
    clientIp: proxyaddr(req, trust) ?? "",
  };
}

/** Methods the Fetch API refuses to carry; the pipeline's method step answers them by `rawMethod`. */
const UNCARRIED = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * The Fetch Request of a node:http request, with the URL Remix's Express adapter built (the
 * TRUST_PROXY-aware host name, the port of X-Forwarded-Host or Host). A Host that makes no URL is
 * given a placeholder URL here; the origin step answers it with a 400 before anything reads it.
 */
export function toFetchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  facts: HostFacts,
  trust: Trust,
): Request {
  const portOf = (value: string | undefined) => Number.parseInt(value?.split(":")[1] ?? "", 10);
  const forwardedPort = trust(req.socket.remoteAddress ?? "", 0)
    ? portOf(header(req, "x-forwarded-host"))
    : Number.NaN;
  const hostPort = portOf(header(req, "host"));
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : "";
  const base = `${facts.https ? "https" : "http"}://${facts.hostname}${port ? `:${port}` : ""}`;
  const target = req.url ?? "/";
  const href = URL.canParse(`${base}${target}`)
    ? `${base}${target}`
    : `http://invalid.host${target.startsWith("/") ? target : "/"}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  // Loaders and actions stop once nobody can read the answer (closed before the response finished).
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const method = UNCARRIED.has(req.method ?? "") ? "GET" : (req.method ?? "GET");
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(href, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

/** Writes the pipeline's Response: status, headers (each Set-Cookie on its own line), the body streamed. */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (response.body) await writeBody(response.body, res);
  else res.end();
}

/**
 * A node:http request listener over a pipeline: the request's host facts, its Fetch Request, the
 * Response streamed back. A failure after the response has started can only cut the connection.
 */
export function nodeListener(
  handle: (request: Request, facts: HostFacts) => Promise<Response>,
  trust: Trust = () => false,
) {
  return async (req: IncomingMessage, res: ServerResponse, extra: Partial<HostFacts> = {}): Promise<void> => {
    try {
      const facts: HostFacts = {
        ...extra,
        ...hostFacts(req, trust),
        // The rules read the raw path, as Express's did (a Fetch URL resolves "/a/../b" and "\\").
        target: req.url ?? "/",
        // X-Forwarded-* count only from a trusted proxy's address, never from any client.
        viaTrustedProxy: trust(req.socket.remoteAddress ?? "", 0),
        ...(UNCARRIED.has(req.method ?? "") ? { rawMethod: req.method } : {}),
        // HTTP/1.0 has no interim responses.
        ...(req.httpVersionMajor > 1 || req.httpVersionMinor >= 1
          ? { earlyHints: (links: readonly string[]) => res.writeEarlyHints({ link: [...links] }) }
          : {}),
      };
      await sendResponse(res, await handle(toFetchRequest(req, res, facts, trust), facts));
    } catch (error) {
      console.error("Response failed", error);
      res.destroy();
    }
  };
}
