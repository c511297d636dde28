/**
 * Which of the shop's own payment kinds a cart may use (SPEC §5 "Cash on delivery", "Cash and bank",
 * §9 country switches and limits). Pure, so the payment step and its tests share it.
 */
import type { Cart } from "@commercetools/platform-sdk";
import {
  CARD_METHODS_REMOVED,
  type ClientType,
  COD_PRICE_LIMITS,
  type CountryCode,
  codItemLimit,
  HOSTED_PAGE_METHODS,
  isSwitchOn,
  LIMITS,
  MULTIBANCO,
  toMajor,
} from "../../config";
import { isProductLine, itemCount } from "../cart";
import { attributesOf } from "../commerce/projection";

const productLines = (cart: Cart) => cart.lineItems.filter(isProductLine);

/** SPEC §5: the cart has lines and 1 to 20 items, extra guarantees not counted. */
export function cashAndBankRule(cart: Cart): boolean {
  const items = itemCount(cart);
  return cart.lineItems.length > 0 && items > 0 && items <= LIMITS.cashAndBankMaxItems;
}

export type CodRefusal = "items" | "priceLimit" | "itemLimit" | "freight";

/**
 * SPEC §5 cash on delivery: the gross total (before the fee) at or below the country's limit, the
 * standard items at or below its item limit (0: none), no freight unless the country allows it,
 * and the cash-and-bank rule. SPEC's "count of standard-type items" is read as product lines, not
 * units: two units of one product are one parcel for the courier to collect on.
 */
export function codRefusal(cart: Cart, country: CountryCode): CodRefusal | null {
  if (!cashAndBankRule(cart)) return "items";
  const fee = cart.customLineItems.reduce((sum, l) => sum + l.totalPrice.centAmount, 0);
  const gross = toMajor(cart.totalPrice.centAmount - fee, cart.totalPrice.currencyCode);
  if (gross > COD_PRICE_LIMITS[country]) return "priceLimit";
  const limit = codItemLimit(country);
  if (limit > 0 && productLines(cart).length > limit) return "itemLimit";
  const freight = cart.lineItems.some((l) => attributesOf(l.variant).get("isPackageTypeFreight") === true);
  if (freight && !isSwitchOn("codForFreight", country)) return "freight";
  return null;
}

/** SPEC §9: bank transfer where the country has it, under the cash-and-bank rule. */
export function bankTransferAllowed(cart: Cart, country: CountryCode): boolean {
  return isSwitchOn("bankTransfer", country) && cashAndBankRule(cart);
}

/** SPEC §1: a Multibanco reference where config/payments.ts offers it, for a cart in its currency. */
export const multibancoAllowed = (cart: Cart, country: CountryCode): boolean =>
  MULTIBANCO.countries.includes(country) && cart.totalPrice.currencyCode === MULTIBANCO.currency;

/**
 * SPEC §4: the methods of the card provider's hosted page a private or company buyer is offered
 * (Multibanco is its own payment option, config/payments.ts DIRECT_METHODS).
 */
export const cardMethods = (clientType: ClientType) => {
  const removed: readonly string[] = CARD_METHODS_REMOVED[clientType];
  return HOSTED_PAGE_METHODS.filter((m) => !removed.includes(m));
};

/** SPEC §4 "Payment flow": a cart is ordered only with its e-mail and the billing first name. */
export const hasDetails = (cart: Cart) => Boolean(cart.customerEmail && cart.billingAddress?.firstName);
