/**
 * The addresses step's saved-address choices (SPEC §4 "Addresses", decision 0033): a signed-in
 * customer's billing address by id (or "new": the typed fields), and with the shipping type "saved"
 * the shipping address by id. The server's list of the customer's own addresses is the only source
 * of a chosen address: an id not in it is a field error, never a lookup elsewhere.
 */
export const NEW_ADDRESS = "new";
/** Not in SPEC: the longest address id the form accepts (platform ids are UUIDs, 36 characters). */
export const ADDRESS_ID_MAX = 64;

/** One saved address as the step knows it: its id and its form fields (config/forms.ts addressFields). */
export interface SavedAddressOption {
  id: string;
  fields: Record<string, string>;
}

/**
 * The shopper's decision on an address-validation suggestion (SPEC §5, decision 0034):
 * "take:<fingerprint>" or "keep:<fingerprint>", bound to the address it was shown for.
 */
export const ADDRESS_DECISION = /^(take|keep):([0-9a-f]{16})$/;
