/**
 * SPEC §4 "Addresses" for a signed-in customer (decision 0033): the saved addresses the step offers
 * (each role's own book first, then the other's), the shipping address type kept in its cookie
 * (SAME_AS_BILLING, DIFFERENT_FROM_BILLING, SAVED_ADDRESS; signed), what the step preselects, and
 * the after-submit saving to the books.
 */
import type { Cart, Customer } from "@commercetools/platform-sdk";
import {
  type AddressChoiceValue,
  type AddressFieldsValue,
  addressFormValues,
  type CheckoutAddressValue,
  CLIENT_STATE_DEFAULTS,
  NEW_ADDRESS,
  type SavedAddressOption,
  SHIPPING_ADDRESS_TYPES,
  sameAddress,
} from "../../config";
import { type Accounts, type AddressRole, addressBook } from "../account";
import type { Market } from "../market";
import { shopCookie } from "../session/cookies";

export type ShippingAddressType = (typeof SHIPPING_ADDRESS_TYPES)[number];
/** The form's shipping types and SPEC's names for them. */
export type ShippingChoice = "same" | "different" | "saved";
const SPEC_NAMES: Record<ShippingChoice, ShippingAddressType> = {
  same: "SAME_AS_BILLING",
  different: "DIFFERENT_FROM_BILLING",
  saved: "SAVED_ADDRESS",
};

/**
 * A role's choices: its own book (default first), then the other book's addresses it lacks; with
 * `country` (ISO, "DE"), only the addresses in it (each country's shop ships within it).
 */
export function savedAddressOptions(
  customer: Customer | null,
  role: AddressRole,
  country?: string,
): SavedAddressOption[] {
  if (!customer) return [];
  const other: AddressRole = role === "billing" ? "shipping" : "billing";
  const seen = new Set<string>();
  return [...addressBook(customer, role), ...addressBook(customer, other)].flatMap(({ address }) => {
    if (!address.id || seen.has(address.id)) return [];
    if (country && address.country !== country) return [];
    seen.add(address.id);
    return [{ id: address.id, fields: addressFormValues(address) }];
  });
}

/** Whether an id is one of the customer's own addresses in a role's book (saving updates it then). */
export const inBook = (customer: Customer, role: AddressRole, id: string | undefined) =>
  Boolean(id) && addressBook(customer, role).some((entry) => entry.address.id === id);

/** The shipping address type stored for this browser, SAME_AS_BILLING when none or not readable. */
export async function storedShippingType(request: Request): Promise<ShippingAddressType> {
  const https = new URL(request.url).protocol === "https:";
  const stored: unknown = await shopCookie("shippingAddressType", { https }).parse(
    request.headers.get("Cookie"),
  );
  return (SHIPPING_ADDRESS_TYPES as readonly unknown[]).includes(stored)
    ? (stored as ShippingAddressType)
    : CLIENT_STATE_DEFAULTS.shippingAddressType;
}

/** The Set-Cookie header that keeps the chosen shipping type under SPEC's name. */
export function shippingTypeCookie(request: Request, choice: ShippingChoice): Promise<string> {
  const https = new URL(request.url).protocol === "https:";
  return shopCookie("shippingAddressType", { https }).serialize(SPEC_NAMES[choice]);
}

/**
 * What the step preselects. The cart says it when it has addresses: an address of the books is the
 * saved one (SPEC: billing is "saved billing" when it has such an id); otherwise the stored shipping
 * type, with the books' defaults (a new cart of a returning customer).
 */
export function preselection(
  cart: Cart,
  billingOptions: SavedAddressOption[],
  shippingOptions: SavedAddressOption[],
  stored: ShippingAddressType,
): { billingAddressId: string; shippingType: ShippingChoice; shippingAddressId: string } {
  const has = (options: SavedAddressOption[], id: string | undefined) =>
    Boolean(id) && options.some((o) => o.id === id);
  const billingId = cart.billingAddress?.id;
  const shippingId = cart.shippingAddress?.id;
  const billingAddressId = cart.billingAddress
    ? has(billingOptions, billingId)
      ? String(billingId)
      : NEW_ADDRESS
    : (billingOptions[0]?.id ?? NEW_ADDRESS);
  const firstShipping = shippingOptions[0]?.id ?? "";
  if (cart.shippingAddress) {
    if (has(shippingOptions, shippingId))
      return { billingAddressId, shippingType: "saved", shippingAddressId: String(shippingId) };
    const different = !sameAddress(cart.shippingAddress, cart.billingAddress);
    return {
      billingAddressId,
      shippingType: different ? "different" : "same",
      shippingAddressId: firstShipping,
    };
  }
  const byCookie: Record<ShippingAddressType, ShippingChoice> = {
    SAME_AS_BILLING: "same",
    DIFFERENT_FROM_BILLING: "different",
    SAVED_ADDRESS: firstShipping ? "saved" : "same",
  };
  return { billingAddressId, shippingType: byCookie[stored], shippingAddressId: firstShipping };
}

/**
 * The ids of the saved addresses the cart gets (SPEC §4: billing is then "saved billing"); none for
 * an address whose suggestion the shopper took (decision 0034): it is no longer the saved one.
 */
export function chosenIds(
  value: CheckoutAddressValue & AddressChoiceValue,
  taken: { billing?: unknown; shipping?: unknown },
): { billingId?: string; shippingId?: string } {
  const billingId =
    value.billingAddressId !== NEW_ADDRESS && !taken.billing ? value.billingAddressId : undefined;
  const shippingId = value.shippingType === "saved" && !taken.shipping ? value.shippingAddressId : undefined;
  return { ...(billingId ? { billingId } : {}), ...(shippingId ? { shippingId } : {}) };
}

/**
 * SPEC §4 billing and shipping after-submit: a ticked address goes to the signed-in customer's book
 * as the default, updated when it is one of that book's (id), added otherwise. A failed save is
 * logged by the accounts service and does not stop the checkout.
 */
export async function saveToBooks(
  accounts: Pick<Accounts, "saveAddress">,
  customer: Customer,
  market: Market,
  input: {
    value: CheckoutAddressValue;
    shipping: AddressFieldsValue | null;
    billingId?: string;
    shippingId?: string;
  },
) {
  const { value, shipping, billingId, shippingId } = input;
  const { company, vatId: _vatId, ...fields } = value.billing;
  const billing = { ...fields, ...(value.clientType === "company" && company ? { company } : {}) };
  const saved = value.saveBilling
    ? await accounts.saveAddress(
        customer,
        "billing",
        market,
        { ...billing, makeDefault: "on" },
        inBook(customer, "billing", billingId) ? billingId : undefined,
      )
    : null;
  // The customer as the first save left them.
  const current = saved?.ok ? saved.customer : customer;
  if (value.saveShipping)
    await accounts.saveAddress(
      current,
      "shipping",
      market,
      { ...(shipping ?? billing), makeDefault: "on" },
      inBook(current, "shipping", shippingId) ? shippingId : undefined,
    );
}

/** The saved-address choices as the routes reach them (context.services.savedAddresses). */
export const savedAddresses = {
  options: savedAddressOptions,
  storedShippingType,
  shippingTypeCookie,
  preselection,
  chosenIds,
  saveToBooks,
};
