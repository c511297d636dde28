import { randomUUID } from "node:crypto";
import type { Address, BaseAddress, Customer, CustomerUpdateAction } from "@commercetools/platform-sdk";
import { invalidInput } from "../errors";

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

/** Applies one customer update action as the platform does. */
export function applyCustomerAction(customer: Customer, action: CustomerUpdateAction, now: Date): Customer {
  switch (action.action) {
    case "changeEmail":
      return { ...customer, email: checkEmail(action.email) };
    case "setFirstName":
      return { ...customer, firstName: action.firstName };
    case "setLastName":
      return { ...customer, lastName: action.lastName };
    case "setCompanyName":
      return { ...customer, companyName: action.companyName };
    case "setVatId":
      return { ...customer, vatId: action.vatId };
    case "setDateOfBirth":
      return { ...customer, dateOfBirth: action.dateOfBirth };
    case "setCustomerNumber":
      // As on the platform: a customer number is set once and never changed.
      if (customer.customerNumber)
        throw invalidInput("The customer number has already been set.", "customerNumber");
      return { ...customer, customerNumber: action.customerNumber };
    case "setLocale":
      return { ...customer, locale: action.locale };
    case "setSalutation":
      return { ...customer, salutation: action.salutation };
    case "setTitle":
      return { ...customer, title: action.title };
    case "setCustomerGroup":
      return {
        ...customer,
        customerGroup: action.customerGroup?.id
          ? { typeId: "customer-group", id: action.customerGroup.id }
          : undefined,
      };
    case "setCustomType":
      return {
        ...customer,
        custom: action.type
          ? {
              type: { typeId: "type", id: action.type.key ?? action.type.id ?? "customer" },
              fields: action.fields ?? {},
            }
          : undefined,
      };
    case "setCustomField": {
      const fields = { ...(customer.custom?.fields ?? {}) };
      if (action.value === undefined || action.value === null) delete fields[action.name];
      else fields[action.name] = action.value;
      return {
        ...customer,
        custom: { type: customer.custom?.type ?? { typeId: "type", id: "customer" }, fields },
      };
    }
    case "addAddress":
      return { ...customer, addresses: [...customer.addresses, newAddress(action.address, now)] };
    case "changeAddress": {
      const current = findAddress(customer, action.addressId, action.addressKey);
      return {
        ...customer,
        addresses: customer.addresses.map((a) =>
          a.id === current.id ? { ...withoutCustom(action.address), id: current.id, key: current.key } : a,
        ),
      };
    }
    case "removeAddress": {
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
    }
    case "addShippingAddressId":
      return assignRole(
        customer,
        "shipping",
        findAddress(customer, action.addressId, action.addressKey).id,
        false,
      );
    case "addBillingAddressId":
      return assignRole(
        customer,
        "billing",
        findAddress(customer, action.addressId, action.addressKey).id,
        false,
      );
    case "setDefaultShippingAddress":
    case "setDefaultBillingAddress": {
      const role = action.action === "setDefaultShippingAddress" ? "shipping" : "billing";
      if (!action.addressId && !action.addressKey) return { ...customer, [ROLES[role].default]: undefined };
      return assignRole(customer, role, findAddress(customer, action.addressId, action.addressKey).id, true);
    }
    case "removeShippingAddressId":
      return removeRole(customer, "shipping", findAddress(customer, action.addressId, action.addressKey).id);
    case "removeBillingAddressId":
      return removeRole(customer, "billing", findAddress(customer, action.addressId, action.addressKey).id);
    default:
      throw invalidInput(
        `The action '${action.action}' is not supported by the embedded platform.`,
        "action",
      );
  }
}
