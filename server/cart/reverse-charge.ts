/**
 * Whether a cart or order is invoiced net under reverse charge (issue 19.1, decision 0029): every tax
 * portion is the 0 % rate named REVERSE_CHARGE.rateName, which only the shop's external rate carries.
 * The summaries, the pages and the confirmation e-mail then show the reverse-charge line instead of VAT.
 */
import type { TaxedPrice } from "@commercetools/platform-sdk";
import { REVERSE_CHARGE } from "../../config";

export function isReverseCharge(doc: { taxedPrice?: Pick<TaxedPrice, "taxPortions"> }): boolean {
  const portions = doc.taxedPrice?.taxPortions ?? [];
  return portions.length > 0 && portions.every((p) => p.rate === 0 && p.name === REVERSE_CHARGE.rateName);
}
