/**
 * Customers (commercetools' customers): sign-up and sign-in with the anonymous cart taken over
 * (cart-merge.ts), look-ups and versioned updates. Passwords and reset tokens are in
 * customer-passwords.ts, the update actions in customer-actions.ts.
 */
import { randomUUID } from "node:crypto";
import type {
  Customer,
  CustomerDraft,
  CustomerSignInResult,
  CustomerUpdateAction,
} from "@commercetools/platform-sdk";
import { CommerceError, concurrentModification, invalidInput, notFound } from "../errors";
import type { SignInOptions } from "../port";
import { takeOverCart } from "./cart-merge";
import type { EngineContext } from "./context";
import { applyCustomerAction, checkEmail, newAddress } from "./customer-actions";
import { groupId, resolveGroupAction, withGroups } from "./customer-groups";
import { type Db, doc } from "./db";
import { hashPassword, verifyPassword } from "./passwords";

/** Verified against for unknown e-mails, so sign-in takes as long whether or not the account exists. */
const DUMMY_HASH =
  "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==";

export function customerRow(db: Db, id: string): Customer | undefined {
  const row = db.prepare("SELECT data FROM customers WHERE id = ?").get(id);
  return row ? doc<Customer>(row) : undefined;
}

/** The id of the customer with this e-mail (case-insensitive, as sign-in matches it), if any. */
export function customerIdByEmail(db: Db, email: string): string | undefined {
  const row = db.prepare("SELECT id FROM customers WHERE email_lower = ?").get(email.trim().toLowerCase()) as
    | { id: string }
    | undefined;
  return row?.id;
}

/** Writes the customer document; the password hash only when one is given (else the stored one stays). */
export function saveCustomer(db: Db, customer: Customer, passwordHash?: string) {
  db.prepare(
    `INSERT INTO customers (id, email_lower, password_hash, version, data) VALUES (@id, @email, @hash, @version, @data)
     ON CONFLICT(id) DO UPDATE SET email_lower = @email, version = @version, data = @data,
       password_hash = COALESCE(@hash, password_hash)`,
  ).run({
    id: customer.id,
    email: customer.email.toLowerCase(),
    hash: passwordHash ?? null,
    version: customer.version,
    data: JSON.stringify(customer),
  });
}

const duplicateEmail = (message: string, email: string) =>
  new CommerceError(400, [{ code: "DuplicateField", message, field: "email", duplicateValue: email }]);

/** The customer of a sign-up draft, its addresses keyed and the roles given by index. */
function newCustomer(draft: CustomerDraft, email: string, group: string | undefined, now: Date): Customer {
  const addresses = (draft.addresses ?? []).map((a) => newAddress(a, now));
  const at = (index: number | undefined) => (index === undefined ? undefined : addresses[index]?.id);
  return {
    id: randomUUID(),
    version: 1,
    email,
    firstName: draft.firstName,
    lastName: draft.lastName,
    dateOfBirth: draft.dateOfBirth,
    companyName: draft.companyName,
    vatId: draft.vatId,
    addresses,
    defaultShippingAddressId: at(draft.defaultShippingAddress),
    shippingAddressIds: (draft.shippingAddresses ?? []).map(at).filter((id): id is string => Boolean(id)),
    defaultBillingAddressId: at(draft.defaultBillingAddress),
    billingAddressIds: (draft.billingAddresses ?? []).map(at).filter((id): id is string => Boolean(id)),
    isEmailVerified: draft.isEmailVerified ?? false,
    customerGroup: group ? { typeId: "customer-group", id: group } : undefined,
    customerGroupAssignments: (draft.customerGroupAssignments ?? []).map((a) => ({
      customerGroup: { typeId: "customer-group", id: a.customerGroup.id ?? "" },
    })),
    custom: draft.custom
      ? {
          type: { typeId: "type", id: draft.custom.type?.key ?? "customer" },
          fields: draft.custom.fields ?? {},
        }
      : undefined,
    locale: draft.locale,
    salutation: draft.salutation,
    stores: (draft.stores ?? []).map((s) => ({ typeId: "store" as const, key: s.key ?? "" })),
    authenticationMode: "Password",
    createdAt: now.toISOString(),
    lastModifiedAt: now.toISOString(),
  };
}

export async function signUp(
  ctx: EngineContext,
  draft: CustomerDraft,
  options: SignInOptions,
): Promise<CustomerSignInResult> {
  const email = checkEmail(draft.email);
  if (!draft.password) throw invalidInput("A password is required.", "password");
  const hash = await hashPassword(draft.password);
  return ctx.db.transaction(() => {
    if (ctx.db.prepare("SELECT 1 FROM customers WHERE email_lower = ?").get(email.toLowerCase())) {
      throw duplicateEmail("There is already an existing customer with the provided email.", email);
    }
    const now = ctx.now();
    const assignments = (draft.customerGroupAssignments ?? []).map((a) => ({
      customerGroup: { typeId: "customer-group" as const, id: groupId(ctx.db, a.customerGroup) },
    }));
    const customer = newCustomer(
      { ...draft, customerGroupAssignments: assignments },
      email,
      groupId(ctx.db, draft.customerGroup),
      now,
    );
    saveCustomer(ctx.db, customer, hash);
    return { customer: withGroups(ctx.db, customer), cart: takeOverCart(ctx, customer, options) };
  })();
}

export async function signIn(
  ctx: EngineContext,
  credentials: { email: string; password: string },
  options: SignInOptions,
): Promise<CustomerSignInResult> {
  const row = ctx.db
    .prepare("SELECT id, password_hash FROM customers WHERE email_lower = ?")
    .get(credentials.email.trim().toLowerCase()) as { id: string; password_hash: string | null } | undefined;
  // The hash is checked even for an unknown e-mail so both answers take the same time.
  const valid = await verifyPassword(credentials.password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !valid) {
    throw new CommerceError(400, [
      { code: "InvalidCredentials", message: "Account with the given credentials not found." },
    ]);
  }
  return ctx.db.transaction(() => {
    const customer = customerRow(ctx.db, row.id) as Customer;
    return { customer: withGroups(ctx.db, customer), cart: takeOverCart(ctx, customer, options) };
  })();
}

export function updateCustomer(
  ctx: EngineContext,
  id: string,
  version: number,
  actions: CustomerUpdateAction[],
): Customer {
  return ctx.db.transaction(() => {
    const current = customerRow(ctx.db, id);
    if (!current) throw notFound(id);
    if (current.version !== version) throw concurrentModification(id, version, current.version);
    const now = ctx.now();
    let customer = current;
    for (const action of actions) {
      customer = applyCustomerAction(customer, resolveGroupAction(ctx.db, action), now);
    }
    if (customer.email.toLowerCase() !== current.email.toLowerCase()) {
      const taken = ctx.db
        .prepare("SELECT 1 FROM customers WHERE email_lower = ? AND id <> ?")
        .get(customer.email.toLowerCase(), id);
      if (taken) throw duplicateEmail("The e-mail is taken.", customer.email);
    }
    const updated = { ...customer, version: current.version + 1, lastModifiedAt: now.toISOString() };
    saveCustomer(ctx.db, updated);
    return withGroups(ctx.db, updated);
  })();
}
