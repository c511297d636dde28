/**
 * A customer's customer groups as commercetools keeps them (docs.commercetools.com/api/projects/customers:
 * `customerGroup` and `customerGroupAssignments`, the actions `setCustomerGroup`,
 * `addCustomerGroupAssignment`, `removeCustomerGroupAssignment`, `setCustomerGroupAssignments`).
 * SPEC §3 derives the customer's tier from these assignments (server/tiers). Groups are named by id
 * or key in an action and stored by id; reads return each reference expanded (`obj`), as the
 * platform does for `expand=customerGroupAssignments[*].customerGroup`, so the shop learns the key
 * of a group without a second call.
 */
import type {
  Customer,
  CustomerGroup,
  CustomerGroupReference,
  CustomerGroupResourceIdentifier,
  CustomerUpdateAction,
} from "@commercetools/platform-sdk";
import { invalidInput } from "../errors";
import { type Db, doc } from "./db";

/** The id of a group named by id or key; an unknown key is refused as the platform refuses it. */
export function groupId(db: Db, ref: CustomerGroupResourceIdentifier | undefined): string | undefined {
  if (!ref) return undefined;
  const row = (
    ref.id
      ? db.prepare("SELECT id FROM customer_groups WHERE id = ?").get(ref.id)
      : db.prepare("SELECT id FROM customer_groups WHERE key = ?").get(ref.key)
  ) as { id: string } | undefined;
  if (!row) throw invalidInput(`The customer group '${ref.id ?? ref.key}' does not exist.`, "customerGroup");
  return row.id;
}

const reference = (id: string): CustomerGroupReference => ({ typeId: "customer-group", id });

/** A group action with its groups named by id (what the stored customer keeps). */
export function resolveGroupAction(db: Db, action: CustomerUpdateAction): CustomerUpdateAction {
  const byId = (ref: CustomerGroupResourceIdentifier) => ({
    typeId: "customer-group" as const,
    id: groupId(db, ref) ?? "",
  });
  switch (action.action) {
    case "setCustomerGroup":
      return { ...action, customerGroup: action.customerGroup && byId(action.customerGroup) };
    case "addCustomerGroupAssignment":
      return {
        ...action,
        customerGroupAssignment: { customerGroup: byId(action.customerGroupAssignment.customerGroup) },
      };
    case "removeCustomerGroupAssignment":
      return { ...action, customerGroup: byId(action.customerGroup) };
    case "setCustomerGroupAssignments":
      return {
        ...action,
        customerGroupAssignments: action.customerGroupAssignments.map((a) => ({
          customerGroup: byId(a.customerGroup),
        })),
      };
    default:
      return action;
  }
}

const assigned = (customer: Customer) => customer.customerGroupAssignments ?? [];

/** The assignment actions on a customer whose action names its groups by id (resolveGroupAction). */
export const GROUP_ASSIGNMENT_ACTIONS = {
  addCustomerGroupAssignment: (
    customer: Customer,
    action: Extract<CustomerUpdateAction, { action: "addCustomerGroupAssignment" }>,
  ): Customer => {
    const id = action.customerGroupAssignment.customerGroup.id ?? "";
    // Assigning a group twice leaves one assignment.
    if (assigned(customer).some((a) => a.customerGroup.id === id)) return customer;
    return {
      ...customer,
      customerGroupAssignments: [...assigned(customer), { customerGroup: reference(id) }],
    };
  },
  removeCustomerGroupAssignment: (
    customer: Customer,
    action: Extract<CustomerUpdateAction, { action: "removeCustomerGroupAssignment" }>,
  ): Customer => ({
    ...customer,
    customerGroupAssignments: assigned(customer).filter(
      (a) => a.customerGroup.id !== action.customerGroup.id,
    ),
  }),
  setCustomerGroupAssignments: (
    customer: Customer,
    action: Extract<CustomerUpdateAction, { action: "setCustomerGroupAssignments" }>,
  ): Customer => ({
    ...customer,
    customerGroupAssignments: [
      ...new Set(action.customerGroupAssignments.map((a) => a.customerGroup.id ?? "")),
    ]
      .filter(Boolean)
      .map((id) => ({ customerGroup: reference(id) })),
  }),
};

/** The customer with every group reference expanded (`obj`), as returned to callers. */
export function withGroups(db: Db, customer: Customer): Customer {
  const expand = (ref: CustomerGroupReference): CustomerGroupReference => {
    const row = db.prepare("SELECT data FROM customer_groups WHERE id = ?").get(ref.id);
    return row ? { ...reference(ref.id), obj: doc<CustomerGroup>(row) } : reference(ref.id);
  };
  return {
    ...customer,
    ...(customer.customerGroup ? { customerGroup: expand(customer.customerGroup) } : {}),
    customerGroupAssignments: assigned(customer).map((a) => ({ customerGroup: expand(a.customerGroup) })),
  };
}
