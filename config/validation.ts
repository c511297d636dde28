import { COUNTRY_CODES, type CountryCode } from "./countries";
import { z } from "./zod";

const pattern = z.instanceof(RegExp);

/**
 * SPEC §5 "Postal codes". GB and IE have their own patterns that SPEC does not show: we use the
 * Royal Mail postcode format and the Irish Eircode (routing key + unique identifier).
 * A country with no pattern always passes.
 */
export const POSTAL_CODE_PATTERNS = z.record(z.enum(COUNTRY_CODES), pattern.optional()).parse({
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
});

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
export const VAT_NUMBER_FORMATS = z
  .object({
    allowed: z.record(z.enum(COUNTRY_CODES), z.enum(["digits", "alphanumeric", "alphanumericSpecial"])),
    prefixOverrides: z.record(z.enum(COUNTRY_CODES), z.string().optional()),
    truncate: z.record(z.enum(COUNTRY_CODES), z.number().int().optional()),
    minLength: z.number().int(),
    resultCodes: z.object({ valid: z.array(z.number()), couldNotValidate: z.array(z.number()) }),
  })
  .parse({
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
  });

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
