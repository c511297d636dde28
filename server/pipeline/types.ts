import type { LocaleCode } from "../../config";
import type { Market } from "../market";
import type { RequestFlags } from "../routing/flags";
import type { Session } from "../session";

/**
 * The request pipeline's vocabulary (issue 18 item 1, decision 0035): one runtime-neutral chain of
 * steps over the Fetch API that the Node server and, later, the workerd build both run, so no rule of
 * the shop's HTTP layer is written twice. Nothing here may import Node-only modules
 * (server/pipeline/neutral.test.ts checks the import graph).
 */

/** What only the host knows about a request: the socket, TLS and which proxies it trusts. */
export interface HostFacts {
  /** Whether the shopper's connection is HTTPS (Express's req.secure, TRUST_PROXY-aware). */
  https: boolean;
  /** The host name the request names, without port (Express's req.hostname, TRUST_PROXY-aware). */
  hostname: string;
  /** The client's IP address ("" when unknown): Express's req.ip, TRUST_PROXY-aware. */
  clientIp: string;
  /**
   * The method as the client sent it, when a Fetch Request cannot carry it (TRACE, CONNECT, TRACK):
   * the host then passes a GET without a body and the methods step refuses it by this name.
   */
  rawMethod?: string;
  /**
   * The request target as the client sent it ("/a/../b?q=x"), when the host has it: Express's rules
   * read the raw path (dot segments and backslashes unresolved), where a Fetch URL has them resolved.
   */
  target?: string;
  /**
   * Whether the request's peer (the socket's address) is a proxy TRUST_PROXY trusts, as Express
   * asked `trust(remoteAddress, 0)`: X-Forwarded-* count only then (the proxy-header step drops
   * them from anyone else). Undefined when the host cannot tell; the step then follows its option.
   */
  viaTrustedProxy?: boolean;
  /**
   * Sends a `103 Early Hints` interim response with these Link values before the final one, when
   * the host can (node:http's writeEarlyHints; server/http/early-hints.ts).
   */
  earlyHints?: (links: readonly string[]) => void;
  /**
   * The request's id when the host made it first (the Node host logs under it from the first byte);
   * the request-id step takes it instead of reading the header again (server/http/request-id.ts).
   */
  requestId?: string;
  /** Filled with the Remix route id that rendered the page, when the host wants it (metrics, logs). */
  route?: { id?: string };
}

/** What the steps learn about one request on the way to the page; read by the load context. */
export interface RequestState {
  /** The request's id (server/http/request-id.ts): in the X-Request-Id header, the logs, the error page. */
  requestId?: string;
  /** The Content-Security-Policy nonce of this response (server/http/security.ts). */
  cspNonce?: string;
  /** The origin the request names (server/http/origin.ts), for absolute URLs in robots and sitemaps. */
  origin?: URL;
  /** The request's market (server/market), once resolved. */
  market?: Market;
  /** The locale the visitor chose earlier (the locale cookie), when it is one of the country's. */
  cookieLocale?: LocaleCode;
  session?: Session;
  flags?: RequestFlags;
}

/**
 * One request on its way through the steps. `request` is a standard Fetch Request; a step may
 * replace it (the proxy-header step drops untrusted X-Forwarded-* headers). `headers` holds the
 * response headers decided before the response exists (security headers, Set-Cookie,
 * Cache-Control); they are applied to whatever Response comes back (server/pipeline/run.ts).
 */
export interface PipelineContext {
  request: Request;
  readonly url: URL;
  /** The path the rules read: the raw target's (host.target) or else the URL's, undecoded. */
  readonly path: string;
  /** The query the rules read, with its "?" ("" when none): the raw target's or else the URL's. */
  readonly search: string;
  readonly host: HostFacts;
  readonly state: RequestState;
  readonly headers: Headers;
}

/** A step answers the request (a Response) or lets it go on (undefined). */
export type Step = (context: PipelineContext) => Response | undefined | Promise<Response | undefined>;

/** The end of the chain: the page itself (the Remix handler). Its headers are appended, not set. */
export type Final = (context: PipelineContext) => Promise<Response>;
