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

/** What /readyz answers while the process takes traffic: ready or not, and each probe's outcome. */
interface Readiness {
  ready: boolean;
  checks: Record<string, ProbeOutcome>;
}

/**
 * The probes run at most once per `cacheMs`: every request in that period (and every request while
 * a run is in flight) shares one run's answer (decision 0059). `/readyz` is on the public port
 * (balancers and the test runner reach it there, and the edge has no other port), so without this
 * anyone could turn one cheap GET into a platform read and a search query, as often as they like.
 */
export function sharedReadiness(
  probes: Record<string, ReadinessProbe>,
  options: { timeoutMs: number; cacheMs: number; now?: () => number },
): () => Promise<Readiness> {
  const now = options.now ?? (() => performance.now());
  let last: { at: number; answer: Promise<Readiness> } | undefined;
  const run = async (): Promise<Readiness> => {
    const names = Object.keys(probes);
    const outcomes = await Promise.all(
      names.map((name) => probe(probes[name] as ReadinessProbe, options.timeoutMs)),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, outcomes[i] as ProbeOutcome]));
    return { ready: outcomes.every((outcome) => outcome === "ok"), checks };
  };
  return () => {
    const at = now();
    // Counted from the start of a run: a run that takes the whole timeout is not kept for longer.
    if (!last || at - last.at >= options.cacheMs) last = { at, answer: run() };
    return last.answer;
  };
}

/**
 * `/readyz` (issue 22 item 7): whether this process should get traffic. Alive (`/healthz`) is not
 * enough for a balancer: a process whose platform or search cannot be reached, or that is shutting
 * down (`draining`), answers 503 so traffic goes to the others; each probe is bounded by `timeoutMs`,
 * and one run's answer is shared for `cacheMs` (sharedReadiness). Draining is answered at once.
 * The body names each probe's outcome, never an error's text.
 */
export function readinessCheck(options: {
  probes: Record<string, ReadinessProbe>;
  timeoutMs: number;
  cacheMs: number;
  draining?: () => boolean;
  now?: () => number;
}): Step {
  const readiness = sharedReadiness(options.probes, options);
  return async ({ request, path }) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !isPath(path, "/readyz")) return undefined;
    const headers = { "Cache-Control": "no-store" };
    if (options.draining?.()) return sendJson(request, { status: "draining" }, { status: 503, headers });
    const { ready, checks } = await readiness();
    return sendJson(
      request,
      { status: ready ? "ready" : "unready", checks },
      { status: ready ? 200 : 503, headers },
    );
  };
}
