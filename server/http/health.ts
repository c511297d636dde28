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

/** One thing readiness asks: resolves when the service answers, rejects (or times out) when not. */
export type ReadinessProbe = () => Promise<unknown>;

/** What /readyz answers per probe. */
export type ProbeOutcome = "ok" | "failed" | "timeout";

/** Runs a probe with a bound: a service that hangs is "timeout", never a hanging check. */
export async function probe(check: ReadinessProbe, timeoutMs: number): Promise<ProbeOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<ProbeOutcome>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        (): ProbeOutcome => "ok",
        (): ProbeOutcome => "failed",
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/readyz` (issue 22 item 7): whether this process should get traffic. Alive (`/healthz`) is not
 * enough for a balancer: a process whose platform or search cannot be reached, or that is shutting
 * down (`draining`), answers 503 so traffic goes to the others; each probe is bounded by `timeoutMs`.
 * The body names each probe's outcome, never an error's text.
 */
export function readinessCheck(options: {
  probes: Record<string, ReadinessProbe>;
  timeoutMs: number;
  draining?: () => boolean;
}): Step {
  return async ({ request, path }) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !isPath(path, "/readyz")) return undefined;
    const headers = { "Cache-Control": "no-store" };
    if (options.draining?.()) return sendJson(request, { status: "draining" }, { status: 503, headers });
    const names = Object.keys(options.probes);
    const outcomes = await Promise.all(
      names.map((name) => probe(options.probes[name] as ReadinessProbe, options.timeoutMs)),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, outcomes[i]]));
    const ready = outcomes.every((outcome) => outcome === "ok");
    return sendJson(
      request,
      { status: ready ? "ready" : "unready", checks },
      { status: ready ? 200 : 503, headers },
    );
  };
}
