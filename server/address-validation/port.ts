/**
 * The address-validation port (SPEC §5 "Google address validation", §7 "Address validation: POST to a
 * maps service with region code and address lines; reads result.verdict and result.address").
 * One address in, one of three answers out; a failure of the service is an answer too, never thrown.
 */

/** An address as the shop's forms hold it (config/forms.ts addressFields), of one country. */
export interface CheckedAddress {
  /** ISO 3166 alpha-2, upper case ("AT"). */
  country: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
}

/** The parts of an address the service may correct (the rest of the form stays as typed). */
export type AddressCorrection = Pick<CheckedAddress, "streetName" | "streetNumber" | "postalCode" | "city">;

/** Why SPEC §5's check failed, as the service's verdict and components said. */
export type AddressIssue = "incomplete" | "unconfirmed" | "replaced" | "corrected" | "unexpected";

export type AddressCheck =
  /** The service confirmed the address as typed. */
  | { kind: "confirmed" }
  /** SPEC §5 failed; `suggestion` is the service's reading of the address (may equal what was typed). */
  | { kind: "doubtful"; issues: AddressIssue[]; suggestion: AddressCorrection }
  /** The service could not answer (timeout, HTTP error, unreadable body): SPEC §8, the order goes on. */
  | { kind: "unavailable" };

export interface AddressValidationPort {
  /** Never throws. */
  validate(address: CheckedAddress): Promise<AddressCheck>;
}
