import { HttpError, redirect, type SendInit, send, sendJson, sendStatus } from "./respond";
import type { PipelineContext, Step } from "./types";

/**
 * A small route table as a pipeline step: Express's path patterns (`/images/energy/:class.svg`,
 * case-insensitive, one trailing slash allowed, parameters decoded or a 400) and the few request and
 * reply methods the shop's own routes use, over the Fetch API. It lets the route modules of
 * server/http, server/routing/sitemaps.ts and the local payment page keep their shape while both
 * hosts run them (issue 18 item 1, decision 0035).
 */

export interface RouteRequest {
  readonly method: string;
  readonly url: URL;
  readonly request: Request;
  readonly context: PipelineContext;
  /** The pattern's parameters, decoded. */
  readonly params: Record<string, string>;
  /** A parsed body (see `urlencoded`); empty when none was parsed. */
  body: Record<string, string | string[]>;
  /** A request header. */
  get(name: string): string | undefined;
  /** Whether the body's media type is `type` (Express's `req.is`). */
  is(type: string): boolean;
}

/** Collects what a route answers, in the shape of Express's `res`; `response` is its end. */
export class Reply {
  private code = 200;
  private contentType: string | undefined;
  private readonly headers: Record<string, string> = {};
  response: Promise<Response> | undefined;

  constructor(private readonly request: Request) {}

  status(code: number): this {
    this.code = code;
    return this;
  }
  type(type: string): this {
    this.contentType = type;
    return this;
  }
  setHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }
  private init(): SendInit {
    return {
      status: this.code,
      headers: this.headers,
      ...(this.contentType ? { type: this.contentType } : {}),
    };
  }
  send(body: string | Uint8Array): void {
    this.response = send(this.request, body, this.init());
  }
  json(value: unknown): void {
    this.response = sendJson(this.request, value, this.init());
  }
  sendStatus(code: number): void {
    this.response = sendStatus(this.request, code);
  }
  redirect(code: number, location: string): void {
    this.response = Promise.resolve(redirect(this.request, code, location, { headers: this.headers }));
  }
}

/** A route's handler: it answers through the reply, or leaves it and the request goes on. */
export type Handler = (req: RouteRequest, res: Reply) => unknown;

interface Route {
  methods: ReadonlySet<string>;
  pattern: RegExp;
  keys: string[];
  handlers: Handler[];
}

/** Express 4's path pattern as a regular expression (its `path-to-regexp` 0.1 rules the shop uses). */
export function compilePath(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path.replace(/[.+*?^${}()|[\]\\/]/g, "\\$&").replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return "([^\\/]+?)";
  });
  return { pattern: new RegExp(`^${source}\\/?$`, "i"), keys };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, `Failed to decode param '${value}'`);
  }
}

function routeRequest(context: PipelineContext, params: Record<string, string>): RouteRequest {
  const { request, url } = context;
  return {
    method: request.method,
    url,
    request,
    context,
    params,
    body: {},
    get: (name) => request.headers.get(name) ?? undefined,
    is: (type) => (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() === type,
  };
}

export function createRouter() {
  const routes: Route[] = [];
  const add =
    (...methods: string[]) =>
    (path: string, ...handlers: Handler[]) => {
      routes.push({ methods: new Set(methods), ...compilePath(path), handlers });
    };
  const step: Step = async (context) => {
    for (const route of routes) {
      if (!route.methods.has(context.request.method)) continue;
      const match = route.pattern.exec(context.path);
      if (!match) continue;
      const params = Object.fromEntries(route.keys.map((key, i) => [key, decode(match[i + 1] ?? "")]));
      const req = routeRequest(context, params);
      const res = new Reply(context.request);
      for (const handler of route.handlers) {
        await handler(req, res);
        if (res.response) return res.response;
      }
    }
    return undefined;
  };
  // As in Express, a GET route answers HEAD too.
  return { get: add("GET", "HEAD"), post: add("POST"), step };
}

export type Router = ReturnType<typeof createRouter>;

/**
 * Express's `urlencoded({ extended: false, limit })` for a route: a form body of at most `limit`
 * bytes (413 otherwise) into `req.body`, a field sent twice as an array; other bodies are left alone.
 */
export function urlencoded({ limit: size }: { extended?: false; limit: number | `${number}kb` }): Handler {
  const limit = typeof size === "number" ? size : Number.parseInt(size, 10) * 1024;
  return async (req) => {
    if (!req.is("application/x-www-form-urlencoded")) return;
    const bytes = new Uint8Array(await req.request.arrayBuffer());
    if (bytes.byteLength > limit) throw new HttpError(413, "request entity too large");
    const body: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) {
      const known = body[name];
      body[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
    }
    req.body = body;
  };
}

/**
 * Express's `json({ limit })` for a route: a JSON object or array of at most `limit` bytes into
 * `req.body` (400 when it is not one, 413 when too large); other media types leave the body empty.
 */
export function json({ limit }: { limit: number }): Handler {
  return async (req) => {
    if (!req.is("application/json")) return;
    const bytes = new Uint8Array(await req.request.arrayBuffer());
    if (bytes.byteLength > limit) throw new HttpError(413, "request entity too large");
    const text = new TextDecoder().decode(bytes);
    if (text.length === 0) return;
    if (!/^[\s]*[{[]/.test(text)) throw new HttpError(400, "JSON body must be an object or array");
    try {
      req.body = JSON.parse(text);
    } catch {
      throw new HttpError(400, "JSON body is not valid");
    }
  };
}
