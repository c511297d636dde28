/**
 * The cart's tax mode and external tax rates, as commercetools applies them: `changeTaxMode` (Platform
 * or External), then in External mode a rate per line item, custom line item and the shipping method
 * (`setLineItemTaxRate`, `setCustomLineItemTaxRate`, `setShippingMethodTaxRate`, or `externalTaxRate`
 * on addLineItem, addCustomLineItem and setShippingMethod). The calculator taxes an External cart's
 * items with their own rates only, so the cart has no taxedPrice (and cannot be ordered) while an
 * item lacks one. The shop uses this for NET invoices under reverse charge (decision 0029).
 */
import type { Cart, ExternalTaxRateDraft, TaxMode, TaxRate } from "@commercetools/platform-sdk";
import { invalidInput, invalidOperation } from "../../errors";
import type { CartActionHandlers } from "./types";

/** The tax modes the embedded platform computes; ExternalAmount and Disabled are refused. */
const SUPPORTED_MODES: readonly TaxMode[] = ["Platform", "External"];

/**
 * An external tax rate as the platform stores it on an item. The embedded platform's prices are
 * gross, so a rate on top of the price (includedInPrice false) is accepted only at 0 %, where net
 * and gross are the same.
 */
export function externalTaxRate(draft: ExternalTaxRateDraft | undefined): TaxRate | undefined {
  if (draft === undefined) return undefined;
  const { name, amount, country, includedInPrice = false, state } = draft as Partial<ExternalTaxRateDraft>;
  if (typeof name !== "string" || name.trim() === "")
    throw invalidInput("An external tax rate needs a name.", "externalTaxRate.name");
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0 || amount > 1)
    throw invalidInput("An external tax rate's amount must be between 0 and 1.", "externalTaxRate.amount");
  if (typeof country !== "string" || !/^[A-Z]{2}$/.test(country))
    throw invalidInput("An external tax rate needs a country code.", "externalTaxRate.country");
  if (!includedInPrice && amount > 0)
    throw invalidInput(
      "The embedded platform's prices include tax: an external rate above 0 must be includedInPrice.",
      "externalTaxRate.includedInPrice",
    );
  return {
    name,
    amount,
    includedInPrice: amount === 0 ? true : includedInPrice,
    country,
    ...(state ? { state } : {}),
  };
}

/** An external rate may be set only on a cart in External tax mode. */
function externalOnly(cart: Cart, action: string) {
  if (cart.taxMode !== "External")
    throw invalidOperation(
      `The action '${action}' needs a cart with the External tax mode (it is ${cart.taxMode}).`,
    );
}

/** Without its tax rate (the platform's, or an external one): the calculator decides again. */
const withoutRate = <T extends { taxRate?: TaxRate }>(item: T): T => ({ ...item, taxRate: undefined });

export const TAX_ACTIONS: CartActionHandlers = {
  /** A new mode drops every item's rate: Platform looks them up again, External waits for the shop's. */
  changeTaxMode: (cart, action) => {
    if (!SUPPORTED_MODES.includes(action.taxMode))
      throw invalidInput(
        `The tax mode '${action.taxMode}' is not supported by the embedded platform.`,
        "taxMode",
      );
    if (action.taxMode === cart.taxMode) return cart;
    return {
      ...cart,
      taxMode: action.taxMode,
      lineItems: cart.lineItems.map(withoutRate),
      customLineItems: cart.customLineItems.map(withoutRate),
      shippingInfo: cart.shippingInfo && withoutRate(cart.shippingInfo),
    };
  },

  setLineItemTaxRate: (cart, action) => {
    externalOnly(cart, action.action);
    const line = cart.lineItems.find(
      (l) => l.id === action.lineItemId || (action.lineItemKey !== undefined && l.key === action.lineItemKey),
    );
    if (!line) throw invalidInput("The cart does not contain that line item.", "lineItemId");
    const taxRate = externalTaxRate(action.externalTaxRate);
    return { ...cart, lineItems: cart.lineItems.map((l) => (l === line ? { ...l, taxRate } : l)) };
  },

  setCustomLineItemTaxRate: (cart, action) => {
    externalOnly(cart, action.action);
    const line = cart.customLineItems.find(
      (l) =>
        l.id === action.customLineItemId ||
        (action.customLineItemKey !== undefined && l.key === action.customLineItemKey),
    );
    if (!line) throw invalidInput("The cart does not contain that custom line item.", "customLineItemId");
    const taxRate = externalTaxRate(action.externalTaxRate);
    return {
      ...cart,
      customLineItems: cart.customLineItems.map((l) => (l === line ? { ...l, taxRate } : l)),
    };
  },

  setShippingMethodTaxRate: (cart, action) => {
    externalOnly(cart, action.action);
    if (action.shippingKey !== undefined)
      throw invalidOperation("A cart with the Single shipping mode takes no shippingKey.");
    if (!cart.shippingInfo) throw invalidOperation("The cart has no shipping method to set a tax rate on.");
    return {
      ...cart,
      shippingInfo: { ...cart.shippingInfo, taxRate: externalTaxRate(action.externalTaxRate) },
    };
  },
};
