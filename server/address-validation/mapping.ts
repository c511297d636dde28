/**
 * The maps service's Address Validation API in its own shapes (POST v1:validateAddress), and the pure
 * reading of its answer by SPEC §5: the check fails when the address is incomplete, has replaced or
 * unconfirmed parts, or any component was corrected (spell-corrected), replaced or unexpected.
 * Inferred components alone (a postal code's region added) do not fail it.
 */
import { z } from "zod";
import { ADDRESS_VALIDATION } from "../../config";
import type { AddressCheck, AddressCorrection, AddressIssue, CheckedAddress } from "./port";

/** The request body: `{ address: { regionCode, addressLines } }` (PostalAddress). */
export interface ValidationRequest {
  address: { regionCode: string; addressLines: string[] };
}

/** SPEC §7: region code and address lines (street, then postal code and city). */
export function validationRequest(address: CheckedAddress): ValidationRequest {
  const lines = [`${address.streetName} ${address.streetNumber}`, `${address.postalCode} ${address.city}`]
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .slice(0, ADDRESS_VALIDATION.maxAddressLines);
  return { address: { regionCode: address.country.toUpperCase(), addressLines: lines } };
}

const component = z.object({
  componentName: z.object({ text: z.string().default("") }).optional(),
  componentType: z.string(),
  confirmationLevel: z.string().optional(),
  inferred: z.boolean().optional(),
  spellCorrected: z.boolean().optional(),
  replaced: z.boolean().optional(),
  unexpected: z.boolean().optional(),
});
export type AddressComponent = z.infer<typeof component>;

/** What the shop reads of the answer; every other field of the API is ignored. */
export const validationResponse = z.object({
  result: z.object({
    verdict: z
      .object({
        addressComplete: z.boolean().optional(),
        hasUnconfirmedComponents: z.boolean().optional(),
        hasInferredComponents: z.boolean().optional(),
        hasReplacedComponents: z.boolean().optional(),
      })
      .default({}),
    address: z
      .object({
        formattedAddress: z.string().optional(),
        postalAddress: z
          .object({
            regionCode: z.string().optional(),
            postalCode: z.string().optional(),
            locality: z.string().optional(),
            addressLines: z.array(z.string()).optional(),
          })
          .optional(),
        addressComponents: z.array(component).default([]),
      })
      .default({ addressComponents: [] }),
  }),
});
export type ValidationResponse = z.input<typeof validationResponse>;

/** SPEC §5's failure reasons in the verdict and the components (an unset flag counts as false). */
export function issuesOf(response: z.output<typeof validationResponse>): AddressIssue[] {
  const { verdict, address } = response.result;
  const parts = address.addressComponents;
  const issues = new Set<AddressIssue>();
  if (verdict.addressComplete !== true) issues.add("incomplete");
  if (
    verdict.hasUnconfirmedComponents ||
    parts.some((p) => p.confirmationLevel !== undefined && p.confirmationLevel !== "CONFIRMED")
  )
    issues.add("unconfirmed");
  if (verdict.hasReplacedComponents || parts.some((p) => p.replaced)) issues.add("replaced");
  if (parts.some((p) => p.spellCorrected)) issues.add("corrected");
  if (parts.some((p) => p.unexpected)) issues.add("unexpected");
  return [...issues];
}

/**
 * The service's reading of the address in the shop's fields: street name and number from the route
 * and street_number components, postal code and city from the postal address; what the answer leaves
 * out stays as typed.
 */
export function suggestionOf(
  response: z.output<typeof validationResponse>,
  typed: CheckedAddress,
): AddressCorrection {
  const { postalAddress, addressComponents } = response.result.address;
  const text = (type: string) =>
    addressComponents.find((c) => c.componentType === type)?.componentName?.text.trim() || undefined;
  return {
    streetName: text("route") ?? typed.streetName,
    streetNumber: text("street_number") ?? typed.streetNumber,
    postalCode: postalAddress?.postalCode?.trim() || typed.postalCode,
    city: postalAddress?.locality?.trim() || typed.city,
  };
}

/** The answer's body read by SPEC §5; a body that is not the API's shape counts as no answer. */
export function readValidation(body: unknown, typed: CheckedAddress): AddressCheck {
  const parsed = validationResponse.safeParse(body);
  if (!parsed.success) return { kind: "unavailable" };
  const issues = issuesOf(parsed.data);
  return issues.length === 0
    ? { kind: "confirmed" }
    : { kind: "doubtful", issues, suggestion: suggestionOf(parsed.data, typed) };
}
