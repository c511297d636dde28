/**
 * NET invoices under the reverse-charge rule (issue 19.1, SPEC §3 store field
 * `change_tax_rate_enabled`, §8 'Prices have been adjusted to NET.'; ../shared/FACTS.md): the seller
 * is registered in Slovakia, so a company buyer with a valid VAT ID of another EU member state is
 * invoiced without VAT; Slovak buyers are domestic and Norway, Switzerland and Great Britain are
 * outside the EU VAT area (decision 0029).
 */
import type { CountryCode } from "./countries";
import type { REVERSE_CHARGE_SCHEMA } from "./schemas/reverse-charge";
import { NON_EU_VAT_COUNTRIES } from "./vat";
import type * as z from "./zod-mini";

export const REVERSE_CHARGE: z.output<typeof REVERSE_CHARGE_SCHEMA> = {
  sellerCountry: "sk",
  outsideEuVat: [...NON_EU_VAT_COUNTRIES],
  rateName: "reverse-charge",
};

/**
 * Whether a store can invoice a company buyer net: an EU VAT-area country other than the seller's,
 * with the store's `change_tax_rate_enabled` switch on. The one place this rule lives.
 */
export function netInvoiceAllowed(country: CountryCode, changeTaxRateEnabled: boolean): boolean {
  return (
    changeTaxRateEnabled &&
    country !== REVERSE_CHARGE.sellerCountry &&
    !REVERSE_CHARGE.outsideEuVat.includes(country)
  );
}
