import { errorPage } from "./respond";
import type { Final, HostFacts, PipelineContext, Step } from "./types";

/**
 * Runs a request through the steps in order; the first Response ends it, else the final handler (the
 * page) answers. The headers the steps decided (security headers, cookies, Cache-Control) are then
 * applied to that Response without reading its body, so Remix's streamed HTML stays a stream.
 * A step that throws gets the final handler's error page, as Express's `next(error)` did.
 */
export function createPipeline(steps: readonly Step[], final: Final) {
  return async (request: Request, host: HostFacts): Promise<Response> => {
    const url = new URL(request.url);
    const context: PipelineContext = {
      request,
      url,
      ...pathAndSearch(url, host.target),
      host,
      state: {},
      headers: new Headers(),
    };
    try {
      for (const step of steps) {
        const answer = await step(context);
        if (answer) return decorate(answer, context.headers, "set");
      }
      return decorate(await final(context), context.headers, "append");
    } catch (error) {
      return decorate(errorPage(error, context.state.requestId), context.headers, "set");
    }
  };
}

/** The path and query of the raw request target when the host gives it, else of the URL. */
export function pathAndSearch(url: URL, target: string | undefined) {
  if (target === undefined || !target.startsWith("/")) return { path: url.pathname, search: url.search };
  const query = target.indexOf("?");
  return query < 0
    ? { path: target, search: "" }
    : { path: target.slice(0, query), search: target.slice(query) };
}

/**
 * The response with the pipeline's headers first. A step's own response sets its headers over them
 * (as `res.setHeader` did); the page's headers are appended (as the Remix Express adapter's
 * `res.append` did), so a route's Cache-Control joins a `component_cache=false` no-store.
 * Set-Cookie is always appended. The body is handed on untouched. A 304 gets no Content-Security-Policy.
 */
export function decorate(response: Response, decided: Headers, mode: "set" | "append"): Response {
  const headers = new Headers();
  for (const [name, value] of decided) {
    // A 304 must not carry a new CSP nonce: a cache would merge it into the stored page, whose scripts
    // carry the old one (decision 0047; RFC 9111 §4.3.4).
    if (name === "set-cookie" || (response.status === 304 && name === "content-security-policy")) continue;
    headers.set(name, value);
  }
  for (const cookie of decided.getSetCookie()) headers.append("Set-Cookie", cookie);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    if (mode === "append") headers.append(name, value);
    else headers.set(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
