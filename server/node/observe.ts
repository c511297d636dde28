import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { REQUEST_ID_HEADER, saneRequestId } from "../http/request-id";
import type { HostFacts } from "../pipeline/types";
import { requestScope } from "./log";
import type { Metrics } from "./metrics";

type Listener = (req: IncomingMessage, res: ServerResponse, extra: Partial<HostFacts>) => unknown;

/** The label of a request no Remix route rendered: what kind of step answered it (few values, never the path). */
function stepKind(path: string, status: number): string {
  if (path.startsWith("/build/") || path.startsWith("/locales/")) return "(static)";
  if (path === "/healthz" || path === "/readyz") return "(health)";
  if (path.startsWith("/__")) return "(host)";
  return status >= 300 && status < 400 ? "(redirect)" : "(pipeline)";
}

/**
 * Every request of the Node host observed (issue 22 item 7): its id made first (a trusted proxy's
 * sane X-Request-Id or a new one) and handed to the pipeline, everything logged while serving it carrying that id, and
 * when the response is done (or the client went away) one access line and one duration in the
 * metrics under the Remix route id that rendered it. `inFlight` counts requests being served, for
 * graceful shutdown's drain.
 */
export function observedListener(
  listener: Listener,
  {
    logger,
    metrics,
    trust = () => false,
  }: {
    logger: Logger;
    metrics?: Metrics;
    /** TRUST_PROXY (server/node/http.ts trustFunction): only such a peer's X-Request-Id is taken. */
    trust?: (address: string, hop: number) => boolean;
  },
) {
  let inFlight = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const given = trust(req.socket.remoteAddress ?? "", 0)
      ? req.headers[REQUEST_ID_HEADER.toLowerCase()]
      : undefined;
    const requestId = saneRequestId(Array.isArray(given) ? given[0] : given);
    const route: { id?: string } = {};
    const started = performance.now();
    inFlight++;
    res.once("close", () => {
      inFlight--;
      const seconds = (performance.now() - started) / 1000;
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const label = route.id ?? stepKind(path, res.statusCode);
      metrics?.request({ route: label, method: req.method ?? "GET", status: res.statusCode }, seconds);
      logger.info(
        {
          requestId,
          method: req.method,
          path,
          route: label,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    requestScope.run({ requestId }, () => listener(req, res, { requestId, route }));
  };
  return { handler, inFlight: () => inFlight };
}
