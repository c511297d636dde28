import { type CurrencyCode, toMajor, toMinor } from "../../config";
import { formatMoney, toMoney } from "./format";
import { numberFormat } from "./intl";
import { useRootData } from "./root-data";

/**
 * Prices as the shopper's client type sees them (SPEC §4, §6): private shoppers see gross prices with
 * VAT, company buyers net prices first. Amounts are gross, in major units of their currency.
 */
export function usePrices() {
  const root = useRootData();
  const locale = root?.locale ?? "en-GB";
  const vatRate = root?.vatRate ?? 0;
  const company = root?.clientType === "company";
  /** The net part of a gross amount at a VAT rate in percent, in the currency's smallest unit. */
  const netAt = (gross: number, ratePercent: number, currency: string) =>
    toMajor(toMinor(gross / (1 + ratePercent / 100), currency), currency);
  const net = (gross: number, currency: string) => netAt(gross, vatRate, currency);
  return {
    locale,
    company,
    vatRate,
    net,
    netAt,
    number: (value: number) => numberFormat(locale).format(value),
    format: (amount: number, currency: string) =>
      formatMoney(toMoney(amount, currency as CurrencyCode), locale),
    /** The amount shown first: gross for private shoppers, net for company buyers. */
    shown: (gross: number, currency: string) => (company ? net(gross, currency) : gross),
  };
}
