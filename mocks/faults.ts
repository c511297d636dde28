/**
 * What the msw mocks of outside services share: the faults a test switches on (a network error, a
 * delay that outlasts the caller's timeout) and the record of a GET request.
 */
import { delay, HttpResponse } from "msw";

export interface Faults {
  delayMs: number;
  networkError?: boolean;
}

/** A network-error response when one is switched on, else undefined once the delay has passed. */
export async function injectFaults(faults: Faults): Promise<Response | undefined> {
  if (faults.networkError) return HttpResponse.error();
  if (faults.delayMs) await delay(faults.delayMs);
  return undefined;
}

export interface RecordedGet {
  path: string;
  params: Record<string, string>;
  authorization: string | null;
}

/** A GET request as the mocks record it: path, query parameters and Authorization header. */
export function recordGet(request: Request): RecordedGet {
  const url = new URL(request.url);
  return {
    path: url.pathname,
    params: Object.fromEntries(url.searchParams),
    authorization: request.headers.get("authorization"),
  };
}
