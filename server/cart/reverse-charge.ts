/**
 * Whether a cart or order is invoiced net under reverse charge (issue 19.1, decision 0029): every tax
 * portion is the 0 % rate named REVERSE_CHARGE.rateName, which only the shop's external rate carries.
 * The summaries, the pages and the confirmation e-mail then show the reverse-charge line instead of VAT.
 */
import type { Cart, TaxedPrice } from "@commercetools/platform-sdk";
import { type CountryCode, REVERSE_CHARGE, VAT_RATES } from "../../config";

export function isReverseCharge(doc: { taxedPrice?: Pick<TaxedPrice, "taxPortions"> }): boolean {
  const portions = doc.taxedPrice?.taxPortions ?? [];
  return portions.length > 0 && portions.every((p) => p.rate === 0 && p.name === REVERSE_CHARGE.rateName);
}

/**
 * The standard VAT rate of a cart's store country as a fraction (0.19): what a company buyer's net
 * prices are the gross ones without (server/catalog's net prices use the same table), and so what a
 * reverse-charge cart's amounts are netted by.
 */
export function storeVatRate(cart: Pick<Cart, "country">): number {
  const country = (cart.country ?? "").toLowerCase() as CountryCode;
  return (VAT_RATES[country] ?? 0) / 100;
}
