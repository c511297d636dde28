/**
 * Address validation (SPEC §5 "Google address validation", §7 maps service; decision 0034): the port,
 * the maps service's Address Validation API as its production adapter, and the embedded service
 * (local.ts over a small persisted gazetteer), chosen from the environment here and only here.
 */
import path from "node:path";
import { z } from "zod";
import { ADDRESS_VALIDATION, addressValidationCountries, type CountryCode } from "../../config";
import { Gazetteer } from "./gazetteer";
import { localValidationAnswer } from "./local";
import { ANSWER_MEMO, createMapsValidation, createValidationPort } from "./maps";
import { memoised } from "./memo";
import type { AddressValidationPort } from "./port";

export { Gazetteer } from "./gazetteer";
export { localValidationAnswer } from "./local";
export { issuesOf, readValidation, suggestionOf, validationRequest, validationResponse } from "./mapping";
export { createMapsValidation, createValidationPort } from "./maps";
export { fingerprint, memoised, memoOf, remember } from "./memo";
export type {
  AddressCheck,
  AddressCorrection,
  AddressIssue,
  AddressValidationPort,
  CheckedAddress,
} from "./port";

/** Where the embedded service keeps its gazetteer unless ADDRESS_VALIDATION_DB_PATH says otherwise. */
export const DEFAULT_ADDRESS_VALIDATION_DB_PATH = path.resolve(".data/address-validation.sqlite");
const validationEnv = z.object({
  ADDRESS_VALIDATION_URL: z.url().optional(),
  ADDRESS_VALIDATION_API_KEY: z.string().trim().min(1).optional(),
  ADDRESS_VALIDATION_COUNTRIES: z.string().optional(),
  ADDRESS_VALIDATION_DB_PATH: z.string().min(1).optional(),
});

export interface AddressValidation {
  port: AddressValidationPort;
  /** Where addresses are checked (config ADDRESS_VALIDATION, or ADDRESS_VALIDATION_COUNTRIES). */
  countries: readonly CountryCode[];
}

/**
 * The maps service when ADDRESS_VALIDATION_URL is set (its validateAddress endpoint, e.g.
 * https://addressvalidation.googleapis.com/v1:validateAddress, with ADDRESS_VALIDATION_API_KEY as
 * its `key`), else the embedded service (ADDRESS_VALIDATION_DB_PATH, default
 * .data/address-validation.sqlite). Neither the URL's query nor the key is ever logged.
 */
export function createAddressValidation(
  env: Record<string, string | undefined> = process.env,
  // Looked up per call, so whatever wraps the global fetch after start-up (msw in tests) is used.
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  { timeoutMs = ADDRESS_VALIDATION.timeoutSeconds * 1000 } = {},
): AddressValidation {
  const parsed = validationEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid address-validation configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const { ADDRESS_VALIDATION_URL: url, ADDRESS_VALIDATION_API_KEY: key } = parsed.data;
  const countries = addressValidationCountries(parsed.data.ADDRESS_VALIDATION_COUNTRIES);
  const where = countries.length ? countries.join(", ") : "no country";
  if (!url) {
    const file = parsed.data.ADDRESS_VALIDATION_DB_PATH ?? DEFAULT_ADDRESS_VALIDATION_DB_PATH;
    // Opened on first use: a shop that checks no country never creates the file.
    let gazetteer: Gazetteer | undefined;
    console.info(`Address validation: local service (${file}) in ${where}`);
    const port = createValidationPort(async (request) => {
      gazetteer ??= new Gazetteer(file);
      return { status: 200, body: localValidationAnswer(gazetteer, request) };
    });
    return { port: memoised(port, ANSWER_MEMO), countries };
  }
  if (!key) throw new Error("ADDRESS_VALIDATION_API_KEY is required when ADDRESS_VALIDATION_URL is set");
  return createMapsValidation({ url, key, countries, fetchImpl, timeoutMs });
}
