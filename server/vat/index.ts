import { z } from "zod";
import { type CountryCode, TIMINGS, VAT_NUMBER_FORMATS } from "../../config";
import { maskId } from "../log";
import { normalizeVatId } from "./format";
import { LOCAL_OWN_VAT_ID, localVatResponder } from "./local";

export { normalizeVatId } from "./format";
export { LOCAL_OWN_VAT_ID } from "./local";

export interface VatOutcome {
  /** "unavailable": the service could not say (its codes 205, 208, 999, a failure or a timeout). */
  kind: "valid" | "invalid" | "unavailable";
  /** The service's ErrorCode; null when there was no readable answer or no call was made. */
  code: number | null;
  /** The normalised VAT ID (prefix + number), or the trimmed input when it could not be normalised. */
  vatId: string;
  /** The service's answer as text, at most RAW_RESPONSE_LIMIT characters (the cart keeps it). */
  raw: string;
  timedOut: boolean;
}

export interface VatPort {
  /** vatId is what the shopper typed; the port normalises it. Never throws. */
  validate(input: { country: CountryCode; vatId: string }): Promise<VatOutcome>;
}

/** Not in SPEC: the longest service answer kept on the cart (vatValidationRawResponse). */
export const RAW_RESPONSE_LIMIT = 2000;

/**
 * The code after "ErrorCode" in the service's XML: the element form `<ErrorCode>200</ErrorCode>`
 * (with attributes, whitespace or a namespace prefix) or the key/value form of XML-RPC answers,
 * `<string>ErrorCode</string></value><value><string>200</string>`. Null when there is none.
 */
export function parseVatResponse(xml: string): number | null {
  const element = /<(?:[\w.-]+:)?ErrorCode(?:\s[^>]*)?>\s*(\d+)\s*<\/(?:[\w.-]+:)?ErrorCode\s*>/.exec(xml);
  const keyValue = />\s*ErrorCode\s*(?:<[^>]*>\s*)+(\d+)\s*</.exec(xml);
  const code = element?.[1] ?? keyValue?.[1];
  return code === undefined ? null : Number(code);
}

function outcome(vatId: string, code: number | null, raw: string, timedOut = false): VatOutcome {
  const { valid, couldNotValidate } = VAT_NUMBER_FORMATS.resultCodes;
  const kind =
    code === null || couldNotValidate.includes(code)
      ? "unavailable"
      : valid.includes(code)
        ? "valid"
        : "invalid";
  return { kind, code, vatId, raw: raw.slice(0, RAW_RESPONSE_LIMIT), timedOut };
}

/** The service's answer to one request: HTTP status and body. */
type Answer = (vatId: string) => Promise<{ status: number; raw: string }>;

/** Normalises the input, asks for the XML and reads its code; every failure is "unavailable". */
function createPort(answer: Answer): VatPort {
  return {
    async validate({ country, vatId: input }) {
      const id = normalizeVatId(country, input);
      if (!id) return { kind: "invalid", code: null, vatId: input.trim(), raw: "", timedOut: false };
      try {
        const { status, raw } = await answer(id.full);
        const code = status >= 200 && status < 300 ? parseVatResponse(raw) : null;
        if (code === null)
          console.warn(`VAT validation of ${maskId(id.full)}: HTTP ${status}, no usable ErrorCode`);
        return outcome(id.full, code, raw);
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        console.warn(`VAT validation of ${maskId(id.full)} failed:`, timedOut ? "timed out" : error);
        return outcome(id.full, null, "", timedOut);
      }
    },
  };
}

const vatEnv = z.object({
  VAT_SERVICE_URL: z.url().optional(),
  VAT_SERVICE_TOKEN: z.string().min(1).optional(),
  VAT_OWN_ID: z.string().trim().min(1).optional(),
});

/**
 * The VAT service when VAT_SERVICE_URL is set (VAT_OWN_ID required, VAT_SERVICE_TOKEN optional),
 * else the local responder of ./local.ts. `timeoutMs` defaults to TIMINGS.seconds.vatValidationTimeout.
 */
export function createVat(
  // Required: the host reads its environment once and passes it (the edge has no process.env).
  env: Record<string, string | undefined>,
  // Looked up per call, so whatever wraps the global fetch after start-up (msw in tests) is used.
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  { timeoutMs = TIMINGS.seconds.vatValidationTimeout * 1000 } = {},
): VatPort {
  const parsed = vatEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid VAT service configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const { VAT_SERVICE_URL: url, VAT_SERVICE_TOKEN: token, VAT_OWN_ID: ownVatId } = parsed.data;
  if (!url) {
    console.info("VAT: local responder (set VAT_SERVICE_URL to use the VAT service)");
    return createPort(async (vatId) => ({
      status: 200,
      raw: localVatResponder(ownVatId ?? LOCAL_OWN_VAT_ID, vatId),
    }));
  }
  if (!ownVatId) throw new Error("VAT_OWN_ID is required when VAT_SERVICE_URL is set: the shop's own VAT ID");
  const endpoint = `${url.replace(/\/+$/, "")}/validate`;
  console.info(`VAT: service at ${new URL(endpoint).host}`);
  return createPort(async (vatId) => {
    const response = await fetchImpl(`${endpoint}?${new URLSearchParams({ ownVatId, vatId })}`, {
      headers: { Accept: "application/xml", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, raw: await response.text() };
  });
}
