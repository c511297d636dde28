import type { CountryCode } from "../../config";
import type { AddressValidation } from ".";
import { readValidation, type ValidationRequest, validationRequest } from "./mapping";
import { memoised } from "./memo";
import type { AddressValidationPort } from "./port";

/**
 * The maps service's Address Validation API (SPEC §7; decision 0034) as the production adapter,
 * apart from the embedded gazetteer so that the edge build takes it without SQLite (issue 18 item 2).
 */

/** How many answers the process keeps (SPEC: once per address). */
export const ANSWER_MEMO = 500;

/** One request's answer: HTTP status and the parsed JSON body (null when it was not JSON). */
type Answer = (request: ValidationRequest) => Promise<{ status: number; body: unknown }>;

/** Asks and reads; every failure is "unavailable" (SPEC §8: logged, and the checkout goes on). */
export function createValidationPort(answer: Answer): AddressValidationPort {
  return {
    async validate(address) {
      try {
        const { status, body } = await answer(validationRequest(address));
        const check =
          status >= 200 && status < 300 ? readValidation(body, address) : { kind: "unavailable" as const };
        if (check.kind === "unavailable")
          console.warn(`Address validation (${address.country}): HTTP ${status}, no usable answer`);
        return check;
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        console.warn(`Address validation (${address.country}) failed:`, timedOut ? "timed out" : error);
        return { kind: "unavailable" };
      }
    },
  };
}

/**
 * The maps service's validateAddress endpoint (e.g. https://addressvalidation.googleapis.com/v1:validateAddress)
 * with the API key as its `key`. Neither the URL's query nor the key is ever logged.
 */
export function createMapsValidation(options: {
  url: string;
  key: string;
  countries: readonly CountryCode[];
  fetchImpl: typeof fetch;
  timeoutMs: number;
}): AddressValidation {
  const { countries, fetchImpl, timeoutMs } = options;
  const endpoint = new URL(options.url);
  endpoint.searchParams.set("key", options.key);
  const where = countries.length ? countries.join(", ") : "no country";
  console.info(`Address validation: maps service at ${endpoint.host} in ${where}`);
  const port = createValidationPort(async (request) => {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  });
  return { port: memoised(port, ANSWER_MEMO), countries };
}
