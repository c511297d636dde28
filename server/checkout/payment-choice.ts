/**
 * What the shopper chose before the order is placed, kept on the cart (SPEC §3 cart custom fields):
 * the payment kind (cash on delivery sets the fee line and calculatedCodFee, another kind takes both
 * off, so the payment step's summary shows the fee and its VAT from the platform before the order is
 * placed) and the utm source of the visit, read from its cookie (decision 0028).
 */
import type { Cart } from "@commercetools/platform-sdk";
import { CART_FIELDS, type PaymentKind } from "../../config";
import type { CartService } from "../cart";
import type { Stores } from "../catalog/stores";
import type { Market } from "../market";
import { codFeeActions, codFeeTitle } from "./cod-fee";
import { codRefusal } from "./eligibility";

// The order keeps the visit's utm source (decision 0028); the tracking calls carry it too (0067).
export { utmSourceOf } from "../routing/flags";

export function createPaymentChoice(deps: { carts: CartService; stores: Pick<Stores, "store"> }) {
  const { carts, stores } = deps;
  /**
   * Keeps the chosen payment kind on the cart: cash on delivery (where SPEC §5 allows it) gets the
   * fee line and calculatedCodFee; any other kind, or cash on delivery no longer allowed, neither.
   */
  async function choosePayment(market: Market, cart: Cart, kind: PaymentKind): Promise<Cart> {
    const withFee = kind === "cod" && codRefusal(cart, market.country.countryCode) === null;
    const title = withFee ? codFeeTitle(await stores.store(market)) : undefined;
    return carts.update(market, cart, (current) => codFeeActions(current, withFee, title));
  }

  return {
    choosePayment,
    /**
     * The payment step's cart and whether cash on delivery is its chosen kind (calculatedCodFee is
     * set): a cart that chose it and no longer may (SPEC §5, it changed since) loses the fee first.
     */
    async chosenPayment(market: Market, cart: Cart): Promise<{ cart: Cart; codChosen: boolean }> {
      if (cart.custom?.fields[CART_FIELDS.codFee] === undefined) return { cart, codChosen: false };
      if (codRefusal(cart, market.country.countryCode) === null) return { cart, codChosen: true };
      return { cart: await choosePayment(market, cart, "card"), codChosen: false };
    },
  };
}
