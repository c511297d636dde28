/**
 * The addresses step of SPEC §4 "Addresses": e-mail, billing address with the VAT check's result,
 * shipping address (a copy of the billing one or another), and the shipping method that fits.
 */
import type { Address, BaseAddress, Cart, CartUpdateAction } from "@commercetools/platform-sdk";
import type { AddressFieldsValue, CheckoutAddressValue, ClientType } from "../../config";
import type { CartService } from "../cart";
import type { Stores } from "../catalog/stores";
import type { CommercePort } from "../commerce";
import type { Market } from "../market";
import type { VatOutcome } from "../vat";
import { cartFieldActions } from "./cart-fields";

/** The custom type of a billing address's VAT check (SPEC §4: the result is pushed to the billing address). */
const VAT_ADDRESS_TYPE = "address-vat";

function toAddress(market: Market, value: AddressFieldsValue, email: string, clientType: ClientType) {
  // SPEC §5: a private buyer's company (and department) is dropped.
  const { company, ...rest } = value;
  return {
    ...rest,
    ...(clientType === "company" && company ? { company } : {}),
    country: market.country.isoCode,
    email,
  } satisfies BaseAddress;
}

export function createAddressStep(deps: {
  commerce: CommercePort;
  carts: CartService;
  stores: Pick<Stores, "storeSwitch">;
}) {
  const { commerce, carts, stores } = deps;

  /**
   * SPEC §4 "Shipping method": the cart keeps its method while it is the default one and matches;
   * otherwise the first method offered for the cart is set (parcel or freight by its lines).
   */
  async function shippingMethodActions(cart: Cart): Promise<CartUpdateAction[]> {
    if (!cart.shippingAddress) return [];
    const offered = await commerce.shippingMethodsForCart(cart.id);
    const method = offered.find((m) => m.isDefault) ?? offered[0];
    if (!method) return [];
    const current = cart.shippingInfo;
    if (current?.shippingMethod?.id === method.id && current.shippingMethodState !== "DoesNotMatchCart")
      return [];
    // A reverse-charge cart ships by a custom method at the net of this one's rate (decision 0029).
    if (
      cart.taxMode === "External" &&
      current &&
      !current.shippingMethod &&
      current.shippingMethodName === method.name
    )
      return [];
    return [{ action: "setShippingMethod", shippingMethod: { typeId: "shipping-method", id: method.id } }];
  }

  return {
    /** Whether the store validates VAT IDs (store custom field vat_validation_enabled). */
    vatValidationEnabled: (market: Market) => stores.storeSwitch(market, "vat_validation_enabled"),

    /** Re-sets the shipping method when the cart changed since the addresses step (SPEC §4). */
    ensureShippingMethod: (market: Market, cart: Cart) => carts.update(market, cart, shippingMethodActions),

    /**
     * Saves the addresses step on the cart: e-mail, billing address (with the VAT check's result),
     * shipping address (a copy of the billing one without its id, or another), the shipping
     * method that fits the cart, and SPEC §3's cart fields this step decides: whether the shopper
     * agreed to be sent e-mails, and the visit's utm source (the checkout starts here: decision 0028).
     */
    async saveAddresses(
      market: Market,
      cart: Cart,
      input: {
        value: CheckoutAddressValue;
        email: string;
        shipping: AddressFieldsValue | null;
        vat: VatOutcome | null;
        /** The e-mail consent box, ticked or not (left as the cart has it when not given). */
        emailConsent?: boolean;
        /** The valid utm source of the visit's cookie, when there is one. */
        utmSource?: string;
        /** The ids of the customer's saved addresses chosen (SPEC §4: billing is then "saved billing"). */
        billingId?: string;
        shippingId?: string;
      },
    ): Promise<Cart> {
      const { value, email, shipping, vat: checked, emailConsent, utmSource, billingId, shippingId } = input;
      const billing: BaseAddress = {
        ...toAddress(market, value.billing, email, value.clientType),
        ...(billingId ? { id: billingId } : {}),
        ...(value.clientType === "company" && checked
          ? {
              custom: {
                type: { typeId: "type", key: VAT_ADDRESS_TYPE },
                fields: {
                  vatId: checked.vatId,
                  vatValidated: checked.kind === "valid",
                  vatValidationRawResponse: checked.raw,
                },
              },
            }
          : {}),
      } as BaseAddress;
      const { custom: _vat, ...billingWithoutVat } = billing as Address;
      const shippingAddress = shipping
        ? {
            ...toAddress(market, shipping, email, value.clientType),
            ...(shippingId ? { id: shippingId } : {}),
          }
        : { ...billingWithoutVat, id: undefined };
      const withAddresses = await carts.update(market, cart, (current) => [
        ...(current.customerEmail === email ? [] : [{ action: "setCustomerEmail" as const, email }]),
        { action: "setBillingAddress", address: billing },
        { action: "setShippingAddress", address: shippingAddress },
        ...cartFieldActions(current, {
          ...(emailConsent !== undefined ? { emailConsent } : {}),
          ...(utmSource ? { utmSource } : {}),
        }),
      ]);
      return carts.update(market, withAddresses, shippingMethodActions);
    },
  };
}
