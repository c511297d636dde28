/** Customer update actions and addresses as the platform applies them (pure: no database). */
import { randomUUID } from "node:crypto";
import type { Address, BaseAddress, Customer, CustomerUpdateAction } from "@commercetools/platform-sdk";
import { invalidInput } from "../errors";
import { GROUP_ASSIGNMENT_ACTIONS } from "./customer-groups";
import { setField } from "./fields";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw invalidInput(`'${email}' is not a valid e-mail address.`, "email");
  return trimmed;
}

/** An address with an id and, as SPEC §3 says, a key of postal code plus timestamp. */
export function newAddress(address: BaseAddress, now: Date): Address {
  return {
    ...withoutCustom(address),
    id: randomUUID().slice(0, 8),
    key: address.key ?? `${address.postalCode ?? ""}${now.getTime()}`,
  };
}

/** Address drafts may carry custom-field drafts; the engine keeps addresses without custom fields. */
function withoutCustom(address: BaseAddress): Omit<Address, "id" | "custom"> {
  const { custom: _custom, ...rest } = address as BaseAddress & { custom?: unknown };
  return rest;
}

function findAddress(customer: Customer, id: string | undefined, key: string | undefined): Address {
  const address = customer.addresses.find(
    (a) => (id !== undefined && a.id === id) || (key !== undefined && a.key === key),
  );
  if (!address) throw invalidInput(`The customer has no address '${id ?? key}'.`, "addressId");
  return address;
}

/** The two roles an address can have on a customer. */
const ROLES = {
  shipping: { ids: "shippingAddressIds", default: "defaultShippingAddressId" },
  billing: { ids: "billingAddressIds", default: "defaultBillingAddressId" },
} as const;
type Role = keyof typeof ROLES;

function assignRole(customer: Customer, role: Role, id: string | undefined, makeDefault: boolean): Customer {
  const { ids, default: defaultKey } = ROLES[role];
  const current = customer[ids];
  const next = id === undefined || current.includes(id) ? current : [...current, id];
  return { ...customer, [ids]: next, ...(makeDefault ? { [defaultKey]: id } : {}) };
}

function removeRole(customer: Customer, role: Role, id: string | undefined): Customer {
  const { ids, default: defaultKey } = ROLES[role];
  return {
    ...customer,
    [ids]: customer[ids].filter((x) => x !== id),
    [defaultKey]: customer[defaultKey] === id ? undefined : customer[defaultKey],
  };
}

type Handlers = {
  [K in CustomerUpdateAction["action"]]?: (
    customer: Customer,
    action: Extract<CustomerUpdateAction, { action: K }>,
    now: Date,
  ) => Customer;
};

/** The customer's own fields: e-mail, names, company, dates, locale, group and custom fields. */
const PROFILE_ACTIONS: Handlers = {
  // As on the platform: a new address is not verified (the shop's social joining rule, decision 0064,
  // must never trust a verification made for the old one).
  changeEmail: (customer, action) => ({
    ...customer,
    email: checkEmail(action.email),
    isEmailVerified: false,
  }),
  setFirstName: (customer, action) => ({ ...customer, firstName: action.firstName }),
  setLastName: (customer, action) => ({ ...customer, lastName: action.lastName }),
  setCompanyName: (customer, action) => ({ ...customer, companyName: action.companyName }),
  setVatId: (customer, action) => ({ ...customer, vatId: action.vatId }),
  setDateOfBirth: (customer, action) => ({ ...customer, dateOfBirth: action.dateOfBirth }),
  setCustomerNumber: (customer, action) => {
    // As on the platform: a customer number is set once and never changed.
    if (customer.customerNumber)
      throw invalidInput("The customer number has already been set.", "customerNumber");
    return { ...customer, customerNumber: action.customerNumber };
  },
  setLocale: (customer, action) => ({ ...customer, locale: action.locale }),
  setSalutation: (customer, action) => ({ ...customer, salutation: action.salutation }),
  setTitle: (customer, action) => ({ ...customer, title: action.title }),
  setCustomerGroup: (customer, action) => ({
    ...customer,
    customerGroup: action.customerGroup?.id
      ? { typeId: "customer-group", id: action.customerGroup.id }
      : undefined,
  }),
  setCustomType: (customer, action) => ({
    ...customer,
    custom: action.type
      ? {
          type: { typeId: "type", id: action.type.key ?? action.type.id ?? "customer" },
          fields: action.fields ?? {},
        }
      : undefined,
  }),
  setCustomField: (customer, action) => ({
    ...customer,
    custom: setField(customer.custom, action.name, action.value),
  }),
};

const setDefaultAddress =
  (role: Role) =>
  (customer: Customer, action: { addressId?: string; addressKey?: string }): Customer => {
    if (!action.addressId && !action.addressKey) return { ...customer, [ROLES[role].default]: undefined };
    return assignRole(customer, role, findAddress(customer, action.addressId, action.addressKey).id, true);
  };

/** The address book: addresses and their shipping and billing roles. */
const ADDRESS_ACTIONS: Handlers = {
  addAddress: (customer, action, now) => ({
    ...customer,
    addresses: [...customer.addresses, newAddress(action.address, now)],
  }),
  changeAddress: (customer, action) => {
    const current = findAddress(customer, action.addressId, action.addressKey);
    return {
      ...customer,
      addresses: customer.addresses.map((a) =>
        a.id === current.id ? { ...withoutCustom(action.address), id: current.id, key: current.key } : a,
      ),
    };
  },
  removeAddress: (customer, action) => {
    const current = findAddress(customer, action.addressId, action.addressKey);
    const keep = (ids: string[]) => ids.filter((id) => id !== current.id);
    return {
      ...customer,
      addresses: customer.addresses.filter((a) => a.id !== current.id),
      shippingAddressIds: keep(customer.shippingAddressIds),
      billingAddressIds: keep(customer.billingAddressIds),
      defaultShippingAddressId:
        customer.defaultShippingAddressId === current.id ? undefined : customer.defaultShippingAddressId,
      defaultBillingAddressId:
        customer.defaultBillingAddressId === current.id ? undefined : customer.defaultBillingAddressId,
    };
  },
  addShippingAddressId: (customer, action) =>
    assignRole(customer, "shipping", findAddress(customer, action.addressId, action.addressKey).id, false),
  addBillingAddressId: (customer, action) =>
    assignRole(customer, "billing", findAddress(customer, action.addressId, action.addressKey).id, false),
  setDefaultShippingAddress: setDefaultAddress("shipping"),
  setDefaultBillingAddress: setDefaultAddress("billing"),
  removeShippingAddressId: (customer, action) =>
    removeRole(customer, "shipping", findAddress(customer, action.addressId, action.addressKey).id),
  removeBillingAddressId: (customer, action) =>
    removeRole(customer, "billing", findAddress(customer, action.addressId, action.addressKey).id),
};

const HANDLERS: Handlers = { ...PROFILE_ACTIONS, ...ADDRESS_ACTIONS, ...GROUP_ASSIGNMENT_ACTIONS };

/** Applies one customer update action as the platform does. */
export function applyCustomerAction(customer: Customer, action: CustomerUpdateAction, now: Date): Customer {
  // Own properties only: an action named like an Object method is as unknown as any other.
  const handler = Object.hasOwn(HANDLERS, action.action)
    ? (HANDLERS[action.action] as (c: Customer, a: CustomerUpdateAction, now: Date) => Customer)
    : undefined;
  if (!handler) {
    throw invalidInput(`The action '${action.action}' is not supported by the embedded platform.`, "action");
  }
  return handler(customer, action, now);
}
