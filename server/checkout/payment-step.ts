/**
 * What the payment step checks before the shopper pays (SPEC §4 "Payment flow"): the shipping
 * method still fits, every discount code can still be used (a single-use code another order used up
 * is taken off with a notice, not discovered after the card was authorised), and stock covers the
 * cart. Also what the step offers: cash on delivery and bank transfer where SPEC §5 and §9 allow.
 */
import type { Cart, CartUpdateAction, DiscountCodeState } from "@commercetools/platform-sdk";
import { toMajor } from "../../config";
import type { CartService } from "../cart";
import type { Market } from "../market";
import { chargedCodFeeCents } from "./cod-fee";
import { bankTransferAllowed, type CodRefusal, codRefusal, multibancoAllowed } from "./eligibility";
import type { Shortage, StockCheck } from "./stock";

/** What the payment step offers besides the card provider: why cash on delivery is not, when it is not. */
export interface PaymentOptions {
  cod: { allowed: boolean; refusal: CodRefusal | null; fee: number };
  bank: { allowed: boolean };
  multibanco: { allowed: boolean };
}

/** Discount-code states that mean the code will never apply again (the platform would refuse the order). */
const UNUSABLE: readonly DiscountCodeState[] = ["MaxApplicationReached", "NotActive", "NotValid"];

/** SPEC §4, §5, §9: what the payment step offers this cart. */
export function paymentOptions(market: Market, cart: Cart): PaymentOptions {
  const country = market.country.countryCode;
  const currency = cart.totalPrice.currencyCode;
  const refusal = codRefusal(cart, country);
  // A reverse-charge cart is offered (and charged) the net fee (decision 0029).
  const feeCents = chargedCodFeeCents(cart);
  return {
    cod: { allowed: refusal === null, refusal, fee: toMajor(feeCents, currency) },
    bank: { allowed: bankTransferAllowed(cart, country) },
    multibanco: { allowed: multibancoAllowed(cart, country) },
  };
}

export function createPaymentStep(deps: {
  carts: CartService;
  stock: StockCheck;
  ensureShippingMethod: (market: Market, cart: Cart) => Promise<Cart>;
}) {
  const { carts, stock, ensureShippingMethod } = deps;

  /**
   * Takes off the cart the discount codes that can no longer be used, as the platform sees them now
   * (a recalculation re-reads each code's state): the codes taken off, by their text.
   */
  async function dropUnusableCodes(market: Market, cart: Cart): Promise<{ cart: Cart; removed: string[] }> {
    if (cart.discountCodes.length === 0) return { cart, removed: [] };
    const checked = await carts.update(market, cart, () => [{ action: "recalculate" }]);
    const unusable = checked.discountCodes.filter((d) => d.state && UNUSABLE.includes(d.state));
    if (unusable.length === 0) return { cart: checked, removed: [] };
    const ids = new Set(unusable.map((d) => d.discountCode.id));
    const updated = await carts.update(market, checked, (current) =>
      current.discountCodes
        .filter((d) => ids.has(d.discountCode.id))
        .map(
          (d): CartUpdateAction => ({
            action: "removeDiscountCode",
            discountCode: { typeId: "discount-code", id: d.discountCode.id },
          }),
        ),
    );
    const removed = unusable.map((d) => d.discountCode.obj?.code ?? d.discountCode.id);
    console.warn(`Cart ${cart.id}: discount code(s) no longer usable taken off: ${removed.join(", ")}`);
    return { cart: updated, removed };
  }

  return {
    dropUnusableCodes,
    /**
     * The payment step's cart, checked: its shipping method, its discount codes (`removedCodes` to
     * tell the shopper) and the lines stock cannot cover (`shortages`: nothing can be ordered then).
     * A net cart is not re-netted here: re-netting writes the cart each time (a page that reloads on
     * its cart's room events would reload for ever), so placing re-nets it and refuses with
     * `pricesChanged` when that changed the total the shopper saw (decision 0029).
     */
    async prepare(
      market: Market,
      cart: Cart,
    ): Promise<{ cart: Cart; removedCodes: string[]; shortages: Shortage[] }> {
      const shipped = await ensureShippingMethod(market, cart);
      const { cart: checked, removed } = await dropUnusableCodes(market, shipped);
      return { cart: checked, removedCodes: removed, shortages: await stock.shortages(checked) };
    },
  };
}
