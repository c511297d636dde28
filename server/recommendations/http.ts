import type { RecommendationPort } from "./port";
import { parseRecommendationAnswer, requestBody } from "./wire";

/**
 * Production: SPEC §7 "POST 'recommendation'" to the configured service (RECOMMENDATION_URL, with
 * RECOMMENDATION_KEY as a bearer token when set) under a short timeout. SPEC §7/§8: any failure (a
 * refusal, a timeout, a network error, an answer without `results[0].value`) is logged and gives null.
 * The log names the list and the status or cause, never the URL or the key.
 */
export function createHttpRecommendations({
  url,
  key,
  timeoutMs,
  fetchImpl = (input, init) => fetch(input, init),
  log = console.warn,
}: {
  url: string;
  key?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}): RecommendationPort {
  const endpoint = `${url.replace(/\/+$/, "")}/recommendation`;
  return {
    description: `recommendation service at ${new URL(url).host}`,
    async recommend(call) {
      const what = `Recommendation ${call.request.typeId} (${call.domainId})`;
      try {
        const response = await fetchImpl(endpoint, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            ...(key ? { Authorization: `Bearer ${key}` } : {}),
          },
          body: JSON.stringify(requestBody(call)),
          signal: call.signal
            ? AbortSignal.any([call.signal, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel();
          log(`${what} failed: the service answered ${response.status}`);
          return null;
        }
        const skus = parseRecommendationAnswer(await response.json());
        if (!skus) log(`${what} failed: the answer has no results[0].value`);
        return skus ? skus.slice(0, call.limit) : null;
      } catch (error) {
        // The page stopped waiting (decision 0066): expected, not a failure of the service.
        if (call.signal?.aborted) return null;
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        log(`${what} failed: ${timedOut ? "timed out" : error instanceof Error ? error.name : "error"}`);
        return null;
      }
    },
  };
}
