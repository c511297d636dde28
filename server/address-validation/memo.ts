/**
 * SPEC §4 "Address validation: runs once per address". Two memos keyed by the address's content:
 * - the service's answers, in process (a bounded map), so the same address is never sent twice
 *   while the answer is known (a shopper who takes the suggestion posts the address again);
 * - the browser's checked addresses (fingerprints in a signed cookie, config ADDRESS_VALIDATION
 *   .memoSize), so an address confirmed, taken or kept by choice is not asked about again in this
 *   checkout, whichever process serves it.
 */

import { hex, sha256 } from "../digest";
import type { AddressCheck, AddressValidationPort, CheckedAddress } from "./port";

const squeeze = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The content of an address that the service reads, as 16 hex digits (case and spacing ignored): the
 * first 8 bytes of its SHA-256. Web Crypto, so the edge computes it too (issue 18 item 2); the same
 * digits node:crypto gave, so the memo cookies browsers hold keep their meaning.
 */
export async function fingerprint(address: CheckedAddress): Promise<string> {
  const content = [
    address.country,
    address.streetName,
    address.streetNumber,
    address.postalCode,
    address.city,
  ]
    .map(squeeze)
    .join("\u001f");
  return hex((await sha256(content)).subarray(0, 8));
}

export const isFingerprint = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{16}$/.test(value);

/** The fingerprints a memo cookie held (anything else in it is dropped). */
export function memoOf(stored: unknown, size: number): string[] {
  return Array.isArray(stored) ? stored.filter(isFingerprint).slice(-size) : [];
}

/** The memo with one more fingerprint, the oldest dropped beyond `size`. */
export function remember(memo: string[], print: string, size: number): string[] {
  return [...memo.filter((p) => p !== print), print].slice(-size);
}

/**
 * The port with its answers kept per address content (the newest `size`). An unavailable answer is
 * not kept: the next post asks again.
 */
export function memoised(port: AddressValidationPort, size: number): AddressValidationPort {
  const answers = new Map<string, AddressCheck>();
  return {
    async validate(address) {
      const key = await fingerprint(address);
      const known = answers.get(key);
      if (known) return known;
      const answer = await port.validate(address);
      if (answer.kind === "unavailable") return answer;
      answers.set(key, answer);
      if (answers.size > size) answers.delete(answers.keys().next().value as string);
      return answer;
    },
  };
}
