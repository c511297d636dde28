import type { HostFacts, PipelineContext } from "./types";

/** A pipeline context for a step under test: a plain Fetch Request, no server (issue 18 item 1). */
export function contextOf(request: Request | string, host: Partial<HostFacts> = {}): PipelineContext {
  const fetchRequest = typeof request === "string" ? new Request(request) : request;
  const url = new URL(fetchRequest.url);
  return {
    request: fetchRequest,
    url,
    path: url.pathname,
    search: url.search,
    host: { https: url.protocol === "https:", hostname: url.hostname, clientIp: "203.0.113.9", ...host },
    state: {},
    headers: new Headers(),
  };
}

/** A form post to `url` with its declared length, as a browser sends it. */
export function formPost(url: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(new TextEncoder().encode(body).byteLength),
      host: new URL(url).host,
      ...headers,
    },
  });
}
