/**
 * The customer's two address books (SPEC §3: shippingAddressIds, billingAddressIds; §5 address book
 * messages): list, add or change, delete, make default.
 */
import type { Address, BaseAddress, Customer, CustomerUpdateAction } from "@commercetools/platform-sdk";
import type { AddressFormValue } from "../../config";
import type { Market } from "../market";
import { type CustomerWrites, UnknownAddressError } from "./outcomes";

/** The two address books of a customer (SPEC §3: shippingAddressIds, billingAddressIds). */
export type AddressRole = "shipping" | "billing";

const ROLE_ACTIONS = {
  shipping: {
    ids: "shippingAddressIds",
    defaultId: "defaultShippingAddressId",
    add: "addShippingAddressId",
    remove: "removeShippingAddressId",
    setDefault: "setDefaultShippingAddress",
  },
  billing: {
    ids: "billingAddressIds",
    defaultId: "defaultBillingAddressId",
    add: "addBillingAddressId",
    remove: "removeBillingAddressId",
    setDefault: "setDefaultBillingAddress",
  },
} as const;

/** The addresses of one book, the default first. */
/**
 * SPEC §3: an address's key is its postal code plus a timestamp. Two addresses with one postal code
 * added within the same millisecond would share it (and the second would be lost), so the
 * timestamp moves on until the key is free in the customer's addresses.
 */
export function newAddressKey(postalCode: string, customer: Pick<Customer, "addresses">, now = Date.now()) {
  const prefix = postalCode.replace(/\s/g, "");
  const taken = new Set(customer.addresses.map((a) => a.key));
  let stamp = now;
  while (taken.has(`${prefix}${stamp}`)) stamp++;
  return `${prefix}${stamp}`;
}

export function addressBook(
  customer: Customer,
  role: AddressRole,
): { address: Address; isDefault: boolean }[] {
  const { ids, defaultId } = ROLE_ACTIONS[role];
  return customer.addresses
    .filter((a) => a.id && customer[ids].includes(a.id))
    .map((address) => ({ address, isDefault: address.id === customer[defaultId] }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

const unknownAddress = () => new UnknownAddressError();

export function createAddressBooks({ update, attempt }: CustomerWrites) {
  return {
    addressBook,

    /**
     * Adds an address to a book (SPEC §3: its key is the postal code plus a timestamp), or changes the
     * one with `addressId`. The first address of a book, or one the shopper marks, becomes the default.
     */
    saveAddress(
      customer: Customer,
      role: AddressRole,
      market: Market,
      input: AddressFormValue,
      addressId?: string,
    ) {
      const names = ROLE_ACTIONS[role];
      const { makeDefault, ...fields } = input;
      const address: BaseAddress = { ...fields, country: market.country.isoCode };
      if (addressId) {
        return attempt("Updating an address", "updateFailed", () =>
          update(customer, (current) => {
            if (!current[names.ids].includes(addressId)) throw unknownAddress();
            return [
              { action: "changeAddress", addressId, address },
              ...(makeDefault ? [{ action: names.setDefault, addressId } as CustomerUpdateAction] : []),
            ];
          }),
        );
      }
      return attempt("Adding an address", "addFailed", () =>
        update(customer, (current) => {
          const key = newAddressKey(fields.postalCode, current);
          const first = current[names.ids].length === 0;
          return [
            { action: "addAddress", address: { ...address, key } },
            { action: names.add, addressKey: key } as CustomerUpdateAction,
            ...(makeDefault || first
              ? [{ action: names.setDefault, addressKey: key } as CustomerUpdateAction]
              : []),
          ];
        }),
      );
    },

    /** Removes an address from a book; the address itself goes when no other book holds it. */
    deleteAddress(customer: Customer, role: AddressRole, addressId: string) {
      const names = ROLE_ACTIONS[role];
      const other = ROLE_ACTIONS[role === "shipping" ? "billing" : "shipping"];
      return attempt("Deleting an address", "deleteFailed", () =>
        update(customer, (current) => {
          if (!current[names.ids].includes(addressId)) throw unknownAddress();
          return current[other.ids].includes(addressId)
            ? [{ action: names.remove, addressId } as CustomerUpdateAction]
            : [{ action: "removeAddress", addressId }];
        }),
      );
    },

    setDefaultAddress(customer: Customer, role: AddressRole, addressId: string) {
      const names = ROLE_ACTIONS[role];
      return attempt("Setting a default address", "defaultFailed", () =>
        update(customer, (current) => {
          if (!current[names.ids].includes(addressId)) throw unknownAddress();
          return [{ action: names.setDefault, addressId } as CustomerUpdateAction];
        }),
      );
    },
  };
}
