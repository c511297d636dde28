import type { CountryCode } from "./countries";
import type { POSTAL_CODE_PATTERNS_SCHEMA, VAT_NUMBER_FORMATS_SCHEMA } from "./schemas/validation";
import type * as z from "./zod-mini";

/**
 * SPEC §5 "Postal codes". GB and IE have their own patterns that SPEC does not show: we use the
 * Royal Mail postcode format and the Irish Eircode (routing key + unique identifier).
 * A country with no pattern always passes.
 */
export const POSTAL_CODE_PATTERNS: z.output<typeof POSTAL_CODE_PATTERNS_SCHEMA> = {
  at: /^[1-9]\d{3}$/,
  be: /^[1-9]\d{3}$/,
  hu: /^[1-9]\d{3}$/,
  bg: /^\d{4}$/,
  ch: /^\d{4}$/,
  dk: /^\d{4}$/,
  no: /^\d{4}$/,
  si: /^\d{4}$/,
  cz: /^\d{3} ?\d{2}$/,
  gr: /^\d{3} ?\d{2}$/,
  se: /^\d{3} ?\d{2}$/,
  sk: /^\d{3} ?\d{2}$/,
  de: /^\d{5}$/,
  es: /^\d{5}$/,
  fi: /^\d{5}$/,
  fr: /^\d{5}$/,
  hr: /^\d{5}$/,
  it: /^\d{5}$/,
  lt: /^\d{5}$/,
  nl: /^[1-9]\d{3} ?[A-Za-z]{2}$/,
  pl: /^\d{2}-\d{3}$/,
  pt: /^\d{4}-\d{3}$/,
  ro: /^\d{6}$/,
  gb: /^(GIR ?0AA|[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2})$/,
  ie: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
};

export function isValidPostalCode(country: CountryCode, postalCode: string): boolean {
  const re = POSTAL_CODE_PATTERNS[country];
  return re ? re.test(postalCode.trim()) : true;
}

/** SPEC §5 "Street number must contain a digit; the check is off for CZ, PL, RO." */
export const STREET_NUMBER_RULE = {
  mustContainDigit: /\d/,
  exemptCountries: ["cz", "pl", "ro"] as CountryCode[],
};

/** SPEC §5 "VAT number format". */
export const VAT_NUMBER_FORMATS: z.output<typeof VAT_NUMBER_FORMATS_SCHEMA> = {
  allowed: {
    pl: "digits",
    be: "digits",
    sk: "digits",
    de: "digits",
    pt: "digits",
    it: "digits",
    hu: "digits",
    cz: "digits",
    dk: "digits",
    se: "digits",
    fi: "digits",
    ro: "digits",
    lt: "digits",
    si: "digits",
    bg: "digits",
    gr: "digits",
    hr: "digits",
    at: "alphanumeric",
    ie: "alphanumeric",
    fr: "alphanumeric",
    no: "alphanumeric",
    nl: "alphanumeric",
    es: "alphanumeric",
    ch: "alphanumericSpecial",
    gb: "alphanumericSpecial",
  },
  prefixOverrides: { ch: "CHE", gr: "EL" },
  truncate: { hu: 8 },
  minLength: 2,
  // Codes of the VAT service (SPEC §5): anything else is "not valid".
  resultCodes: { valid: [200, 216, 218, 219, 223], couldNotValidate: [205, 208, 999] },
};

/** SPEC §5 "Other fields". */
export const FIELD_RULES = {
  /** Optional plus, then at least 8 digits, with optional single spaces between digits. */
  phone: /^\+?\d(?: ?\d){7,}$/,
  /** At least one letter and one number. */
  password: /^(?=.*\p{L})(?=.*\d).+$/u,
  defaultMinLength: 3,
  /** Not in SPEC: the shortest password the shop accepts (next to the letter-and-number rule). */
  passwordMinLength: 8,
  /** Not in SPEC: upper bounds that keep posted text fields to a sensible size. */
  maxTextLength: 100,
  maxPasswordLength: 128,
  /** Not in SPEC: the longest VAT ID the checkout takes (the longest national form is 14 characters). */
  maxVatIdLength: 20,
  /** Not in SPEC: the longest discount code the coupon field takes. */
  couponMaxLength: 40,
  /** Not in SPEC: the longest page path a `redirect_to` may name (longer ones are ignored). */
  maxRedirectLength: 2048,
} as const;

/**
 * The example in the phone field's message (SPEC §5 phone rule): a number of the shop's own country,
 * with its calling code and written as the country groups it, so a shopper sees what a valid number
 * of theirs looks like. Each passes FIELD_RULES.phone (config.test.ts). Not in SPEC.
 */
export const PHONE_EXAMPLES: Readonly<Record<CountryCode, string>> = {
  at: "+43 664 1234567",
  be: "+32 470 12 34 56",
  bg: "+359 88 123 4567",
  ch: "+41 79 123 45 67",
  cz: "+420 601 123 456",
  de: "+49 151 23456789",
  dk: "+45 20 12 34 56",
  es: "+34 612 34 56 78",
  fi: "+358 40 1234567",
  fr: "+33 6 12 34 56 78",
  gb: "+44 7700 900123",
  gr: "+30 691 234 5678",
  hr: "+385 91 234 5678",
  hu: "+36 20 123 4567",
  ie: "+353 85 123 4567",
  it: "+39 312 345 6789",
  lt: "+370 612 34567",
  nl: "+31 6 12345678",
  no: "+47 412 34 567",
  pl: "+48 512 345 678",
  pt: "+351 912 345 678",
  ro: "+40 712 345 678",
  se: "+46 70 123 45 67",
  si: "+386 31 234 567",
  sk: "+421 900 123 456",
};
