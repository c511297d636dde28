/**
 * NET invoices under the reverse-charge rule (issue 19.1, SPEC §3 `change_tax_rate_enabled`, §4 "VAT
 * validation", §8; decision 0029). A company buyer whose VAT ID the VAT service answered "valid" at
 * the addresses step, in a store that may invoice net (config/reverse-charge.ts), gets a cart in the
 * External tax mode with a 0 % "reverse-charge" rate on every item, as commercetools would be asked
 * (changeTaxMode, setLineItemTaxRate, setCustomLineItemTaxRate, setShippingMethodTaxRate); anything
 * else puts the cart back to the Platform mode (gross). The decision is the server's: it reads the
 * VAT check it made itself, never a posted flag.
 */
import type { Cart, CartUpdateAction, ExternalTaxRateDraft } from "@commercetools/platform-sdk";
import { type ClientType, type CountryCode, netInvoiceAllowed, REVERSE_CHARGE } from "../../config";
import type { CartService } from "../cart";
import { isReverseCharge } from "../cart/reverse-charge";
import type { Stores } from "../catalog/stores";
import type { CommercePort } from "../commerce";
import type { Market } from "../market";
import type { VatOutcome } from "../vat";

/** What the addresses step did to the cart's taxes: net, gross, or net wanted but not made (§8). */
export type NetOutcome = "net" | "gross" | "failed";

/** The 0 % rate of a reverse-charge item, for the cart's country. */
export function reverseChargeRate(cart: Pick<Cart, "country" | "billingAddress">): ExternalTaxRateDraft {
  const country = (cart.country ?? cart.billingAddress?.country ?? "").toUpperCase();
  return { name: REVERSE_CHARGE.rateName, amount: 0, includedInPrice: true, country };
}

/** The zero-rate actions for the items of an External cart that have no rate yet (new lines, a fee, shipping). */
export function missingRateActions(cart: Cart): CartUpdateAction[] {
  const externalTaxRate = reverseChargeRate(cart);
  return [
    ...cart.lineItems
      .filter((line) => !line.taxRate)
      .map(
        (line): CartUpdateAction => ({ action: "setLineItemTaxRate", lineItemId: line.id, externalTaxRate }),
      ),
    ...cart.customLineItems
      .filter((line) => !line.taxRate)
      .map(
        (line): CartUpdateAction => ({
          action: "setCustomLineItemTaxRate",
          customLineItemId: line.id,
          externalTaxRate,
        }),
      ),
    ...(cart.shippingInfo && !cart.shippingInfo.taxRate
      ? [{ action: "setShippingMethodTaxRate" as const, externalTaxRate }]
      : []),
  ];
}

/** The actions that make a cart net (External, every item at 0 %) or gross again (Platform). */
export function netInvoiceActions(cart: Cart, net: boolean): CartUpdateAction[] {
  if (!net) return cart.taxMode === "External" ? [{ action: "changeTaxMode", taxMode: "Platform" }] : [];
  if (cart.taxMode === "External") return missingRateActions(cart);
  // changeTaxMode drops every item's rate, so each one gets the zero rate in the same update.
  const unrated: Cart = {
    ...cart,
    lineItems: cart.lineItems.map((l) => ({ ...l, taxRate: undefined })),
    customLineItems: cart.customLineItems.map((l) => ({ ...l, taxRate: undefined })),
    shippingInfo: cart.shippingInfo && { ...cart.shippingInfo, taxRate: undefined },
  };
  return [{ action: "changeTaxMode", taxMode: "External" }, ...missingRateActions(unrated)];
}

/**
 * Whether a cart's billing address still carries what made it net: a company with a VAT ID the
 * server found valid (the addresses step's custom fields), in a store that may invoice net.
 */
export function billingQualifies(cart: Cart, allowed: boolean): boolean {
  const billing = cart.billingAddress;
  return allowed && Boolean(billing?.company) && billing?.custom?.fields.vatValidated === true;
}

export function createNetInvoices(deps: {
  commerce: CommercePort;
  carts: CartService;
  stores: Pick<Stores, "storeSwitch" | "storeSwitchOf">;
}) {
  const { commerce, carts, stores } = deps;
  const allowedIn = async (market: Market) =>
    netInvoiceAllowed(
      market.country.countryCode,
      await stores.storeSwitch(market, "change_tax_rate_enabled"),
    );

  return {
    /**
     * After the addresses step saved the billing address: net for a valid VAT ID where allowed, else
     * gross. 'failed' when net was due but the platform refused it, or when the check could not be
     * done in a store that would have gone net (§8 'We were unable to adjust prices to NET…'). A
     * refused return to gross throws: a private buyer must never keep a net cart.
     */
    async settleNetInvoice(
      market: Market,
      cart: Cart,
      input: { clientType: ClientType; vat: VatOutcome | null },
    ): Promise<NetOutcome> {
      const company = input.clientType === "company";
      const allowed = company && input.vat !== null && (await allowedIn(market));
      if (allowed && input.vat?.kind === "valid") {
        const net = await carts
          .update(market, cart, (current) => netInvoiceActions(current, true))
          .catch((error: unknown) => {
            console.error(`Making cart ${cart.id} net (reverse charge) failed`, error);
            return null;
          });
        if (net?.taxMode === "External" && isReverseCharge(net)) return "net";
        // Half net is no invoice at all: the cart goes back to gross, and the shopper is told.
        await carts.update(market, net ?? cart, (current) => netInvoiceActions(current, false));
        return "failed";
      }
      await carts.update(market, cart, (current) => netInvoiceActions(current, false));
      return allowed && input.vat?.kind === "unavailable" ? "failed" : "gross";
    },

    /**
     * A change step of every cart change (cart service onChange): a net cart whose billing address no
     * longer qualifies goes back to gross, and items added to a net cart (a line, the cash-on-delivery
     * fee, a new shipping method) get the zero rate, so the cart stays net and can be ordered.
     * Never throws: a failure is logged and the cart is left as it is.
     */
    async keepNetConsistent(cart: Cart): Promise<Cart> {
      if (cart.taxMode !== "External" || cart.cartState !== "Active") return cart;
      try {
        const storeKey = cart.store?.key ?? "";
        const country = (cart.country ?? "").toLowerCase() as CountryCode;
        const allowed = netInvoiceAllowed(
          country,
          await stores.storeSwitchOf(storeKey, "change_tax_rate_enabled"),
        );
        const actions = netInvoiceActions(cart, billingQualifies(cart, allowed));
        return actions.length > 0 ? await commerce.updateCart(cart.id, cart.version, actions) : cart;
      } catch (error) {
        console.error(`Keeping cart ${cart.id}'s reverse-charge rates failed`, error);
        return cart;
      }
    },
  };
}
