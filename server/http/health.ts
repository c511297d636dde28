import { sendJson } from "../pipeline/respond";
import type { Step } from "../pipeline/types";

/** The health check of load balancers and the test runner: never cached, no cookies (before the session). */
export const healthCheck: Step = ({ request, path }) => {
  if ((request.method !== "GET" && request.method !== "HEAD") || !isPath(path, "/healthz")) return undefined;
  return sendJson(request, { status: "ok" }, { headers: { "Cache-Control": "no-store" } });
};

/** Express's route match: case-insensitive, one trailing slash allowed. */
export const isPath = (pathname: string, path: string) =>
  pathname.toLowerCase() === path || pathname.toLowerCase() === `${path}/`;
