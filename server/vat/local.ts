/**
 * The embedded VAT service: answers in the real service's XML contract (an ErrorCode element with a
 * numeric code, SPEC §7) so the shop parses the local answer exactly like the remote one.
 *
 * Rules, applied to the buyer's VAT ID as the adapter sends it (prefix + number):
 * - 200 (valid) when the number has its country's shape in the EU VIES national formats (the
 *   Swiss, British and Norwegian registers for CH, GB, NO); Slovak numbers must also be divisible
 *   by 11, the check digit rule of the Slovak tax office.
 * - 201 (invalid) for any other number or an unknown prefix.
 * - 999 (could not validate) for a test number made only of nines, e.g. SK9999999999 or
 *   CHE-999.999.999, so developers and tests can reach the retry path, like a payment provider's
 *   test card numbers.
 * There is no register behind it: any well-formed number is "valid".
 */

import { COUNTRY_CODES, type CountryCode } from "../../config";
import { escapeXml } from "../http/escape";
import { vatPrefix } from "./format";

/** The shop's own VAT ID when VAT_OWN_ID is unset: a well-formed Slovak number (2020000004 = 11 × 183636364). */
export const LOCAL_OWN_VAT_ID = "SK2020000004";

/** The number (after its prefix, dots and hyphens removed) per country. */
const NATIONAL_FORMATS: Record<CountryCode, RegExp> = {
  at: /^U\d{8}$/,
  be: /^[01]\d{9}$/,
  bg: /^\d{9,10}$/,
  ch: /^\d{9}(MWST|TVA|IVA)?$/, // the register adds the tax's name in German, French or Italian
  cz: /^\d{8,10}$/,
  de: /^\d{9}$/,
  dk: /^\d{8}$/,
  es: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  fi: /^\d{8}$/,
  fr: /^[0-9A-Z]{2}\d{9}$/,
  gb: /^(\d{9}|\d{12})$/,
  gr: /^\d{9}$/,
  hr: /^\d{11}$/,
  hu: /^\d{8}$/,
  ie: /^[0-9A-Z]{8,9}$/,
  it: /^\d{11}$/,
  lt: /^(\d{9}|\d{12})$/,
  nl: /^\d{9}B\d{2}$/,
  no: /^\d{9}(MVA)?$/,
  pl: /^\d{10}$/,
  pt: /^\d{9}$/,
  ro: /^\d{2,10}$/,
  se: /^\d{12}$/,
  si: /^\d{8}$/,
  sk: /^\d{10}$/,
};

const CHECKSUMS: Partial<Record<CountryCode, (number: string) => boolean>> = {
  sk: (number) => BigInt(number) % 11n === 0n,
};

function answerCode(buyer: string): number {
  const id = buyer.toUpperCase().replace(/[\s.-]/g, "");
  const country = COUNTRY_CODES.find((c) => id.startsWith(vatPrefix(c)));
  if (!country) return 201;
  const number = id.slice(vatPrefix(country).length);
  if (/^9+$/.test(number)) return 999;
  const wellFormed = NATIONAL_FORMATS[country].test(number) && (CHECKSUMS[country]?.(number) ?? true);
  return wellFormed ? 200 : 201;
}

/** The XML the VAT service answers to `GET validate?ownVatId=…&vatId=…`. */
export function localVatResponder(ownVatId: string, buyer: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<VatResponse>",
    `<OwnVatId>${escapeXml(ownVatId)}</OwnVatId>`,
    `<VatId>${escapeXml(buyer)}</VatId>`,
    `<ErrorCode>${answerCode(buyer)}</ErrorCode>`,
    "</VatResponse>",
  ].join("");
}
