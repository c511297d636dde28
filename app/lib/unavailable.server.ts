import type { AppLoadContext } from "@remix-run/server-runtime";
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from "../../server/faults/unavailable";

/** The requests whose loader or action met a service that did not answer (a WeakSet: no field on the context). */
const unavailable = new WeakSet<AppLoadContext>();

/**
 * Remix's handleError sees the error before it is sanitised: when a service did not answer (an
 * injected fault or an outbound timeout), the request is marked so the document answers 503
 * (SPEC §8, issue 22 item 3, decision 0054) instead of 500, with the same friendly error page.
 */
export function noteUnavailable(error: unknown, context: AppLoadContext | undefined) {
  if (context && isServiceUnavailable(error)) unavailable.add(context);
}

/**
 * The status a document with an error answers: 503 with Retry-After when a service was down. Also
 * when an action had answered its own 4xx first (the cart's 409 "adding problem"): the page's loaders
 * then failed too, so what shows is the error page, and a 503 says to try again (decision 0058).
 */
export function statusWithUnavailable(status: number, context: AppLoadContext, headers: Headers): number {
  if (status < 400 || !unavailable.has(context)) return status;
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return 503;
}
