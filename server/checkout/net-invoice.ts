/**
 * NET invoices under the reverse-charge rule (issue 19.1, SPEC §3 `change_tax_rate_enabled`, §4 "VAT
 * validation", §8; decision 0029). A company buyer whose VAT ID the VAT service answered "valid" at
 * the addresses step, in a store that may invoice net (config/reverse-charge.ts), gets a cart in the
 * External tax mode with a 0 % "reverse-charge" rate on every item and the NET amounts the catalogue
 * showed them (gross / (1 + the store country's rate), half even): net line prices
 * (setLineItemPrice with an externalPrice), the net cash-on-delivery fee (changeCustomLineItemMoney)
 * and net shipping (setCustomShippingMethod), as commercetools would be asked; anything else puts the
 * cart back to the Platform mode and exactly its gross amounts. The decision is the server's: it reads
 * the VAT check it made itself, never a posted flag.
 */
import type {
  Cart,
  CartUpdateAction,
  CustomLineItem,
  ExternalTaxRateDraft,
  LineItem,
} from "@commercetools/platform-sdk";
import {
  type ClientType,
  COD_FEE_LINE,
  type CountryCode,
  netInvoiceAllowed,
  REVERSE_CHARGE,
} from "../../config";
import type { CartService } from "../cart";
import { offerPrice } from "../cart/guarantees";
import { isReverseCharge, storeVatRate } from "../cart/reverse-charge";
import { netCents } from "../cart/summary-net";
import { guaranteeParent } from "../cart/view";
import type { GuaranteeOffer } from "../catalog/guarantee";
import type { Stores } from "../catalog/stores";
import type { CommercePort } from "../commerce";
import { LOCALE_MARKETS, type Market } from "../market";
import type { VatOutcome } from "../vat";
import { cartFieldActions, codFeeValue } from "./cart-fields";
import { codFeeCents } from "./cod-fee";

/** What the addresses step did to the cart's taxes: net, gross, or net wanted but not made (§8). */
export type NetOutcome = "net" | "gross" | "failed";

/** The 0 % rate of a reverse-charge item, for the cart's country. */
export function reverseChargeRate(cart: Pick<Cart, "country" | "billingAddress">): ExternalTaxRateDraft {
  const country = (cart.country ?? cart.billingAddress?.country ?? "").toUpperCase();
  return { name: REVERSE_CHARGE.rateName, amount: 0, includedInPrice: true, country };
}

/**
 * What planning a cart's net or gross amounts needs besides the cart: the store country's standard
 * VAT rate, the gross price of each extra-guarantee line (its offer's, by line id; a guarantee is an
 * external price of the shop's already) and the platform's shipping method a gross cart goes back to.
 */
export interface NetFacts {
  /** The store country's standard rate as a fraction (config VAT_RATES, as the catalogue nets). */
  vatRate: number;
  guaranteeGross?: ReadonlyMap<string, number>;
  platformShipping?: { typeId: "shipping-method"; id: string };
}

const isCodFee = (line: CustomLineItem) => line.key === COD_FEE_LINE.key;

/**
 * The net unit price a line should have in a net cart, or undefined when it has the right one: a
 * line on the platform's price gets the net of that price (the product-discounted value when there
 * is one); a guarantee line the net of its offer's gross price; any other external price stays, as
 * commercetools keeps it (a quantity change multiplies it).
 */
function netUnitOf(line: LineItem, facts: NetFacts): number | undefined {
  if (line.lineItemMode === "GiftLineItem") return undefined;
  const current = line.price.value.centAmount;
  const guarantee = guaranteeParent(line) !== undefined;
  // The product-discounted value when there is one, as the catalogue shows a company buyer.
  const platformUnit = (line.price.discounted?.value ?? line.price.value).centAmount;
  if (line.priceMode !== "ExternalPrice") return netCents(platformUnit, facts.vatRate);
  if (!guarantee) return undefined;
  const gross = facts.guaranteeGross?.get(line.id);
  if (gross === undefined) return undefined;
  return netCents(gross, facts.vatRate) === current ? undefined : netCents(gross, facts.vatRate);
}

/**
 * A guarantee line whose offer is no longer known (its gross price cannot be had): it cannot be
 * netted from its offer nor restored to gross later, so it leaves the cart when the cart goes net or
 * gross, as a guarantee without a price goes elsewhere (server/cart/guarantees.ts).
 */
const unpricedGuarantee = (line: LineItem, facts: NetFacts) =>
  guaranteeParent(line) !== undefined && facts.guaranteeGross?.get(line.id) === undefined;

const removal = (line: LineItem): CartUpdateAction => ({ action: "removeLineItem", lineItemId: line.id });

/**
 * The actions that bring a net cart's amounts and rates where they belong: net line prices
 * (setLineItemPrice with an externalPrice), the net cash-on-delivery fee (changeCustomLineItemMoney,
 * its calculatedCodFee field with it), net shipping (setCustomShippingMethod from the platform's
 * rate for the cart, free from the net of its threshold), and the 0 % rate on every item without one.
 */
function netActions(cart: Cart, facts: NetFacts, fromPlatform: boolean): CartUpdateAction[] {
  const externalTaxRate = reverseChargeRate(cart);
  const currencyCode = cart.totalPrice.currencyCode;
  const net = (cents: number) => ({ currencyCode, centAmount: netCents(cents, facts.vatRate) });
  const lines = cart.lineItems.flatMap((line): CartUpdateAction[] => {
    if (fromPlatform && unpricedGuarantee(line, facts)) return [removal(line)];
    const unit = netUnitOf(line, facts);
    return [
      ...(unit === undefined
        ? []
        : [
            {
              action: "setLineItemPrice" as const,
              lineItemId: line.id,
              externalPrice: { currencyCode, centAmount: unit },
            },
          ]),
      ...(line.taxRate
        ? []
        : [{ action: "setLineItemTaxRate" as const, lineItemId: line.id, externalTaxRate }]),
    ];
  });
  const grossFee = codFeeCents(currencyCode);
  const fees = cart.customLineItems.flatMap((line): CartUpdateAction[] => {
    const netFee = isCodFee(line) && line.money.centAmount === grossFee ? net(grossFee) : undefined;
    return [
      ...(netFee
        ? [{ action: "changeCustomLineItemMoney" as const, customLineItemId: line.id, money: netFee }]
        : []),
      ...(netFee ? cartFieldActions(cart, { codFee: codFeeValue(currencyCode, netFee.centAmount) }) : []),
      ...(line.taxRate
        ? []
        : [{ action: "setCustomLineItemTaxRate" as const, customLineItemId: line.id, externalTaxRate }]),
    ];
  });
  const info = cart.shippingInfo;
  const shipping: CartUpdateAction[] =
    info?.shippingMethod && info.shippingRate
      ? [
          {
            action: "setCustomShippingMethod",
            shippingMethodName: info.shippingMethodName,
            shippingRate: {
              price: net(info.shippingRate.price.centAmount),
              ...(info.shippingRate.freeAbove
                ? { freeAbove: net(info.shippingRate.freeAbove.centAmount) }
                : {}),
            },
            externalTaxRate,
          },
        ]
      : info && !info.taxRate
        ? [{ action: "setShippingMethodTaxRate", externalTaxRate }]
        : [];
  return [...lines, ...fees, ...shipping];
}

/**
 * The actions that put a net cart back to gross with exactly its gross amounts: the Platform tax
 * mode, every line back on the platform's price (a guarantee on its offer's gross price), the gross
 * cash-on-delivery fee and the platform's shipping method.
 */
function grossActions(cart: Cart, facts: NetFacts): CartUpdateAction[] {
  const currencyCode = cart.totalPrice.currencyCode;
  const lines = cart.lineItems.flatMap((line): CartUpdateAction[] => {
    if (line.lineItemMode === "GiftLineItem" || line.priceMode !== "ExternalPrice") return [];
    if (guaranteeParent(line) === undefined) return [{ action: "setLineItemPrice", lineItemId: line.id }];
    if (unpricedGuarantee(line, facts)) return [removal(line)];
    const gross = facts.guaranteeGross?.get(line.id);
    return gross === undefined || gross === line.price.value.centAmount
      ? []
      : [
          {
            action: "setLineItemPrice",
            lineItemId: line.id,
            externalPrice: { currencyCode, centAmount: gross },
          },
        ];
  });
  const grossFee = codFeeCents(currencyCode);
  const fees = cart.customLineItems.flatMap((line): CartUpdateAction[] =>
    isCodFee(line) && line.money.centAmount !== grossFee
      ? [
          {
            action: "changeCustomLineItemMoney",
            customLineItemId: line.id,
            money: { currencyCode, centAmount: grossFee },
          },
          ...cartFieldActions(cart, { codFee: codFeeValue(currencyCode, grossFee) }),
        ]
      : [],
  );
  const custom = cart.shippingInfo && !cart.shippingInfo.shippingMethod;
  const shipping: CartUpdateAction[] =
    custom && facts.platformShipping
      ? [{ action: "setShippingMethod", shippingMethod: facts.platformShipping }]
      : [];
  return [{ action: "changeTaxMode", taxMode: "Platform" }, ...lines, ...fees, ...shipping];
}

/**
 * The actions that make a cart net (External mode, net amounts, every item at 0 %) or gross again
 * (Platform mode, the platform's amounts), in one update. A cart already net gets only what a later
 * change left out (a new line, a guarantee repriced, the fee, a new shipping method).
 */
export function netInvoiceActions(
  cart: Cart,
  net: boolean,
  facts: NetFacts = factsOf(cart),
): CartUpdateAction[] {
  if (!net) return cart.taxMode === "External" ? grossActions(cart, facts) : [];
  if (cart.taxMode === "External") return netActions(cart, facts, false);
  // changeTaxMode drops every item's rate, so each one gets the zero rate in the same update.
  const unrated: Cart = {
    ...cart,
    lineItems: cart.lineItems.map((l) => ({ ...l, taxRate: undefined })),
    customLineItems: cart.customLineItems.map((l) => ({ ...l, taxRate: undefined })),
    shippingInfo: cart.shippingInfo && { ...cart.shippingInfo, taxRate: undefined },
  };
  return [{ action: "changeTaxMode", taxMode: "External" }, ...netActions(unrated, facts, true)];
}

/**
 * The actions that put a net cart's netted amounts back on the platform's CURRENT prices while it
 * stays in the External mode: every line the shop netted (not a guarantee, whose offer is read each
 * time, not a gift) back to the price the platform selects now (setLineItemPrice without a price),
 * and the platform's shipping method the custom net one stands for. The change step
 * (keepNetConsistent) then nets them again in the same queued change, as it nets a line added to a
 * net cart. commercetools keeps an external price through every recalculation, so without this a
 * price rise or an ended product discount would never reach a cart that went net before it.
 */
export function replatformActions(cart: Cart, facts: NetFacts): CartUpdateAction[] {
  if (cart.taxMode !== "External") return [];
  const lines = cart.lineItems
    .filter(
      (l) =>
        l.lineItemMode !== "GiftLineItem" &&
        l.priceMode === "ExternalPrice" &&
        guaranteeParent(l) === undefined,
    )
    .map((l): CartUpdateAction => ({ action: "setLineItemPrice", lineItemId: l.id }));
  const custom = cart.shippingInfo && !cart.shippingInfo.shippingMethod;
  const shipping: CartUpdateAction[] =
    custom && facts.platformShipping
      ? [{ action: "setShippingMethod", shippingMethod: facts.platformShipping }]
      : [];
  return [...lines, ...shipping];
}

/**
 * Whether a net cart is wholly net: every item at the 0 % reverse-charge rate (a taxed price whose
 * portions are all that rate) and every line on a price the shop netted. A line back on the
 * platform's gross price in a net cart would charge the VAT the invoice says is not charged.
 */
export function fullyNet(cart: Cart): boolean {
  return (
    isReverseCharge(cart) &&
    cart.lineItems.every((l) => l.lineItemMode === "GiftLineItem" || l.priceMode === "ExternalPrice")
  );
}

/** The facts a cart alone gives: its store country's rate (no guarantee offers, no shipping method). */
export const factsOf = (cart: Pick<Cart, "country">): NetFacts => ({ vatRate: storeVatRate(cart) });

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

  /**
   * The facts a plan needs: the store country's rate, each guarantee line's gross offer price (in
   * the market of the cart's country) and the platform's shipping method that a custom (net) one
   * stands for, by its name, else the default one offered for the cart.
   */
  async function factsFor(cart: Cart, net: boolean): Promise<NetFacts> {
    const market = LOCALE_MARKETS.find((m) => m.country.isoCode === cart.country);
    const guarantees = cart.lineItems.some((l) => guaranteeParent(l) !== undefined);
    const offers =
      guarantees && market ? await carts.offersByParent(market, cart) : new Map<string, GuaranteeOffer[]>();
    const guaranteeGross = new Map<string, number>();
    for (const line of cart.lineItems) {
      const parent = guaranteeParent(line);
      const offer = parent ? offers.get(parent)?.find((o) => o.sku === line.variant.sku) : undefined;
      if (offer) guaranteeGross.set(line.id, offerPrice(offer, cart.totalPrice.currencyCode).centAmount);
    }
    // Only a cart going gross needs the platform's method back.
    const custom = !net && cart.shippingInfo && !cart.shippingInfo.shippingMethod;
    const methods = custom ? await commerce.shippingMethodsForCart(cart.id) : [];
    const method =
      methods.find((m) => m.name === cart.shippingInfo?.shippingMethodName) ??
      methods.find((m) => m.isDefault) ??
      methods[0];
    return {
      ...factsOf(cart),
      guaranteeGross,
      ...(method ? { platformShipping: { typeId: "shipping-method", id: method.id } } : {}),
    };
  }
  const plan = async (cart: Cart, net: boolean) => netInvoiceActions(cart, net, await factsFor(cart, net));
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
          .update(market, cart, (current) => plan(current, true))
          .catch((error: unknown) => {
            console.error(`Making cart ${cart.id} net (reverse charge) failed`, error);
            return null;
          });
        if (net?.taxMode === "External" && isReverseCharge(net)) return "net";
        // Half net is no invoice at all: the cart goes back to gross, and the shopper is told.
        await carts.update(market, net ?? cart, (current) => plan(current, false));
        return "failed";
      }
      await carts.update(market, cart, (current) => plan(current, false));
      return allowed && input.vat?.kind === "unavailable" ? "failed" : "gross";
    },

    /**
     * The header's private/company switch (/api/client-type; SPEC §4 "Client type is stored in a
     * cookie"): a private buyer never keeps a net cart, so switching to private puts a net cart back
     * to gross at once. Switching to company changes nothing: only the addresses step's
     * server-validated VAT ID makes a cart net, so a switch back to company stays gross until that
     * step is posted again (which takes the ID's stored result, without a new check).
     */
    async settleClientType(market: Market, cart: Cart, clientType: ClientType): Promise<Cart> {
      if (clientType !== "private" || cart.taxMode !== "External") return cart;
      return carts.update(market, cart, (current) => plan(current, false));
    },

    /**
     * Before anything is paid or ordered (the payment step, placing and the Drop-in, the card return):
     * a net cart's lines and shipping re-netted from the platform's current prices
     * (replatformActions, then the change step nets them), so the amount charged is always the
     * current net amount. A gross cart, or one no longer active, is returned as it is.
     */
    async refreshNet(market: Market, cart: Cart): Promise<Cart> {
      if (cart.taxMode !== "External" || cart.cartState !== "Active") return cart;
      return carts.update(market, cart, async (current) =>
        current.taxMode === "External" ? replatformActions(current, await factsFor(current, false)) : [],
      );
    },

    /**
     * A change step of every cart change (cart service onChange): a net cart whose billing address no
     * longer qualifies goes back to gross, and items added to a net cart (a line, a guarantee priced
     * again, the cash-on-delivery fee, a new shipping method) get their net amount and the zero rate,
     * so the cart stays net and can be ordered. An external price stays through quantity changes.
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
        const actions = await plan(cart, billingQualifies(cart, allowed));
        return actions.length > 0 ? await commerce.updateCart(cart.id, cart.version, actions) : cart;
      } catch (error) {
        console.error(`Keeping cart ${cart.id}'s reverse-charge rates failed`, error);
        return cart;
      }
    },
  };
}
