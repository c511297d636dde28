/**
 * How long a shopper is asked to wait before trying again when a service did not answer (RFC 9110
 * Retry-After on every 503, SPEC §8 "try again"): the error page, a form's message, a JSON answer.
 */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Whether an error means a service did not answer: an injected fault (ServiceUnavailable), or an
 * outbound call cut off by its timeout (`AbortSignal.timeout` aborts with a "TimeoutError"), also
 * when wrapped as another error's cause. SPEC §8: the shopper then gets the friendly error page with
 * 503, which says "try again", where a programming error stays a 500.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error.name === "ServiceUnavailable" || error.name === "TimeoutError") return true;
  return isServiceUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
