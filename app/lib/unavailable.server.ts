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

/**
 * A client-side navigation's data request (`?_data=`) that met a service that did not answer: Remix
 * has made its generic error answer (500, `X-Remix-Error`, "Unexpected Server Error"), which the
 * browser would turn into an Error. It answers as the document would instead (SPEC §8, decision
 * 0069): a 503 with Retry-After, marked as a thrown response (`X-Remix-Catch`), so the browser's
 * route ErrorBoundary gets a route error response with status 503 and shows the translated error
 * page with the request's reference. Any other answer passes as it is.
 */
export function dataWithUnavailable(response: Response, context: AppLoadContext): Response {
  const thrown = response.headers.has("X-Remix-Error") || response.headers.has("X-Remix-Catch");
  if (response.status < 400 || !thrown || !unavailable.has(context)) return response;
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "X-Remix-Catch": "yes",
  });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  // The request's id goes in the body: the browser's error page cannot read the response's header.
  const body = { unavailable: true, requestId: context.requestId };
  return new Response(JSON.stringify(body), { status: 503, headers });
}
