import type { Step } from "../pipeline/types";

/** The header that carries a request's id in and out (issue 22 item 7). */
export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * An incoming id is taken when it is sane: what proxies and load balancers send (UUIDs, hex, AWS's
 * "Root=1-…", Heroku's), 8 to 128 characters of letters, digits and `._:=-`. Anything else (markup,
 * spaces, line breaks, a megabyte) is replaced, so an id never carries a client's text into a log
 * line or a page.
 */
const SANE_ID = /^[A-Za-z0-9._:=-]{8,128}$/;

/**
 * The request's id: the balancer's when it came through a proxy the operator trusts (TRUST_PROXY,
 * the setting that already decides whether X-Forwarded-* count) and is sane, else a new UUID (Web
 * Crypto: runtime-neutral). Any other client's header is ignored: an id a visitor picks could be
 * made to match another request's log lines, or to name a support case that is not theirs.
 */
export function requestIdOf(headers: Headers, viaTrustedProxy: boolean): string {
  return saneRequestId(viaTrustedProxy ? headers.get(REQUEST_ID_HEADER) : null);
}

/** The given id when sane, else a new one (for a host reading a trusted proxy's header itself). */
export function saneRequestId(given: string | null | undefined): string {
  const trimmed = given?.trim() ?? "";
  return SANE_ID.test(trimmed) ? trimmed : crypto.randomUUID();
}

/**
 * First of every step: each request gets its id before anything can answer, echoed in the
 * `X-Request-Id` response header of every answer (a 405, a file, a page, the error page), kept in
 * the state for the logs and the error page, where support reads it back to find the log line.
 */
export const requestIdStep: Step = (context) => {
  // Only a peer the host knows to be a trusted proxy may name the id (the edge never says so).
  const id =
    context.host.requestId ?? requestIdOf(context.request.headers, context.host.viaTrustedProxy === true);
  context.state.requestId = id;
  context.headers.set(REQUEST_ID_HEADER, id);
  return undefined;
};
