import { type CountryCode, VAT_NUMBER_FORMATS } from "../../config";

export interface VatId {
  /** The VAT prefix: the upper-case country code, CHE for Switzerland, EL for Greece. */
  prefix: string;
  /** The number without its prefix, only the characters the country allows. */
  number: string;
  /** prefix + number, the form sent to the VAT service. */
  full: string;
}

const ALLOWED = {
  digits: /[^0-9]/g,
  alphanumeric: /[^0-9A-Z]/g,
  /** Swiss (CHE-123.456.789) and British numbers are often written with dots and hyphens. */
  alphanumericSpecial: /[^0-9A-Z.-]/g,
} as const;

export function vatPrefix(country: CountryCode): string {
  return VAT_NUMBER_FORMATS.prefixOverrides[country] ?? country.toUpperCase();
}

/**
 * SPEC §5 "VAT number format": strips a prefix the shopper typed (the VAT prefix or the plain ISO
 * code, so "GR…" and "CH…" work too), removes the characters the country does not allow, cuts
 * Hungarian numbers (whose domestic tax number 12345678-1-42 starts with the 8-digit VAT number).
 * Null when fewer than the minimum of characters remain.
 */
export function normalizeVatId(country: CountryCode, input: string): VatId | null {
  const prefix = vatPrefix(country);
  const typed = input.trim().toUpperCase();
  const typedPrefix = [prefix, country.toUpperCase()].find((p) => typed.startsWith(p)) ?? "";
  const number = typed
    .slice(typedPrefix.length)
    .replace(ALLOWED[VAT_NUMBER_FORMATS.allowed[country]], "")
    // Separators left between the prefix and the number, or at its end (CHE-123.456.789).
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, VAT_NUMBER_FORMATS.truncate[country]);
  if (number.length < VAT_NUMBER_FORMATS.minLength) return null;
  return { prefix, number, full: prefix + number };
}
